import { deleteAccountInput, type Account } from "@qbank/api/client";
import { useState } from "react";
import { useNavigate } from "react-router";
import { saveFile } from "../../app/download.ts";
import { errorItems, trpc } from "../../app/trpc.ts";
import { useResetSession } from "../../app/user-data.ts";
import { forgetAccount } from "../../offline/logout.ts";
import { BusyButton } from "../../ui/BusyButton.tsx";
import { Dialog } from "../../ui/LazyDialog.tsx";
import { AccountNameForPasswords, PasswordField } from "../../ui/fields.tsx";
import { useZodForm } from "../../ui/useZodForm.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";

/** Download my data: one zip with everything held about the learner. */
function DownloadData() {
  const utils = trpc.useUtils();
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    try {
      saveFile(await utils.account.exportData.fetch(undefined, { staleTime: 0, gcTime: 0 }));
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: errorItems(error)[0]?.message ?? "Your data could not be prepared." });
    }
  };
  return (
    <div className="stack">
      <p>
        Download a copy of everything we hold about you: your profile, answers with their dates, do-later flags,
        revision keys, review history, support tickets and payments. It is one zip file with the data as JSON and your
        answers as a spreadsheet (CSV).
      </p>
      <div className="row">
        <button type="button" className="btn btn-secondary" disabled={state.busy} onClick={() => void download()}>
          Download my data
        </button>
        {state.busy && (
          <span role="status" className="muted">
            Preparing your data…
          </span>
        )}
      </div>
      <FormAlert>{state.error}</FormAlert>
    </div>
  );
}

/** The confirmation: the password, or for a social sign-in account a mailed link. */
function DeleteDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const navigate = useNavigate();
  const resetSession = useResetSession();
  const form = useZodForm({ password: "" }, deleteAccountInput);
  const [linkSent, setLinkSent] = useState(false);
  const remove = trpc.account.delete.useMutation();
  const requestLink = trpc.account.requestDeletionLink.useMutation();

  const submit = form.handleSubmit(async (values) => {
    await remove.mutateAsync(values);
    // The account is gone: nothing of it stays on this device (its queue, runs, name).
    await forgetAccount(account.id);
    await navigate("/delete-account?done=1", { replace: true });
    resetSession();
  });
  const sendLink = async () => {
    await requestLink.mutateAsync();
    setLinkSent(true);
  };

  const cancel = (
    <button type="button" className="btn btn-secondary" onClick={onClose}>
      {linkSent ? "Close" : "Cancel"}
    </button>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete your account?"
      actions={
        account.has_password ? (
          <>
            {cancel}
            <BusyButton
              type="submit"
              form="delete-account-form"
              className="btn btn-danger"
              busy={form.submitting}
              busyText="Deleting your account…"
            >
              Delete my account
            </BusyButton>
          </>
        ) : (
          <>
            {cancel}
            {!linkSent && (
              <BusyButton
                className="btn btn-danger"
                busy={requestLink.isPending}
                busyText="Sending the link…"
                onClick={() => void sendLink()}
              >
                Email me the link
              </BusyButton>
            )}
          </>
        )
      }
    >
      <p>
        Your plan stops now, you are signed out everywhere, and your profile, answers, flags, revision keys, reviews and
        tickets are erased. This cannot be undone.
      </p>
      {account.has_password ? (
        <form id="delete-account-form" className="stack" onSubmit={submit} noValidate>
          <AccountNameForPasswords email={account.email} />
          <PasswordField label="Password" autoComplete="current-password" data-autofocus {...form.field("password")} />
        </form>
      ) : linkSent ? (
        <FormAlert tone="success">
          We sent a link to {account.email}. Open it within one hour to delete your account.
        </FormAlert>
      ) : (
        <p>You sign in with a social account, so we confirm by email: we will send a link to {account.email}.</p>
      )}
      {requestLink.error && <FormAlert>{errorItems(requestLink.error)[0]?.message}</FormAlert>}
    </Dialog>
  );
}

/** /user/account's "Your data" card (UK GDPR): a copy of it, and deleting the account. */
export function YourData({ account }: { account: Account }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <section className="card stack" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <DownloadData />
      <h3>Delete my account</h3>
      <p className="muted">
        Payment records are kept for our accounts, without your name; the anonymous answer counts behind other learners'
        statistics stay too.
      </p>
      <div>
        <button type="button" className="btn btn-danger" onClick={() => setDeleting(true)}>
          Delete my account
        </button>
      </div>
      {deleting && <DeleteDialog account={account} onClose={() => setDeleting(false)} />}
    </section>
  );
}
