import { useState } from "react";
import { trpc } from "../../app/trpc.ts";
import { Dialog } from "../../ui/Dialog.tsx";
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
      <Dialog
        open={open}
        onOpenChange={change}
        title="Reset QBank"
        actions={
          <>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => change(false)}
              disabled={reset.isPending}
            >
              Cancel
            </button>
            <button type="button" className="btn btn-danger" onClick={() => reset.mutate()} disabled={reset.isPending}>
              {reset.isPending ? "Resetting…" : "Reset QBank"}
            </button>
          </>
        }
      >
        <p>{RESET_TEXT}</p>
        {reset.isError && (
          <FormAlert>The reset did not go through. Please check your connection and try again.</FormAlert>
        )}
      </Dialog>
    </>
  );
}
