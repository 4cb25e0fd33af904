import { Link } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { ASKED_ON_OPEN_MS } from "../../app/screen-reads.ts";

/**
 * "Review today (N due)": the way into today's review, on the revision list and the dashboard.
 * With nothing due it says so and cannot be pressed.
 */
export function ReviewTodayLink({ primary = false }: { primary?: boolean }) {
  const summary = trpc.review.summary.useQuery(undefined, { staleTime: ASKED_ON_OPEN_MS });
  const due = summary.data?.due;
  if (due === 0) {
    return (
      <button type="button" className="btn btn-secondary" disabled>
        Nothing to review today
      </button>
    );
  }
  return (
    <Link className={primary ? "btn" : "btn btn-secondary"} to="/user/revision/review">
      {due === undefined ? "Review today" : `Review today (${due} due)`}
    </Link>
  );
}

/** The dashboard's card: how many are due and the streak of days reviewed. */
export function ReviewTodayCard() {
  const summary = trpc.review.summary.useQuery(undefined, { staleTime: ASKED_ON_OPEN_MS });
  const data = summary.data;
  const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
  return (
    <div className="card stack" aria-busy={summary.isPending}>
      <h2>What to review today</h2>
      {data ? (
        <p className="muted">
          <strong>{data.due}</strong> {data.due === 1 ? "card is" : "cards are"} due today · Streak:{" "}
          <strong>{days(data.streak)}</strong> of reviewing
        </p>
      ) : summary.isError ? (
        <p className="muted">Your review cards could not be loaded.</p>
      ) : (
        <div className="loading-line" role="progressbar" aria-label="Loading" />
      )}
      <div className="row">
        <ReviewTodayLink primary />
      </div>
    </div>
  );
}
