import type { RunQuestion } from "@qbank/api/client";
import { useEffect, useRef } from "react";

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
  // The label replaces the button that had focus, which would drop it to the page: it takes it.
  const savedLabel = useRef<HTMLParagraphElement>(null);
  const savingId = useRef<string | null>(null);
  useEffect(() => {
    if (question.saved && savingId.current === question.id) {
      savingId.current = null;
      savedLabel.current?.focus();
    }
  }, [question.saved, question.id]);
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
            <p className="saved-label" ref={savedLabel} tabIndex={-1}>
              Saved as a Revision Key
            </p>
          ) : (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                savingId.current = question.id;
                onSave();
              }}
            >
              Save this Explanation
            </button>
          )}
        </section>
      )}
    </>
  );
}
