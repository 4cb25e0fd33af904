import { changePasswordInput, profileInput } from "@qbank/api/client";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { errorItems, trpc } from "../../app/trpc.ts";
import { useResetSession } from "../../app/user-data.ts";
import { PasswordField, TextField } from "../../ui/fields.tsx";
import { byField, validate, type FieldErrors } from "../../ui/form-errors.ts";

function ProfileForm({ first, second }: { first: string; second: string }) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState({ first_name: first, second_name: second });
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = trpc.account.updateProfile.useMutation({
    onSuccess: () => utils.invalidate(),
    onError: (e) => setErrors(byField(errorItems(e))),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(profileInput, values);
    if (found) return setErrors(found);
    setErrors({});
    update.mutate(values);
  };
  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <h2>Your name</h2>
      <TextField
        label="Given name"
        autoComplete="given-name"
        value={values.first_name}
        error={errors.first_name}
        onChange={(e) => setValues((v) => ({ ...v, first_name: e.target.value }))}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        value={values.second_name}
        error={errors.second_name}
        onChange={(e) => setValues((v) => ({ ...v, second_name: e.target.value }))}
      />
      <div className="row">
        <button type="submit" className="btn" disabled={update.isPending}>
          Save
        </button>
        {update.isSuccess && (
          <span role="status" className="muted">
            Saved.
          </span>
        )}
      </div>
    </form>
  );
}

function PasswordForm() {
  const empty = { current_password: "", password: "", confirm_password: "" };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => setValues(empty),
    onError: (e) => setErrors(byField(errorItems(e))),
  });
  const set = (name: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(changePasswordInput, values);
    if (found) return setErrors(found);
    setErrors({});
    change.mutate(values);
  };
  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <h2>Change password</h2>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        value={values.current_password}
        error={errors.current_password}
        onChange={set("current_password")}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={set("password")}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        value={values.confirm_password}
        error={errors.confirm_password}
        onChange={set("confirm_password")}
      />
      <div className="row">
        <button type="submit" className="btn" disabled={change.isPending}>
          Change Password
        </button>
        {change.isSuccess && (
          <span role="status" className="muted">
            Password changed. Your other devices were signed out.
          </span>
        )}
      </div>
    </form>
  );
}

export default function AccountPage() {
  const { data: account, isPending } = trpc.account.get.useQuery();
  const navigate = useNavigate();
  const resetSession = useResetSession();
  const logout = trpc.auth.logout.useMutation({
    // Leave the learner area first, so no screen refetches the old user's data after the clear.
    onSettled: async () => {
      await navigate("/login");
      resetSession();
    },
  });
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
          <dt>Plan</dt>
          <dd>{account.level_label}</dd>
          <dt>Member since</dt>
          <dd>{new Date(account.member_since).toLocaleDateString("en-GB", { dateStyle: "long" })}</dd>
        </dl>
      </div>
      <ProfileForm first={account.first_name} second={account.second_name} />
      {account.has_password ? (
        <PasswordForm />
      ) : (
        <div className="card">
          <h2>Password</h2>
          <p className="muted">
            You sign in with a social account. To add a password, use “Forgot your password?” on the log-in page.
          </p>
        </div>
      )}
      <div>
        <button type="button" className="btn btn-secondary" onClick={() => logout.mutate()}>
          Log Out
        </button>
      </div>
    </section>
  );
}
