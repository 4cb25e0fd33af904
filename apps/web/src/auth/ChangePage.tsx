import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { errorItems, trpc } from "../app/trpc.ts";
import { PasswordField } from "../ui/fields.tsx";
import { AuthLayout } from "./AuthLayout.tsx";

/** /change?email=…&id=…: the reset link's form. */
export function ChangePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string>();
  const change = trpc.auth.changeWithToken.useMutation({
    onSuccess: () => navigate("/login"),
    onError: (e) =>
      setError(
        errorItems(e)
          .map((i) => i.message)
          .join(" "),
      ),
  });
  const email = params.get("email") ?? "";
  const token = params.get("id") ?? "";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirm) return setError("The passwords do not match!");
    change.mutate({ email, password_reset: token, password, confirm_password: confirm });
  };

  return (
    <AuthLayout title="Choose a new password">
      {!email || !token ? (
        <div className="stack">
          <p className="alert" role="alert">
            This link is not complete. Please open the link from the email again, or ask for a new one.
          </p>
          <Link to="/reset">Ask for a new link</Link>
        </div>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <p className="muted">For {email}</p>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <button type="submit" className="btn btn-block" disabled={change.isPending}>
            Change Password
          </button>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </AuthLayout>
  );
}
