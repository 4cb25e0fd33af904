import type { RunQuestion } from "@qbank/api/client";
import { LETTERS } from "./QuestionView.tsx";

/** How other learners first answered this question: per option, and how many got it right. */
export function PeerShares({ question }: { question: RunQuestion }) {
  const { peers, peers_correct: right } = question;
  if (peers === null) return null;
  const shareOf = new Map(peers.map((p) => [p.number, p.share]));
  return (
    <section className="peers" aria-label="How others answered">
      <h2>How others answered</h2>
      {right === null ? (
        <p className="muted">Not enough answers yet</p>
      ) : (
        <>
          <p>{right.toFixed(2)}% of learners got this right on their first answer.</p>
          <ul className="peer-list">
            {question.answer_array.map((option, i) => {
              const share = shareOf.get(option.number) ?? 0;
              return (
                <li key={option.number} className={option.number === question.correct_number ? "peer-key" : undefined}>
                  <span className="peer-letter">{LETTERS[i]}</span>
                  <span className="peer-bar" aria-hidden="true">
                    <span style={{ width: `${share}%` }} />
                  </span>
                  <span className="peer-share">{share.toFixed(2)}%</span>
                  <span className="peer-yours">{option.number === question.chosen ? "(yours)" : ""}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
