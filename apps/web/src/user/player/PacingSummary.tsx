import type { Pacing } from "@qbank/api/client";

function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  if (m === 0) return `${s} s`;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}

const accuracy = (a: Pacing["fast"]) =>
  a.answered === 0 ? "no answers" : `${a.percentage.toFixed(2)}% right (${a.correct} of ${a.answered})`;

/** The time a mock took per question, its slowest questions, and fast against slow answers. */
export function PacingSummary({ pacing, onGo }: { pacing: Pacing; onGo: (index: number) => void }) {
  if (pacing.average_seconds === null) return null;
  return (
    <section className="pacing" aria-label="Pacing">
      <h3>Pacing</h3>
      <dl className="details results">
        <dt>Time per question</dt>
        <dd>{duration(pacing.average_seconds)}</dd>
        <dt>Answered within {duration(pacing.pace_seconds)}</dt>
        <dd>{accuracy(pacing.fast)}</dd>
        <dt>Took over {duration(pacing.pace_seconds)}</dt>
        <dd>{accuracy(pacing.slow)}</dd>
      </dl>
      <h4 className="slowest-title">Slowest questions</h4>
      <ol className="slowest">
        {pacing.slowest.map((q) => (
          <li key={q.question}>
            <button type="button" className="btn btn-ghost slowest-link" onClick={() => onGo(q.index - 1)}>
              Question {q.index}
            </button>
            : {duration(q.seconds)}
          </li>
        ))}
      </ol>
    </section>
  );
}
