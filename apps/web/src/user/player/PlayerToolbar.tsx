import { Flag, FlaskConical, ListOrdered, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

interface Props {
  index: number;
  /** The question heading's id: focus moves to it when a mock moves on. */
  titleId: string;
  /** The timer and the answered count of a running timed run. */
  progress: ReactNode;
  flagged: boolean;
  ended: boolean;
  ending: boolean;
  onFlag: () => void;
  onLabs: () => void;
  onReport: () => void;
  onEnd: () => void;
  onShowResults: () => void;
  onCategories: () => void;
  onQuestions: () => void;
}

const icon = { size: 20, "aria-hidden": true } as const;

/** The player's header: the question number, the clock, the question tools and End or the results. */
export function PlayerToolbar(p: Props) {
  return (
    <header className="player-header">
      <h1 className="player-title" id={p.titleId} tabIndex={-1}>
        Q{p.index + 1}
      </h1>
      {p.progress && <div className="player-progress">{p.progress}</div>}
      <span className="spacer" />
      <div className="player-tools">
        <button
          type="button"
          className={p.flagged ? "btn btn-ghost icon-btn flag-on" : "btn btn-ghost icon-btn"}
          aria-pressed={p.flagged}
          aria-label={p.flagged ? "Unflag (Do Later)" : "Flag (Do Later)"}
          title="Do Later (F)"
          onClick={p.onFlag}
        >
          <Flag {...icon} fill={p.flagged ? "currentColor" : "none"} />
        </button>
        <button
          type="button"
          className="btn btn-ghost icon-btn"
          aria-label="Lab values"
          title="Lab values"
          onClick={p.onLabs}
        >
          <FlaskConical {...icon} />
        </button>
        <button
          type="button"
          className="btn btn-ghost icon-btn"
          aria-label="Report question"
          title="Report question"
          onClick={p.onReport}
        >
          <TriangleAlert {...icon} />
        </button>
        <button
          type="button"
          className="btn btn-ghost icon-btn player-drawer-toggle"
          aria-label="Questions"
          title="Questions"
          onClick={p.onQuestions}
        >
          <ListOrdered {...icon} />
        </button>
      </div>
      {p.ended ? (
        <div className="player-end-actions">
          <button type="button" className="btn btn-secondary" onClick={p.onShowResults}>
            Show Results
          </button>
          <button type="button" className="btn btn-secondary" onClick={p.onCategories}>
            Categories
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-secondary" onClick={p.onEnd} disabled={p.ending}>
          End
        </button>
      )}
    </header>
  );
}
