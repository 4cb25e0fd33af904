import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { errorItems, trpc } from "../app/trpc.ts";
import { useResetSession } from "../app/user-data.ts";
import { forgetErasedAccount } from "../offline/logout.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { FormAlert } from "../ui/FormAlert.tsx";

/**
 * /delete-account: where a mailed deletion link lands (`?token=`), asking once more before
 * anything is deleted, since mail scanners open links; and where a deletion ends (`?done=1`).
 */
export function DeleteAccountPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(params.get("done") === "1");
  const resetSession = useResetSession();
  const remove = trpc.account.deleteByLink.useMutation({
    onSuccess: async ({ user }) => {
      await forgetErasedAccount(user);
      resetSession();
      setDone(true);
    },
  });

  if (done) {
    return (
      <AuthLayout title="Your account has been deleted">
        <div className="stack">
          <FormAlert tone="success">
            Your plan has stopped, you are signed out everywhere, and everything that named you has been erased.
          </FormAlert>
          <Link to="/">Back to the start</Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Delete your account?">
      <div className="stack">
        <p>
          Your plan stops now, you are signed out everywhere, and your profile, answers, flags, revision keys, reviews
          and tickets are erased. This cannot be undone.
        </p>
        {!token && <FormAlert>This link is incomplete. Please open the link from the email again.</FormAlert>}
        {remove.error && <FormAlert>{errorItems(remove.error)[0]?.message}</FormAlert>}
        <button
          type="button"
          className="btn btn-danger btn-block"
          disabled={remove.isPending || !token}
          onClick={() => remove.mutate({ token })}
        >
          Delete my account
        </button>
        <Link to="/login">Keep my account</Link>
      </div>
    </AuthLayout>
  );
}
