import { runJob, type ApiDeps, type JobName, type JobQueue, type SweepReport } from "@qbank/api";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { inProcessJobs } from "./in-process.ts";
import { pgBossJobs } from "./pg-boss.ts";

export interface JobRunner extends JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Jobs waiting in each queue, for the metrics. */
  queueDepth(): Promise<Record<string, number>>;
}

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

/**
 * pg-boss on PostgreSQL (working in this process unless WORKER=separate, when `npm run worker`
 * does), the in-process runner on the embedded database.
 */
export function createJobRunner(
  env: Env,
  getDeps: () => ApiDeps,
  logger: Logger,
  role: "server" | "worker",
  observe?: JobObserver,
): JobRunner {
  if (!env.DATABASE_URL) return inProcessJobs(getDeps, logger, observe);
  return pgBossJobs(env.DATABASE_URL, getDeps, logger, {
    work: role === "worker" || env.WORKER === "inline",
    observe,
  });
}
