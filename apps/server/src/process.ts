import type { ApiDeps } from "@qbank/api";
import type { DbHandle } from "@qbank/db";
import { expectDatabase, migrate, openDatabase, seedIfEmpty, whenDatabaseAnswers } from "./database.ts";
import { createDeps } from "./deps.ts";
import type { Env } from "./env.ts";
import { createJobRunner } from "./jobs/runner.ts";
import type { JobRunner } from "./jobs/job-runner.ts";
import type { Logger } from "./logger.ts";
import { createMetrics, type Metrics } from "./metrics/metrics.ts";
import { serveMetrics } from "./metrics/routes.ts";

/** What the cluster's primary sends a server process to drain and exit. */
export const DRAIN_MESSAGE = "drain";

/**
 * Opens the database and, in the process that owns it, migrates and seeds it; exits 1 with the
 * reason when it cannot.
 */
export async function openReadyDatabase(
  env: Env,
  logger: Logger,
  { owner, serving }: { owner: boolean; serving: boolean },
): Promise<DbHandle> {
  // A process serving requests keeps its pool's connections open, opened before it listens.
  const handle = await openDatabase(env, logger, { keepConnections: serving });
  try {
    await whenDatabaseAnswers(env, logger, async () => {
      await expectDatabase(handle);
      if (owner) {
        await migrate(handle, env, logger);
        await seedIfEmpty(handle, env, logger);
      }
      if (serving) await handle.warm?.();
    });
  } catch (error) {
    logger.fatal((error as Error).message);
    await handle.close();
    process.exit(1);
  }
  return handle;
}

/**
 * What every process runs on its database: the API's dependencies, the metrics and the job
 * runner in `role` (started), and METRICS_PORT when this process serves it. `stop` ends them
 * and closes the database.
 */
export async function startProcess(
  env: Env,
  logger: Logger,
  handle: DbHandle,
  role: "server" | "worker" | "web",
  { metricsPort }: { metricsPort: boolean },
): Promise<{ deps: ApiDeps; metrics: Metrics; jobs: JobRunner; stop: () => Promise<void> }> {
  const deps: ApiDeps = createDeps(env, handle.db, logger, {
    wake: (job) => jobs.wake(job),
    queueImport: (id) => jobs.queueImport(id),
  });
  const metrics = createMetrics({ poolStats: handle.poolStats, queueDepth: () => jobs.queueDepth() });
  const jobs = createJobRunner(
    env,
    () => deps,
    logger,
    role,
    (job, outcome, result) => metrics.job(job, outcome, result),
  );
  await jobs.start();
  const metricsServer = metricsPort && env.METRICS_PORT ? serveMetrics(metrics, env.METRICS_PORT, env.HOST) : undefined;
  return {
    deps,
    metrics,
    jobs,
    stop: async () => {
      metricsServer?.close();
      await jobs.stop();
      await handle.close();
    },
  };
}
