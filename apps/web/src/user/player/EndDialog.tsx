import { Dialog } from "../../ui/Dialog.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  timed: boolean;
  answered: number;
  length: number;
  ending: boolean;
  onEnd: () => void;
}

/** Asks before ending a run early, with how much of it was answered. */
export function EndDialog({ open, onOpenChange, timed, answered, length, ending, onEnd }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={timed ? "End the mock?" : "End this session?"}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Keep going
          </button>
          <button type="button" className="btn" onClick={onEnd} disabled={ending}>
            End
          </button>
        </>
      }
    >
      <p>
        You answered {answered} of {length} questions.
        {timed ? " Unanswered questions will count as skipped." : ""}
      </p>
    </Dialog>
  );
}
