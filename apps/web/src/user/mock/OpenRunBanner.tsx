import type { RouterOutputs } from "../../app/trpc.ts";
import { Link } from "react-router";
import { runHref } from "../qbank/qbank-helpers.ts";
import { useOpenRun } from "./open-run.ts";

export type OpenRun = NonNullable<RouterOutputs["qbank"]["openRun"]["run"]>;

const OPEN_RUN_NAMES: Partial<Record<OpenRun["mode"], string>> = {
  mastery: "Master Mock",
  custom_timed: "timed session",
};

/** "You have a Master Mock in progress." */
export const openRunText = (run: OpenRun) => `You have a ${OPEN_RUN_NAMES[run.mode] ?? "timed mock"} in progress.`;

/** The timed run in progress (a mock, or a timed session the learner built), with the way back into it. */
export function OpenRunBanner({ run }: { run: OpenRun }) {
  return (
    <div className="card row" role="status">
      <p style={{ margin: 0, flex: 1 }}>{openRunText(run)}</p>
      <Link className="btn" to={runHref(run)}>
        Resume
      </Link>
    </div>
  );
}

/** The timed run in progress, on pages that only tell of it (bank, category, dashboard); nothing when none is open. */
export function OpenRunNotice() {
  const run = useOpenRun().data?.run;
  return run ? <OpenRunBanner run={run} /> : null;
}
