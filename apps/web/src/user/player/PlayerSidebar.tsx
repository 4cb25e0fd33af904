import { percent, SCORE_OF_ANSWERED, type RunQuestion } from "@qbank/api/client";
import { Flag } from "lucide-react";

interface Props {
  questions: RunQuestion[];
  length: number;
  active: number;
  doLater: Set<string>;
  timed: boolean;
  ended: boolean;
  score: { answered: number; right: number };
  loadingMore: boolean;
  onGo: (index: number) => void;
  onToggleDoLater: (id: string) => void;
  onLoadMore: () => void;
}

function status(q: RunQuestion, timed: boolean, ended: boolean): { className: string; label: string } {
  if (q.chosen === null)
    return { className: ended ? "qstate-skipped" : "", label: ended ? "not answered" : "unanswered" };
  if (timed && !ended) return { className: "qstate-done", label: "answered" };
  return q.correct ? { className: "qstate-right", label: "correct" } : { className: "qstate-wrong", label: "wrong" };
}

export function PlayerSidebar(p: Props) {
  return (
    <div className="player-sidebar-inner">
      {!p.timed && (
        <p className="score">
          Score <strong>{percent(p.score.right, p.score.answered).toFixed(2)}%</strong>{" "}
          <span className="muted">
            {SCORE_OF_ANSWERED} ({p.score.right} of {p.score.answered})
          </span>
        </p>
      )}
      <ol className="qlist">
        {p.questions.map((q, i) => {
          const s = status(q, p.timed, p.ended);
          const flagged = p.doLater.has(q.id);
          return (
            <li key={q.id} className={i === p.active ? "qitem qitem-active" : "qitem"}>
              <button
                type="button"
                className={`qbutton ${s.className}`}
                aria-current={i === p.active ? "step" : undefined}
                onClick={() => p.onGo(i)}
              >
                Q{i + 1}
                <span className="visually-hidden">, {s.label}</span>
              </button>
              <button
                type="button"
                className={flagged ? "flag flag-on" : "flag"}
                aria-pressed={flagged}
                aria-label={`Do Later Q${i + 1}`}
                onClick={() => p.onToggleDoLater(q.id)}
              >
                <Flag size={16} aria-hidden="true" fill={flagged ? "currentColor" : "none"} />
              </button>
            </li>
          );
        })}
      </ol>
      {p.questions.length < p.length && (
        <button type="button" className="btn btn-secondary btn-block" onClick={p.onLoadMore} disabled={p.loadingMore}>
          {p.loadingMore ? "Loading…" : "Load More"}
        </button>
      )}
    </div>
  );
}
