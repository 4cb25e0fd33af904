import { JOB_NAMES, unfinishedImportJobs, type ApiDeps, type JobName } from "@qbank/api";
import PgBoss from "pg-boss";
import type { Logger } from "../logger.ts";
import { runImportObserved, runObserved, type JobObserver } from "./observed.ts";
import type { JobRunner } from "./job-runner.ts";

const queues: Record<JobName, string> = {
  mail: "deliver-mail",
  maintenance: "maintenance",
  digest: "reply-digests",
};

/**
 * An import job's queue, a pg-boss job per upload (carrying the import job's id, which is also
 * the pg-boss job's, so queuing one twice is one). "standard": uploads queue one behind the
 * other. A run lasts at most an hour (a 200 MB file took 16 minutes at worst, on a busy
 * machine): past that pg-boss fails it, and its supervisor fails the run of a process that died
 * once that hour is out. One retry a minute later (two runs in all) resumes a run cut off while
 * writing; when both stopped, the job goes to the queue of stopped imports, whose run ends it.
 */
const IMPORT_QUEUE = "import-files";
const IMPORTS_STOPPED = "import-files-stopped";
const IMPORT_EXPIRE_SECONDS = 60 * 60;
const importQueue: PgBoss.Queue = {
  name: IMPORT_QUEUE,
  policy: "standard",
  retryLimit: 1,
  retryDelay: 60,
  expireInSeconds: IMPORT_EXPIRE_SECONDS,
  deadLetter: IMPORTS_STOPPED,
};
/** The queue the import job's own claim was woken on each minute, before each upload was a job of its own. */
const RETIRED_IMPORT_QUEUE = "import-questions";

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
  const { manage, observe } = options;
  const boss = new PgBoss({ connectionString, max: 3, supervise: manage, schedule: manage, migrate: manage });
  boss.on("error", (err) => logger.error({ err }, "job queue error"));
  const queueImport = async (id: string) => {
    await boss.send(IMPORT_QUEUE, { id }, { id });
  };

  async function work(job: JobName) {
    await boss.work(queues[job], { batchSize: 1 }, async () => {
      await runObserved(getDeps(), job, logger, observe);
    });
  }

  async function workImports() {
    // pg-boss fails a run at its expiry without stopping it: the run stops itself then, before its next batch.
    await boss.work<{ id: string }>(IMPORT_QUEUE, { batchSize: 1 }, async ([job]) => {
      await runImportObserved(getDeps(), job!.data.id, observe, AbortSignal.timeout(IMPORT_EXPIRE_SECONDS * 1000));
    });
    await boss.work<{ id: string }>(IMPORTS_STOPPED, { batchSize: 1 }, async ([job]) => {
      await runImportObserved(getDeps(), job!.data.id, observe);
    });
  }

  async function createQueues() {
    // "stately": at most one waiting and one running, so a burst of wake-ups is one run.
    const retries = { retryLimit: 5, retryDelay: 10, retryBackoff: true };
    for (const job of JOB_NAMES) {
      await boss.createQueue(queues[job], { name: queues[job], policy: "stately", ...retries });
      await boss.schedule(queues[job], "* * * * *", {});
    }
    // Only its schedule goes: processes starting together may each get here, and a plain delete is safe to race.
    await boss.unschedule(RETIRED_IMPORT_QUEUE);
    await boss.createQueue(IMPORTS_STOPPED, { name: IMPORTS_STOPPED, policy: "standard", retryLimit: 1 });
    await boss.createQueue(IMPORT_QUEUE, importQueue);
    // An upload whose job was never queued (its process stopped between the two) is queued now.
    for (const id of await unfinishedImportJobs(getDeps())) await queueImport(id);
  }

  return {
    wake: async (job) => {
      await boss.send(queues[job], {});
    },
    queueImport,
    start: async () => {
      await boss.start();
      if (!manage) return;
      await createQueues();
      if (!options.work) return;
      for (const job of JOB_NAMES) await work(job);
      await workImports();
    },
    stop: () => boss.stop({ graceful: true, wait: true }),
    queueDepth: async () => {
      const names = [...JOB_NAMES.map((job) => queues[job]), IMPORT_QUEUE];
      const sizes = await Promise.all(names.map((name) => boss.getQueueSize(name)));
      return Object.fromEntries([...JOB_NAMES, "import"].map((job, i) => [job, sizes[i]!]));
    },
  };
}
