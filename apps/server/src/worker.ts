import type { ApiDeps } from "@qbank/api";
import { expectDatabase, openDatabase, whenDatabaseAnswers } from "./database.ts";
import { createDeps } from "./deps.ts";
import { readEnvOrExit } from "./env.ts";
import { createJobRunner } from "./jobs/runner.ts";
import { createLogger } from "./logger.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { serveMetrics } from "./metrics/routes.ts";
import { shutDownOnSignals } from "./shutdown.ts";

// The background jobs on their own (WORKER=separate): mail delivery and the minute sweep.
const env = readEnvOrExit();
if (!env.DATABASE_URL) {
  console.error("The worker needs DATABASE_URL: the embedded database runs its jobs inside the server.");
  process.exit(1);
}
const logger = createLogger(env.LOG_LEVEL);
const handle = await openDatabase(env, logger);
try {
  await whenDatabaseAnswers(env, logger, () => expectDatabase(handle));
} catch (error) {
  logger.fatal((error as Error).message);
  await handle.close();
  process.exit(1);
}
const deps: ApiDeps = createDeps(env, handle.db, logger, { wake: (job) => jobs.wake(job) });
const metrics = createMetrics({ poolStats: handle.poolStats, queueDepth: () => jobs.queueDepth() });
const jobs = createJobRunner(
  env,
  () => deps,
  logger,
  "worker",
  (job, outcome, result) => metrics.job(job, outcome, result),
);
await jobs.start();
// The worker serves no requests: its metrics are only on METRICS_PORT.
const metricsServer = env.METRICS_PORT ? serveMetrics(metrics, env.METRICS_PORT, env.HOST) : undefined;
logger.info("worker started");

shutDownOnSignals(logger, {
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  close: async () => {
    metricsServer?.close();
    await jobs.stop();
    await handle.close();
  },
});
