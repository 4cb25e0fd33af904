import { purgeExpired } from "@qbank/db";
import type { ApiDeps } from "./context.ts";
import { closeAllOverdue } from "./qbank/runs/finish.ts";

/**
 * The periodic sweep, one function for whoever schedules it: close timed runs past their
 * deadline (even when their learner never comes back) and clear expired sessions, links
 * and throttle windows.
 */
export async function runMaintenance(deps: Pick<ApiDeps, "db" | "clock">) {
  const now = deps.clock.now();
  const closedRuns = await closeAllOverdue(deps.db, now);
  const purged = await purgeExpired(deps.db, now);
  return { closedRuns, ...purged };
}
