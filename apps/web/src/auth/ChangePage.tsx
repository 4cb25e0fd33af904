import { PASSWORD_HINT } from "@qbank/api/client";
import { Link, useNavigate, useSearchParams } from "react-router";
import { trpc } from "../app/trpc.ts";
import { PasswordField } from "../ui/fields.tsx";
import { preloadPasswordRule, weakPasswordItems } from "../ui/password-strength.ts";
import { useZodForm } from "../ui/useZodForm.ts";
import { FormAlert } from "../ui/FormAlert.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { passwordChanged } from "./password-changed.ts";

/** /change?email=…&id=…: the reset link's form. */
export function ChangePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useZodForm({ password: "", confirm: "" });
  const change = trpc.auth.changeWithToken.useMutation();
  const email = params.get("email") ?? "";
  const token = params.get("id") ?? "";
  const complete = Boolean(email && token);
  // A used or expired link says so at once, rather than after the new password is typed.
  const status = trpc.auth.resetLinkStatus.useQuery({ email, id: token }, { enabled: complete, staleTime: Infinity });

  const submit = form.handleSubmit(async ({ password, confirm }) => {
    if (password !== confirm) return form.setItems([{ object: "form", message: "The passwords do not match!" }]);
    const weak = await weakPasswordItems(password, [email]);
    if (weak.length > 0) return form.setItems(weak);
    await change.mutateAsync({ email, password_reset: token, password, confirm_password: confirm });
    // /login says that the password changed (it would otherwise look like nothing happened),
    // with the address filled in.
    await navigate("/login", { state: passwordChanged(email) });
  });
  // Every message of a failed change shows in red under the form.
  const error = form.items.map((i) => i.message).join(" ");

  return (
    <AuthLayout title="Choose a new password">
      {!complete ? (
        <div className="stack">
          <FormAlert>
            This link is not complete. Please open the link from the email again, or ask for a new one.
          </FormAlert>
          <Link to="/reset">Ask for a new link</Link>
        </div>
      ) : status.data?.live === false ? (
        <div className="stack">
          <FormAlert>This reset link has expired or was already used. Please ask for a new one.</FormAlert>
          <Link to="/reset">Ask for a new link</Link>
        </div>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <p className="muted">For {email}</p>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            {...form.field("password")}
            error={undefined}
            onFocus={preloadPasswordRule}
            autoFocus
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            {...form.field("confirm")}
            error={undefined}
          />
          <button type="submit" className="btn btn-block" disabled={form.submitting}>
            Change Password
          </button>
          <FormAlert tone="field">{error}</FormAlert>
        </form>
      )}
    </AuthLayout>
  );
}
