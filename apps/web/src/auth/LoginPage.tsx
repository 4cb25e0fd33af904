import type { ErrorItem } from "@qbank/api/client";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { errorItems, trpc } from "../app/trpc.ts";
import { useResetSession } from "../app/user-data.ts";
import { Dialog } from "../ui/Dialog.tsx";
import { PasswordField, TextField } from "../ui/fields.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { SocialButtons } from "./SocialButtons.tsx";

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const resetSession = useResetSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<ErrorItem[]>(() => {
    const message = params.get("message");
    return message ? [{ object: "server", message }] : [];
  });
  const [invalid, setInvalid] = useState(false);
  const confirmedEmail = params.get("confirmed_email");
  const registeredEmail = params.get("register_success_email");

  const login = trpc.auth.login.useMutation({
    onSuccess: async () => {
      resetSession();
      await navigate("/user");
    },
    onError: (error) => {
      setErrors(errorItems(error));
      setInvalid(true);
    },
  });

  const closeParam = (name: string) => {
    params.delete(name);
    setParams(params, { replace: true });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setInvalid(false);
    login.mutate({ email, password });
  };

  return (
    <AuthLayout title="Log in">
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          invalid={invalid}
          onChange={(e) => setEmail(e.target.value)}
          onFocus={() => setInvalid(false)}
          required
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          invalid={invalid}
          onChange={(e) => setPassword(e.target.value)}
          onFocus={() => setInvalid(false)}
          required
        />
        <div className="row">
          <Link to="/reset">Forgot your password?</Link>
        </div>
        <button type="submit" className="btn btn-block" disabled={login.isPending}>
          {login.isPending ? "Logging in…" : "Log in"}
        </button>
        <div className="divider">or</div>
        <SocialButtons verb="Log in" />
        <p className="muted">
          New here? <Link to="/signup">Sign Up</Link>
        </p>
      </form>

      <Dialog
        open={errors.length > 0}
        onOpenChange={(open) => {
          if (!open) {
            setErrors([]);
            closeParam("message");
          }
        }}
        title="Oops!"
        actions={
          <>
            <Link className="btn btn-secondary" to="/reset">
              Reset Password
            </Link>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setErrors([]);
                closeParam("message");
              }}
            >
              Try Again
            </button>
          </>
        }
      >
        {errors.map((e, i) => (
          <p key={i}>{e.message}</p>
        ))}
      </Dialog>

      <Dialog
        open={Boolean(confirmedEmail)}
        onOpenChange={(open) => !open && closeParam("confirmed_email")}
        title="Email Successfully Confirmed"
        actions={
          <button type="button" className="btn" onClick={() => closeParam("confirmed_email")}>
            Got it, thanks!
          </button>
        }
      >
        <p>Your email {confirmedEmail} is confirmed. Please log in to continue.</p>
      </Dialog>

      <Dialog
        open={Boolean(registeredEmail)}
        onOpenChange={(open) => !open && closeParam("register_success_email")}
        title="Success!"
        actions={
          <button type="button" className="btn" onClick={() => closeParam("register_success_email")}>
            Got it!
          </button>
        }
      >
        <p>We sent a confirmation email to {registeredEmail}. Click the link in it to activate your account.</p>
      </Dialog>
    </AuthLayout>
  );
}
