import { JOB_NAMES, type ApiDeps, type JobName } from "@qbank/api";
import PgBoss from "pg-boss";
import type { Logger } from "../logger.ts";
import { runObserved, type JobObserver } from "./observed.ts";
import type { JobRunner } from "./job-runner.ts";

const queues: Record<JobName, string> = {
  mail: "deliver-mail",
  maintenance: "maintenance",
  import: "import-questions",
  digest: "reply-digests",
};

/**
 * PostgreSQL's runner: pg-boss keeps the jobs in the database, so any number of server and
 * worker processes share them. The sweep is a cron schedule pg-boss fires once a minute
 * across all of them; mail delivery is woken after each transaction that queued mail, and
 * every minute in case a wake-up was lost. A failed run is retried with backoff.
 */
export function pgBossJobs(
  connectionString: string,
  getDeps: () => ApiDeps,
  logger: Logger,
  options: {
    work: boolean;
    /** Creates the queues and schedules and supervises them; false in a process that only queues jobs. */
    manage: boolean;
    observe?: JobObserver | undefined;
  },
): JobRunner {
  const { manage } = options;
  const boss = new PgBoss({ connectionString, max: 3, supervise: manage, schedule: manage, migrate: manage });
  boss.on("error", (err) => logger.error({ err }, "job queue error"));

  async function work(job: JobName) {
    await boss.work(queues[job], { batchSize: 1 }, async () => {
      await runObserved(getDeps(), job, logger, options.observe);
    });
  }

  return {
    wake: async (job) => {
      await boss.send(queues[job], {});
    },
    start: async () => {
      await boss.start();
      if (!manage) return;
      // "stately": at most one waiting and one running, so a burst of wake-ups is one run.
      const retries = { retryLimit: 5, retryDelay: 10, retryBackoff: true };
      for (const job of JOB_NAMES) {
        await boss.createQueue(queues[job], { name: queues[job], policy: "stately", ...retries });
        await boss.schedule(queues[job], "* * * * *", {});
      }
      if (options.work) for (const job of JOB_NAMES) await work(job);
    },
    stop: () => boss.stop({ graceful: true, wait: true }),
    queueDepth: async () => {
      const sizes = await Promise.all(JOB_NAMES.map((job) => boss.getQueueSize(queues[job])));
      return Object.fromEntries(JOB_NAMES.map((job, i) => [job, sizes[i]!]));
    },
  };
}
