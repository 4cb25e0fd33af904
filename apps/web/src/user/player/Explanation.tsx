import type { RunQuestion } from "@qbank/api/client";

/** The verdict and the explanation of an answered question, with 'Save this Explanation'. */
export function Explanation({
  question,
  ended,
  onSave,
}: {
  question: RunQuestion;
  ended: boolean;
  onSave: () => void;
}) {
  return (
    <>
      {question.chosen !== null && !ended && (
        <p className={question.correct ? "verdict verdict-right" : "verdict verdict-wrong"} role="status">
          {question.correct ? "Correct" : "Incorrect"}
        </p>
      )}
      {question.explanation_text !== null && (
        <section className="explanation" aria-label="Explanation">
          <h2>Explanation</h2>
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
