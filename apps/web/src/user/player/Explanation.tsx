import type { RunQuestion } from "@qbank/api/client";

/**
 * The verdict and the explanation of an answered question, with 'Save this Explanation'. The
 * heading (`headingId`) takes focus after an answer and is described by the verdict, so both
 * are announced.
 */
export function Explanation({
  question,
  ended,
  headingId,
  onSave,
}: {
  question: RunQuestion;
  ended: boolean;
  headingId: string;
  onSave: () => void;
}) {
  const verdictId = `${headingId}-verdict`;
  const verdict = question.chosen !== null && !ended;
  return (
    <>
      {verdict && (
        <p
          id={verdictId}
          className={question.correct ? "verdict verdict-right" : "verdict verdict-wrong"}
          role="status"
        >
          {question.correct ? "Correct" : "Incorrect"}
        </p>
      )}
      {question.explanation_text !== null && (
        <section className="explanation" aria-label="Explanation">
          <h2 id={headingId} tabIndex={-1} aria-describedby={verdict ? verdictId : undefined}>
            Explanation
          </h2>
          <p>{question.explanation_text}</p>
          {question.saved ? (
            <p className="saved-label">Saved as a Revision Key</p>
          ) : (
            <button type="button" className="btn btn-secondary" onClick={onSave}>
              Save this Explanation
            </button>
          )}
        </section>
      )}
    </>
  );
}
