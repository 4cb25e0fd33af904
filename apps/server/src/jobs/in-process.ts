import { JOB_NAMES, type ApiDeps, type JobName } from "@qbank/api";
import type { Logger } from "../logger.ts";
import { runObserved, type JobObserver } from "./observed.ts";
import type { JobRunner } from "./job-runner.ts";

const SWEEP_MS = 60_000;

/**
 * The embedded database's runner: one process owns the data folder, so a timer and a wake-up
 * call are all it needs. The jobs are the same code pg-boss runs on PostgreSQL.
 */
export function inProcessJobs(getDeps: () => ApiDeps, logger: Logger, observe?: JobObserver): JobRunner {
  const running = new Map<JobName, Promise<void>>();
  const again = new Set<JobName>();
  let timer: NodeJS.Timeout | undefined;

  // One run of a job at a time; a wake-up during a run asks for one more run after it.
  function trigger(job: JobName): Promise<void> {
    if (running.has(job)) {
      again.add(job);
      return running.get(job)!;
    }
    const run = runObserved(getDeps(), job, logger, observe)
      .catch((err: unknown) => logger.error({ err, job }, "background job failed"))
      .finally(() => {
        running.delete(job);
        if (again.delete(job)) void trigger(job);
      });
    running.set(job, run);
    return run;
  }

  return {
    wake: (job) => {
      void trigger(job);
      return Promise.resolve();
    },
    start: () => {
      // Every minute, and once at start: mail that waits, and an import a stop cut short.
      timer = setInterval(() => JOB_NAMES.forEach((job) => void trigger(job)), SWEEP_MS);
      timer.unref();
      void trigger("mail");
      void trigger("import");
      return Promise.resolve();
    },
    stop: async () => {
      clearInterval(timer);
      await Promise.all(running.values());
    },
    queueDepth: () => Promise.resolve(Object.fromEntries(JOB_NAMES.map((job) => [job, again.has(job) ? 1 : 0]))),
  };
}
