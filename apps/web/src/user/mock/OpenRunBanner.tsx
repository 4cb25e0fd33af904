import type { RouterOutputs } from "../../app/trpc.ts";
import { Link } from "react-router";

type OpenRun = NonNullable<RouterOutputs["qbank"]["openRun"]["run"]>;

/** The timed mock in progress, with the way back into it. */
export function OpenRunBanner({ run }: { run: OpenRun }) {
  return (
    <div className="card row" role="status">
      <p style={{ margin: 0, flex: 1 }}>
        You have a {run.mode === "mastery" ? "Master Mock" : "timed mock"} in progress.
      </p>
      <Link className="btn" to={`/user/qbank/start?mode=${run.mode}&run=${run.id}`}>
        Resume
      </Link>
    </div>
  );
}
