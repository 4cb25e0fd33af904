import { EMAIL_PATTERN, signupInput } from "@qbank/api/client";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { errorItems, trpc } from "../app/trpc.ts";
import { byField, validate, type FieldErrors } from "../ui/form-errors.ts";
import { PasswordField, TextField } from "../ui/fields.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { SocialButtons } from "./SocialButtons.tsx";

const empty = { email: "", first_name: "", second_name: "", password: "", confirm_password: "" };

export function SignupPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [emailInvalid, setEmailInvalid] = useState(false);

  const signup = trpc.auth.signup.useMutation({
    onSuccess: (data) => navigate(`/login?register_success_email=${encodeURIComponent(data.email)}`),
    onError: (error) => {
      const fields = byField(errorItems(error));
      setErrors(fields);
      if (fields.email) setStep(1);
    },
  });

  const set = (name: keyof typeof empty) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const toStep2 = (e: FormEvent) => {
    e.preventDefault();
    const email = values.email.trim();
    if (email === "") {
      setEmailInvalid(true);
      return;
    }
    if (!EMAIL_PATTERN.test(email)) {
      setErrors({ email: "Invalid email" });
      return;
    }
    setErrors({});
    setStep(2);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clientErrors = validate(signupInput, values);
    if (clientErrors) return setErrors(clientErrors);
    signup.mutate(values);
  };

  if (step === 1) {
    return (
      <AuthLayout title="Sign up">
        <form className="stack" onSubmit={toStep2} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            invalid={emailInvalid}
            onChange={(e) => {
              setEmailInvalid(false);
              set("email")(e);
            }}
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
        <p className="muted">
          Signing up as <strong>{values.email}</strong>
        </p>
        <TextField
          label="Given name"
          autoComplete="given-name"
          value={values.first_name}
          error={errors.first_name}
          onChange={set("first_name")}
          autoFocus
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={values.second_name}
          error={errors.second_name}
          onChange={set("second_name")}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={set("password")}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          value={values.confirm_password}
          error={errors.confirm_password}
          onChange={set("confirm_password")}
        />
        <p className="muted">
          By signing up you agree to our <Link to="/terms">terms</Link> and <Link to="/privacy">privacy policy</Link>.
        </p>
        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={() => setStep(1)}>
            Back
          </button>
          <button type="submit" className="btn" style={{ flex: 1 }} disabled={signup.isPending}>
            {signup.isPending ? "Signing up…" : "Sign up"}
          </button>
        </div>
        {errors.server && (
          <p className="alert" role="alert">
            {errors.server}
          </p>
        )}
        <p className="muted">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
