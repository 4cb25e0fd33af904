import { mayUseRandom } from "@qbank/api/client";
import { useId } from "react";
import { plural, startHref, startModes, type PracticeMode } from "./qbank-helpers.ts";

interface Props {
  level: number;
  /** Selected category ids, in the picker's order. */
  selectedIds: readonly string[];
  /** Questions in the selected categories: all of them, last answered wrong, and flagged. */
  selectedQuestions: number;
  selectedWrong: number;
  selectedFlagged: number;
  /** Starts the run at this address (asking first when it would end an unfinished session). */
  onStart: (href: string) => void;
}

/** Why a mode has nothing to play in the chosen categories, or undefined when it has. */
function emptyReason(mode: PracticeMode, wrong: number, flagged: number): string | undefined {
  if (mode === "wrong" && wrong === 0) return "No questions answered wrong in the chosen categories.";
  if (mode === "marked" && flagged === 0) return "No flagged questions in the chosen categories.";
  return undefined;
}

/** Mode buttons that start a run over the selected categories. */
export function StartBar({ level, selectedIds, selectedQuestions, selectedWrong, selectedFlagged, onStart }: Props) {
  const titleId = useId();
  const none = selectedIds.length === 0;
  const modes = startModes
    .filter((m) => m.mode !== "all" || mayUseRandom(level))
    .map((m) => ({ ...m, reason: none ? undefined : emptyReason(m.mode, selectedWrong, selectedFlagged) }));
  return (
    <section className={`qb-startbar${none ? "" : " has-selection"}`} aria-labelledby={titleId}>
      <div className="qb-startbar-text">
        <h2 id={titleId} className="qb-startbar-title">
          Start a session
        </h2>
        <p className="muted qb-startbar-status" role="status">
          {none
            ? "Select at least one category to start."
            : `${plural(selectedIds.length, "category", "categories")} selected · ${plural(selectedQuestions, "question")}`}
        </p>
      </div>
      <div className="qb-startbar-actions">
        {modes.map(({ mode, label, reason }, i) => (
          <button
            key={mode}
            type="button"
            className={i === 0 ? "btn" : "btn btn-secondary"}
            disabled={none || reason !== undefined}
            title={reason}
            aria-describedby={reason ? `${titleId}-${mode}` : undefined}
            onClick={() => onStart(startHref(mode, selectedIds))}
          >
            {label}
          </button>
        ))}
      </div>
      {modes.map(({ mode, reason }) =>
        reason ? (
          <p key={mode} id={`${titleId}-${mode}`} className="visually-hidden">
            {reason}
          </p>
        ) : null,
      )}
    </section>
  );
}
