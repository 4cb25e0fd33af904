import { useState } from "react";
import { trpc } from "../../app/trpc.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";

const RESET_TEXT = "This clears your correct/incorrect statuses. Your flagged questions are kept.";

/** "Reset QBank" with a confirmation dialog (level 4 and up). */
export function ResetBank({ onDone }: { onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const reset = trpc.qbank.reset.useMutation({
    onSuccess: async () => {
      setOpen(false);
      onDone();
      await utils.invalidate();
    },
  });
  const change = (next: boolean) => {
    if (reset.isPending) return;
    if (next) reset.reset();
    setOpen(next);
  };
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => change(true)}>
        Reset QBank
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={change}
        title="Reset QBank"
        confirm={reset.isPending ? "Resetting…" : "Reset QBank"}
        danger
        busy={reset.isPending}
        holdWhileBusy
        onConfirm={() => reset.mutate()}
      >
        <p>{RESET_TEXT}</p>
        {reset.isError && (
          <FormAlert>The reset did not go through. Please check your connection and try again.</FormAlert>
        )}
      </ConfirmDialog>
    </>
  );
}
