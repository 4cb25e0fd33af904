import { runImportJob, runJob, type ApiDeps, type JobKind, type JobName, type SweepReport } from "@qbank/api";
import type { Logger } from "../logger.ts";

/** Told of every job run: its outcome, and its result when it went through. */
export type JobObserver = (job: JobKind, outcome: "ok" | "failed", result?: unknown) => void;

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

/** Runs one import job, by its id, for a runner: as runObserved, a failed run is thrown again for the retry. */
export async function runImportObserved(
  deps: ApiDeps,
  id: string,
  observe: JobObserver | undefined,
  signal?: AbortSignal,
): Promise<void> {
  try {
    await runImportJob(deps, id, signal);
  } catch (err) {
    observe?.("import", "failed");
    throw err;
  }
  observe?.("import", "ok");
}
