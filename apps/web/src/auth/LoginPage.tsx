import { accountRefusal, EMAIL_NOT_CONFIRMED, Level, loginNotice, type ErrorItem } from "@qbank/api/client";
import { useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { errorItems, trpc } from "../app/trpc.ts";
import { homePath } from "../app/home-path.ts";
import { drawPageFor } from "../app/page-account.ts";
import { useRouteNotice } from "../app/route-notice.ts";
import { useResetSession } from "../app/user-data.ts";
import { Dialog } from "../ui/LazyDialog.tsx";
import { PasswordField, TextField } from "../ui/fields.tsx";
import { useZodForm } from "../ui/useZodForm.ts";
import { FormAlert } from "../ui/FormAlert.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { changedEmail } from "./password-changed.ts";
import { SocialButtons } from "./SocialButtons.tsx";

const refusals = { blocked: accountRefusal(Level.Blocked), hold: accountRefusal(Level.Hold) };

/** The address support answers at, as the server names it; asked only when needed. */
const useSupportEmail = (enabled: boolean) =>
  trpc.auth.supportContact.useQuery(undefined, { staleTime: Infinity, enabled }).data?.email;

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const resetSession = useResetSession();
  const location = useLocation();
  // The address the learner just confirmed, signed up with or changed the password of.
  const [changedFor] = useState(() => changedEmail(location.state));
  const knownEmail = changedFor ?? params.get("confirmed_email") ?? params.get("register_success_email") ?? "";
  // A refusal opens the Oops! dialog, which gives focus back itself when it closes.
  const form = useZodForm({ email: knownEmail, password: "" }, undefined, { keepFocus: false });
  const formRef = useRef<HTMLFormElement>(null);
  // A dialog opened by the address has no opener: focus then goes to the first field.
  const firstField = () => formRef.current?.querySelector("input") ?? null;
  // Left by /change after a password change.
  const [notice] = useRouteNotice();
  // The 'Oops!' dialog's messages; the inputs stay red after it closes, until one is clicked.
  const [shown, setShown] = useState<ErrorItem[]>(() => {
    const message = params.get("message");
    return message ? [{ object: "server", message: loginNotice(message) }] : [];
  });
  const invalid = form.items.length > 0;
  const unmark = () => form.setItems([]);
  const confirmedEmail = params.get("confirmed_email");
  const registeredEmail = params.get("register_success_email");
  const login = trpc.auth.login.useMutation({ onError: (error) => setShown(errorItems(error)) });
  const resend = trpc.auth.resendConfirmation.useMutation();
  const unconfirmed = shown.some((e) => e.message === EMAIL_NOT_CONFIRMED);
  // A blocked or held account: a new password cannot help, support can.
  const refused = shown.some((e) => e.message === refusals.blocked || e.message === refusals.hold);
  const supportEmail = useSupportEmail(refused);

  const closeParam = (name: string) => {
    params.delete(name);
    setParams(params, { replace: true });
  };
  const closeErrors = () => {
    setShown([]);
    resend.reset();
    closeParam("message");
  };

  // The sign-in answers with the account, so the learner's home and menu need no further read.
  const submit = form.handleSubmit(async (values) => {
    const user = await login.mutateAsync(values);
    resetSession();
    drawPageFor(user.id);
    utils.auth.userData.setData(undefined, user);
    await navigate(homePath(user.level));
  });

  return (
    <AuthLayout title="Log in">
      <form className="stack" onSubmit={submit} noValidate ref={formRef}>
        <FormAlert tone="success">{notice}</FormAlert>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...form.field("email")}
          autoFocus={knownEmail === ""}
          error={undefined}
          invalid={invalid}
          onFocus={unmark}
          required
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.field("password")}
          // With the address known (a password change, a confirmation) only the password is left to type.
          autoFocus={knownEmail !== ""}
          error={undefined}
          invalid={invalid}
          onFocus={unmark}
          required
        />
        <div className="row">
          <Link to="/reset">Forgot your password?</Link>
        </div>
        <button type="submit" className="btn btn-block" disabled={form.submitting}>
          {form.submitting ? "Logging in…" : "Log in"}
        </button>
        <div className="divider">or</div>
        <SocialButtons verb="Log in" />
        <p className="muted">
          New here? <Link to="/signup">Sign Up</Link>
        </p>
      </form>

      <Dialog
        open={shown.length > 0}
        onOpenChange={(open) => !open && closeErrors()}
        title="Oops!"
        returnFocusTo={firstField}
        actions={
          <>
            {unconfirmed ? (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={resend.isPending || resend.isSuccess}
                onClick={() => resend.mutate({ email: form.values.email })}
              >
                {resend.isPending ? "Sending…" : "Send the link again"}
              </button>
            ) : refused ? (
              supportEmail && (
                <a className="btn btn-secondary" href={`mailto:${supportEmail}`}>
                  Contact Support
                </a>
              )
            ) : (
              <Link className="btn btn-secondary" to="/reset">
                Reset Password
              </Link>
            )}
            <button type="button" className="btn" onClick={closeErrors}>
              Try Again
            </button>
          </>
        }
      >
        {shown.map((e, i) => (
          <p key={i}>{e.message}</p>
        ))}
        {refused && supportEmail && <p className="wrap-anywhere">Write to support at {supportEmail}.</p>}
        {unconfirmed && (
          <p role="status" className="wrap-anywhere">
            {resend.isSuccess
              ? `We sent a new confirmation link to ${form.values.email}. It works for 24 hours.`
              : resend.isError
                ? (errorItems(resend.error)[0]?.message ?? "The link could not be sent. Try again in a moment.")
                : "Open the link in the email we sent you, or ask for a new one."}
          </p>
        )}
      </Dialog>

      <Dialog
        open={Boolean(confirmedEmail)}
        onOpenChange={(open) => !open && closeParam("confirmed_email")}
        title="Email Successfully Confirmed"
        returnFocusTo={firstField}
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
        returnFocusTo={firstField}
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
