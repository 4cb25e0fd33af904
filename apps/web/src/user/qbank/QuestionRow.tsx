import type { CategoryQuestion } from "./qbank-helpers.ts";

interface Props {
  /** Carries its place in the category (`number`), kept whatever the order. */
  question: CategoryQuestion;
}

/** One question of a category: its text (two lines) and one circle per past try. */
export function QuestionRow({ question }: Props) {
  const { tries, number } = question;
  const right = tries.filter((t) => t.correct).length;
  return (
    <li className="qb-q">
      <span className="qb-q-num" aria-hidden="true">
        {number}
      </span>
      <p className="qb-q-text">
        <span className="visually-hidden">Question {number}: </span>
        {question.question_text}
      </p>
      <div className="qb-q-tries">
        {tries.length === 0 ? (
          <span className="muted qb-q-none">Not tried yet</span>
        ) : (
          <ul className="qb-tries" aria-label={`Past tries: ${right} of ${tries.length} correct`}>
            {tries.map((t, i) => {
              const label = `Try ${i + 1}: ${t.correct ? "correct" : "wrong"}`;
              return (
                <li key={t.id} className={`qb-try ${t.correct ? "is-right" : "is-wrong"}`} title={label}>
                  <span className="visually-hidden">{label}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </li>
  );
}

export function QuestionSkeleton() {
  return (
    <li className="qb-q" aria-hidden="true">
      <span className="qb-q-num qb-skeleton" />
      <div className="qb-q-text">
        <span className="qb-skeleton qb-skeleton-text" style={{ width: "100%" }} />
        <span className="qb-skeleton qb-skeleton-text" style={{ width: "60%" }} />
      </div>
      <div className="qb-q-tries">
        <span className="qb-skeleton qb-skeleton-text qb-skeleton-small" style={{ width: "4em" }} />
      </div>
    </li>
  );
}
