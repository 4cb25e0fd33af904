import { discriminationBand, facilityBand, QUALITY_MIN_ANSWERS, unpickedDistractors } from "@qbank/api/client";
import type { RouterOutputs } from "../../app/trpc.ts";

export type QuestionQuality = RouterOutputs["admin"]["questions"][number]["quality"];

export const percent = (share: number) => `${Math.round(share * 100)}%`;
const decimal = (value: number) => value.toFixed(2);

/** Facility as a percentage with its band ("Hard", "Easy"), or a dash before anyone answered. */
export function FacilityFigure({ quality }: { quality: QuestionQuality }) {
  if (quality.facility === null) return <span className="muted">–</span>;
  const band = facilityBand(quality.facility, quality.answered);
  return (
    <span className="ad-figure-pair">
      {percent(quality.facility)}
      {band && <span className={`ad-band ad-band-${band === "Hard" ? "warn" : "info"}`}>{band}</span>}
    </span>
  );
}

/** The point-biserial discrimination with its band, or a dash when it cannot be computed yet. */
export function DiscriminationFigure({ quality }: { quality: QuestionQuality }) {
  if (quality.discrimination === null) return <span className="muted">–</span>;
  const band = discriminationBand(quality.discrimination, quality.answered);
  const tone = band === "Poor" ? "warn" : band === "Marginal" ? "info" : "ok";
  return (
    <span className="ad-figure-pair">
      {decimal(quality.discrimination)}
      {band && <span className={`ad-band ad-band-${tone}`}>{band}</span>}
    </span>
  );
}

/** How often each option was picked, as five small bars (the first is the key). */
export function PicksBars({ quality }: { quality: QuestionQuality }) {
  const { picks, answered } = quality;
  const unpicked = new Set(unpickedDistractors(picks, answered));
  const label = picks.map((n, i) => `option ${i + 1}${i === 0 ? " (correct)" : ""}: ${n}`).join(", ");
  return (
    <span className="ad-picks" role="img" aria-label={`Picks by ${label}`}>
      {picks.map((n, i) => (
        <span
          key={i}
          className={`ad-pick${i === 0 ? " ad-pick-key" : ""}${unpicked.has(i + 1) ? " ad-pick-none" : ""}`}
          style={{ height: `${answered ? Math.max(2, Math.round((n / answered) * 24)) : 2}px` }}
          title={`Option ${i + 1}: ${n}`}
        />
      ))}
    </span>
  );
}

/** The edit page's card: every figure, each option's share (with its text), and what the figures mean. */
export function QualityCard({ quality, options }: { quality: QuestionQuality; options: string[] }) {
  const unpicked = unpickedDistractors(quality.picks, quality.answered);
  return (
    <section className="card ad-quality" aria-labelledby="quality-title">
      <h2 id="quality-title" className="ad-preview-title">
        How learners answer it
      </h2>
      <dl className="ad-quality-figures">
        <div>
          <dt>Answered</dt>
          <dd>{quality.answered}</dd>
        </div>
        <div>
          <dt>Facility</dt>
          <dd>
            <FacilityFigure quality={quality} />
          </dd>
        </div>
        <div>
          <dt>Discrimination</dt>
          <dd>
            <DiscriminationFigure quality={quality} />
          </dd>
        </div>
        <div>
          <dt>Median time</dt>
          <dd>
            {quality.median_seconds === null ? (
              <span className="muted">Not recorded</span>
            ) : (
              `${quality.median_seconds} s`
            )}
          </dd>
        </div>
        <div>
          <dt>Open reports</dt>
          <dd>{quality.open_reports}</dd>
        </div>
      </dl>
      <table className="ad-quality-picks">
        <caption className="visually-hidden">Picks per option</caption>
        <tbody>
          {quality.picks.map((n, i) => (
            <tr key={i}>
              <th scope="row">
                Option {i + 1}
                {i === 0 ? " (correct)" : ""}
                {options[i] && <span className="ad-quality-option">{options[i]}</span>}
              </th>
              <td className="ad-quality-bar">
                <span style={{ width: quality.answered ? `${(n / quality.answered) * 100}%` : 0 }} />
              </td>
              <td className="ad-num">
                {n} {quality.answered > 0 && <span className="muted">({percent(n / quality.answered)})</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {unpicked.length > 0 && (
        <p className="ad-hint">
          Nobody picked option {unpicked.join(" or ")}: a distractor nobody believes adds nothing; consider a more
          plausible one.
        </p>
      )}
      <p className="ad-hint">
        From the first answer in each learner&apos;s run, brought up to date every 15 minutes. Facility is the share
        right; discrimination is how much more often learners who score well on the rest of the category get it right
        (0.3 and over is good, under 0.2 poor). Bands show from {QUALITY_MIN_ANSWERS} answers.
      </p>
    </section>
  );
}
