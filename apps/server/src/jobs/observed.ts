import { runJob, type ApiDeps, type JobName, type SweepReport } from "@qbank/api";
import type { Logger } from "../logger.ts";

/** Told of every job run: its outcome, and its result when it went through. */
export type JobObserver = (job: JobName, outcome: "ok" | "failed", result?: unknown) => void;

/**
 * Runs a job for a runner: logs each failed step or item of the sweep with its id (the sweep
 * itself goes on past them) and tells the observer. A failed run is thrown again, so the
 * queue retries it.
 */
export async function runObserved(
  deps: ApiDeps,
  job: JobName,
  logger: Logger,
  observe: JobObserver | undefined,
): Promise<void> {
  let result: unknown;
  try {
    result = await runJob(deps, job);
  } catch (err) {
    observe?.(job, "failed");
    throw err;
  }
  if (job === "maintenance") {
    for (const f of (result as SweepReport).failures) {
      logger.error({ step: f.step, item: f.item, setAside: f.setAside, error: f.error }, "sweep step failed");
    }
  }
  observe?.(job, "ok", result);
}
