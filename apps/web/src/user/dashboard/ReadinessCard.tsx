import { READINESS_MIN_ANSWERS, READINESS_WINDOW, type Readiness } from "@qbank/api/client";
import { trpc } from "../../app/trpc.ts";
import "./readiness.css";

const pct = (n: number) => `${n.toFixed(1)}%`;

const verdictText = {
  above: "Above the pass mark: even the low end of the range clears it.",
  borderline: "Around the pass mark: the range includes it.",
  below: "Below the pass mark: even the high end of the range falls short.",
} as const;

function Estimate({ readiness }: { readiness: Readiness & { estimate: NonNullable<Readiness["estimate"]> } }) {
  const { score, low, high, verdict } = readiness.estimate;
  return (
    <>
      <p className="readiness-score">
        <span className="readiness-value">{pct(score)}</span>{" "}
        <span className="muted">
          likely between {pct(low)} and {pct(high)}
        </span>
      </p>
      <div
        className="readiness-scale"
        role="img"
        aria-label={`Range ${pct(low)} to ${pct(high)}; pass mark ${readiness.pass_mark}%`}
      >
        <span className="readiness-range" style={{ left: `${low}%`, width: `${Math.max(high - low, 0.5)}%` }} />
        <span className="readiness-mark" style={{ left: `${readiness.pass_mark}%` }} />
      </div>
      <p className={`readiness-verdict readiness-${verdict}`}>
        Pass mark {readiness.pass_mark}%. {verdictText[verdict]}
      </p>
    </>
  );
}

/** The dashboard's estimate of the learner's score in a full mock today. */
export function ReadinessCard() {
  const { data } = trpc.stats.readiness.useQuery();
  return (
    <section className="card stack" aria-labelledby="readiness-title" aria-busy={!data}>
      <h2 id="readiness-title">Your score in a full mock today</h2>
      {!data ? (
        <div className="loading-line" role="progressbar" aria-label="Loading" />
      ) : data.estimate ? (
        <Estimate readiness={{ ...data, estimate: data.estimate }} />
      ) : (
        <p>
          Answer {data.needed} more {data.needed === 1 ? "question" : "questions"} to see an estimate (it needs{" "}
          {READINESS_MIN_ANSWERS} first answers).
        </p>
      )}
      {data && (
        <p className="muted">
          Rests on {data.answers} first {data.answers === 1 ? "answer" : "answers"} covering {data.areas_covered} MLA{" "}
          {data.areas_covered === 1 ? "area" : "areas"}.
        </p>
      )}
      <details className="readiness-how">
        <summary>How is this computed?</summary>
        <p>
          From your newest {READINESS_WINDOW} first answers since your last bank reset (only the first answer to a
          question in each session or mock counts). Each answer is weighted by the question's difficulty among all
          learners: a question everybody gets right weighs 0.5, one nobody gets right 1.5, and one with fewer than 20
          answers 1. The estimate is your weighted share of right answers; the range is a 95% Wilson interval on that
          share, wider when the estimate rests on fewer answers. The pass mark is set by the admins.
        </p>
      </details>
    </section>
  );
}
