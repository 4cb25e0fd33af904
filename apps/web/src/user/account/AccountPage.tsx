import { changePasswordInput, PASSWORD_HINT, profileInput } from "@qbank/api/client";
import { trpc } from "../../app/trpc.ts";
import { AccountNameForPasswords, PasswordField, TextField } from "../../ui/fields.tsx";
import { preloadPasswordRule, weakPasswordItems } from "../../ui/password-strength.ts";
import { SubmitRow } from "../../ui/SubmitRow.tsx";
import { useZodForm } from "../../ui/useZodForm.ts";
import { AccountPayments } from "../payments/AccountPayments.tsx";
import { DiscussionSettings } from "../discussion/DiscussionSettings.tsx";
import { AdjustmentForm } from "./AdjustmentForm.tsx";
import { ExamDateCard } from "../plan/ExamDateCard.tsx";
import { YourData } from "./YourData.tsx";
import { useLogout } from "../../shell/useLogout.ts";

function ProfileForm({ first, second }: { first: string; second: string }) {
  const utils = trpc.useUtils();
  const form = useZodForm({ first_name: first, second_name: second }, profileInput);
  const update = trpc.account.updateProfile.useMutation({ onSuccess: () => utils.invalidate() });
  const submit = form.handleSubmit((values) => update.mutateAsync(values));
  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <h2>Your name</h2>
      <TextField label="Given name" autoComplete="given-name" {...form.field("first_name")} />
      <TextField label="Last name" autoComplete="family-name" {...form.field("second_name")} />
      <SubmitRow busy={form.submitting} done={update.isSuccess && "Saved."}>
        Save
      </SubmitRow>
    </form>
  );
}

function PasswordForm({ email }: { email: string }) {
  const empty = { current_password: "", password: "", confirm_password: "" };
  const form = useZodForm(empty, changePasswordInput);
  const change = trpc.auth.changePassword.useMutation({ onSuccess: () => form.setValues(empty) });
  const submit = form.handleSubmit(async (values) => {
    // A new try clears the last one's "Password changed", whatever this one comes to.
    change.reset();
    const weak = await weakPasswordItems(values.password);
    if (weak.length > 0) return form.setItems(weak);
    await change.mutateAsync(values);
  });
  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <h2>Change password</h2>
      <AccountNameForPasswords email={email} />
      <PasswordField label="Current password" autoComplete="current-password" {...form.field("current_password")} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...form.field("password")}
        onFocus={preloadPasswordRule}
      />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...form.field("confirm_password")} />
      <SubmitRow
        busy={form.submitting}
        done={change.isSuccess && "Password changed. Your other devices were signed out."}
      >
        Change Password
      </SubmitRow>
    </form>
  );
}

export default function AccountPage() {
  const { data: account, isPending } = trpc.account.get.useQuery();
  const logout = useLogout();
  if (isPending || !account) return <div className="loading-line" aria-label="Loading" />;
  return (
    <section className="stack" style={{ maxWidth: 640 }}>
      <header className="page-header">
        <h1>Account</h1>
      </header>
      <div className="card">
        <dl className="details">
          <dt>Name</dt>
          <dd>
            {account.first_name} {account.second_name}
          </dd>
          <dt>Email</dt>
          <dd>{account.email}</dd>
          <dt>Member since</dt>
          <dd>{new Date(account.member_since).toLocaleDateString("en-GB", { dateStyle: "long" })}</dd>
        </dl>
      </div>
      <AccountPayments />
      <ProfileForm first={account.first_name} second={account.second_name} />
      <DiscussionSettings />
      <ExamDateCard />
      <AdjustmentForm />
      {account.has_password ? (
        <PasswordForm email={account.email} />
      ) : (
        <div className="card">
          <h2>Password</h2>
          <p className="muted">
            You sign in with a social account. To add a password, use “Forgot your password?” on the log-in page.
          </p>
        </div>
      )}
      <YourData account={account} />
      <div>
        <button type="button" className="btn btn-secondary" onClick={logout}>
          Log Out
        </button>
      </div>
    </section>
  );
}
