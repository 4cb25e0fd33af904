import { mayUseRandom } from "@qbank/api/client";
import { useId } from "react";
import { useNavigate } from "react-router";
import { plural, startHref, startModes } from "./qbank-helpers.ts";

interface Props {
  level: number;
  /** Selected category ids, in the picker's order. */
  selectedIds: readonly string[];
  /** Questions in the selected categories. */
  selectedQuestions: number;
}

/** Mode buttons that start a run over the selected categories. */
export function StartBar({ level, selectedIds, selectedQuestions }: Props) {
  const navigate = useNavigate();
  const titleId = useId();
  const none = selectedIds.length === 0;
  const modes = startModes.filter((m) => m.mode !== "all" || mayUseRandom(level));
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
        {modes.map(({ mode, label }, i) => (
          <button
            key={mode}
            type="button"
            className={i === 0 ? "btn" : "btn btn-secondary"}
            disabled={none}
            onClick={() => void navigate(startHref(mode, selectedIds))}
          >
            {label}
          </button>
        ))}
      </div>
    </section>
  );
}
