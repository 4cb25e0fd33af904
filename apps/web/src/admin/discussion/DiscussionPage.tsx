import { useId } from "react";
import { useSearchParams } from "react-router";
import { ModerationList, type ModerationStatus } from "./Moderation.tsx";

const STATUSES: [ModerationStatus, string][] = [
  ["all", "All comments"],
  ["reported", "Reported"],
  ["hidden", "Hidden"],
];

const statusOf = (value: string | null): ModerationStatus =>
  value === "reported" || value === "hidden" ? value : "all";

/** /admin/discussion: reported and hidden comments first, then the newest; the filter lives in `?status=`. */
export default function DiscussionPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  return (
    <section className="ad-page stack">
      <header className="page-header">
        <h1>Discussion</h1>
      </header>
      <div className="field" style={{ maxWidth: 280 }}>
        <label htmlFor={id}>Show</label>
        <select
          id={id}
          className="input"
          value={status}
          onChange={(e) => setParams(e.target.value === "all" ? {} : { status: e.target.value })}
        >
          {STATUSES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <ModerationList status={status} />
    </section>
  );
}
