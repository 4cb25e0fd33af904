import { useLeaveBlocker } from "../../app/leave-guard.ts";
import { readNotice } from "../../app/route-notice.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";

export const LEAVE_TITLE = "Leave this page?";
export const LEAVE_TEXT = "Your changes are not saved.";

/**
 * Asks before an edit form with changes not saved is left: a move to another page opens Leave
 * or Stay, and closing or reloading the tab makes the browser ask. The move a page makes after
 * finishing an action (Question added., Category saved., deleted) carries its notice and goes
 * without asking: the admin chose it. Log Out asks the same question before it signs out
 * (`askToLeave` in app/leave-guard.ts).
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useLeaveBlocker(unsaved, {
    warning: LEAVE_TEXT,
    letThrough: (next) => readNotice(next.state) !== undefined,
  });
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={LEAVE_TITLE}
      cancel="Stay"
      confirm="Leave"
      danger
      onConfirm={() => blocker.proceed?.()}
    >
      <p>{LEAVE_TEXT}</p>
    </ConfirmDialog>
  );
}
