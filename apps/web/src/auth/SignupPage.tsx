import { EMAIL_PATTERN, PASSWORD_HINT, signupInput } from "@qbank/api/client";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { errorItems, trpc } from "../app/trpc.ts";
import { PasswordField, TextField } from "../ui/fields.tsx";
import { preloadPasswordRule, weakPasswordItems } from "../ui/password-strength.ts";
import { useZodForm } from "../ui/useZodForm.ts";
import { FormAlert } from "../ui/FormAlert.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { SocialButtons } from "./SocialButtons.tsx";

const empty = { email: "", first_name: "", second_name: "", password: "", confirm_password: "" };

export function SignupPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const form = useZodForm(empty, signupInput);
  const { values, errors } = form;
  const [emailInvalid, setEmailInvalid] = useState(false);
  const signup = trpc.auth.signup.useMutation();

  const toStep2 = (e: FormEvent) => {
    e.preventDefault();
    const email = values.email.trim();
    if (email === "") return setEmailInvalid(true);
    if (!EMAIL_PATTERN.test(email)) return form.setItems([{ object: "email", message: "Invalid email" }]);
    form.setItems([]);
    setStep(2);
  };

  const submit = form.handleSubmit(async (input) => {
    const weak = await weakPasswordItems(input.password, [input.email, input.first_name, input.second_name]);
    if (weak.length > 0) return form.setItems(weak);
    try {
      const data = await signup.mutateAsync(input);
      await navigate(`/login?register_success_email=${encodeURIComponent(data.email)}`);
    } catch (error) {
      // The email is on the first step: go back to it when the server refuses the email.
      if (errorItems(error).some((i) => i.object === "email")) setStep(1);
      throw error;
    }
  });

  if (step === 1) {
    return (
      <AuthLayout title="Sign up">
        <form className="stack" onSubmit={toStep2} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...form.field("email")}
            invalid={emailInvalid}
            onInput={() => setEmailInvalid(false)}
            autoFocus
          />
          <button type="submit" className="btn btn-block">
            Continue
          </button>
          <div className="divider">or</div>
          <SocialButtons verb="Sign up" />
          <p className="muted">
            Already have an account? <Link to="/login">Log in</Link>
          </p>
        </form>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Create your account">
      <form className="stack" onSubmit={submit} noValidate>
        <p className="muted wrap-anywhere">
          Signing up as <strong>{values.email}</strong>
        </p>
        <TextField label="Given name" autoComplete="given-name" {...form.field("first_name")} autoFocus />
        <TextField label="Last name" autoComplete="family-name" {...form.field("second_name")} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          {...form.field("password")}
          onFocus={preloadPasswordRule}
        />
        <PasswordField label="Confirm password" autoComplete="new-password" {...form.field("confirm_password")} />
        <p className="muted">
          By signing up you agree to our <Link to="/terms">terms</Link> and <Link to="/privacy">privacy policy</Link>.
        </p>
        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={() => setStep(1)}>
            Back
          </button>
          <button type="submit" className="btn" style={{ flex: 1 }} disabled={form.submitting}>
            {form.submitting ? "Signing up…" : "Sign up"}
          </button>
        </div>
        <FormAlert>{errors.server}</FormAlert>
        <p className="muted">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
