import { JOB_NAMES, unfinishedImportJobs, type ApiDeps, type JobName } from "@qbank/api";
import type { Logger } from "../logger.ts";
import { runImportObserved, runObserved, type JobObserver } from "./observed.ts";
import type { JobRunner } from "./job-runner.ts";

const SWEEP_MS = 60_000;
/** A failed import run is tried again after this, as pg-boss retries one (import/job.ts ends a job after two runs). */
const IMPORT_RETRY_MS = 60_000;

/**
 * The embedded database's runner: one process owns the data folder, so a timer and a wake-up
 * call are all it needs. The jobs are the same code pg-boss runs on PostgreSQL.
 */
export function inProcessJobs(getDeps: () => ApiDeps, logger: Logger, observe?: JobObserver): JobRunner {
  const running = new Map<JobName, Promise<void>>();
  const again = new Set<JobName>();
  const imports = importQueue(getDeps, logger, observe);
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
    queueImport: (id) => {
      imports.add(id);
      return Promise.resolve();
    },
    start: async () => {
      // Every minute, and once at start: mail that waits. One process owns this database, so
      // an import a stop left queued or running is run again.
      timer = setInterval(() => JOB_NAMES.forEach((job) => void trigger(job)), SWEEP_MS);
      timer.unref();
      void trigger("mail");
      for (const id of await unfinishedImportJobs(getDeps())) imports.add(id);
    },
    stop: async () => {
      clearInterval(timer);
      await Promise.all([...running.values(), imports.stop()]);
    },
    queueDepth: () =>
      Promise.resolve({
        ...Object.fromEntries(JOB_NAMES.map((job) => [job, again.has(job) ? 1 : 0])),
        import: imports.waiting(),
      }),
  };
}

/** Import jobs by id, run one at a time in the order queued; a failed run is queued again after a minute. */
function importQueue(getDeps: () => ApiDeps, logger: Logger, observe?: JobObserver) {
  const waiting: string[] = [];
  const retries = new Set<NodeJS.Timeout>();
  let current: Promise<void> | undefined;
  let stopped = false;

  // Called with an id waiting, so it awaits a run before it ends; it ends in the tick that finds none left.
  async function drain() {
    try {
      for (let id = waiting.shift(); id !== undefined && !stopped; id = waiting.shift()) {
        try {
          await runImportObserved(getDeps(), id, observe);
        } catch (err) {
          logger.error({ err, job: "import", id }, "background job failed");
          retryLater(id);
        }
      }
    } finally {
      current = undefined;
    }
  }

  function retryLater(id: string) {
    const retry = setTimeout(() => {
      retries.delete(retry);
      add(id);
    }, IMPORT_RETRY_MS);
    retry.unref();
    retries.add(retry);
  }

  function add(id: string) {
    if (stopped || waiting.includes(id)) return;
    waiting.push(id);
    current ??= drain();
  }

  return {
    add,
    waiting: () => waiting.length,
    stop: async () => {
      stopped = true;
      retries.forEach(clearTimeout);
      await current;
    },
  };
}
