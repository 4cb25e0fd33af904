import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { errorItems, trpc } from "../app/trpc.ts";
import { TextField } from "../ui/fields.tsx";
import { AuthLayout } from "./AuthLayout.tsx";

export function ResetPage() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const reset = trpc.auth.requestReset.useMutation({ onError: (e) => setError(errorItems(e)[0]?.message) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() === "") return setError("Please enter your email.");
    setError(undefined);
    reset.mutate({ email });
  };

  return (
    <AuthLayout title="Reset your password">
      {reset.isSuccess ? (
        <div className="stack">
          <p className="alert alert-success" role="status">
            Follow the instructions in the email we send you!
          </p>
          <Link to="/login">Back to log in</Link>
        </div>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <p className="muted">Enter the email of your account and we will send you a link to choose a new password.</p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
          <button type="submit" className="btn btn-block" disabled={reset.isPending}>
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
