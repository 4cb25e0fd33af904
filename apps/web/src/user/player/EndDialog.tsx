import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  timed: boolean;
  /** A timed session the learner built (not a mock): said as such. */
  custom?: boolean;
  answered: number;
  length: number;
  ending: boolean;
  onEnd: () => void;
}

/** Asks before ending a run early, with how much of it was answered. */
export function EndDialog({ open, onOpenChange, timed, custom = false, answered, length, ending, onEnd }: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={timed && !custom ? "End the mock?" : timed ? "End this timed session?" : "End this session?"}
      cancel="Keep going"
      confirm="End"
      busy={ending}
      onConfirm={onEnd}
    >
      <p>
        You answered {answered} of {length} questions.
        {timed ? " Unanswered questions will count as skipped." : ""}
      </p>
    </ConfirmDialog>
  );
}
