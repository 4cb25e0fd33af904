import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  timed: boolean;
  /** A timed session the learner built (not a mock): said as such. */
  custom?: boolean;
  answered: number;
  /** The questions the run has served so far (its results count these). */
  served: number;
  length: number;
  ending: boolean;
  onEnd: () => void;
}

/**
 * Asks before ending a run early, with how much of it was answered, counted as the results will
 * count it: of the questions served so far.
 */
export function EndDialog({
  open,
  onOpenChange,
  timed,
  custom = false,
  answered,
  served,
  length,
  ending,
  onEnd,
}: Props) {
  const unloaded = length - served;
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
        You answered {answered} of {served} questions.
        {timed ? " Unanswered questions will count as skipped." : ""}
        {unloaded > 0
          ? ` The ${unloaded} not yet loaded (Load More) ${unloaded === 1 ? "is" : "are"} left out of the results.`
          : ""}
      </p>
    </ConfirmDialog>
  );
}
