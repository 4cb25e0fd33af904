import { useState } from "react";
import { Link } from "react-router";
import { trpc } from "../app/trpc.ts";
import { TextField } from "../ui/fields.tsx";
import { useZodForm } from "../ui/useZodForm.ts";
import { FormAlert } from "../ui/FormAlert.tsx";
import { AuthLayout } from "./AuthLayout.tsx";

export function ResetPage() {
  const form = useZodForm({ email: "" });
  const [sent, setSent] = useState(false);
  const reset = trpc.auth.requestReset.useMutation();

  const submit = form.handleSubmit(async ({ email }) => {
    if (email.trim() === "") return form.setItems([{ object: "email", message: "Please enter your email." }]);
    await reset.mutateAsync({ email });
    setSent(true);
  });

  return (
    <AuthLayout title="Reset your password">
      {sent ? (
        <div className="stack">
          <FormAlert tone="success">Follow the instructions in the email we send you!</FormAlert>
          <Link to="/login">Back to log in</Link>
        </div>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <p className="muted">Enter the email of your account and we will send you a link to choose a new password.</p>
          <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} autoFocus />
          <button type="submit" className="btn btn-block" disabled={form.submitting}>
            Submit e-mail
          </button>
          <p className="muted">
            No account yet? <Link to="/signup">Sign up</Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
