import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import type { ApiDeps } from "@qbank/api";
import { expectDatabase, migrate, openDatabase, seedIfEmpty, whenDatabaseAnswers } from "./database.ts";
import { createApp } from "./app.ts";
import { createDeps } from "./deps.ts";
import { readEnvOrExit } from "./env.ts";
import { createJobRunner } from "./jobs/runner.ts";
import { createLogger } from "./logger.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { serveMetrics } from "./metrics/routes.ts";
import { shutDownOnSignals } from "./shutdown.ts";

const env = readEnvOrExit();
const logger = createLogger(env.LOG_LEVEL);
const handle = await openDatabase(env, logger);
try {
  await whenDatabaseAnswers(env, logger, async () => {
    await expectDatabase(handle);
    await migrate(handle, env, logger);
    await seedIfEmpty(handle, env, logger);
  });
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
  "server",
  (job, outcome, result) => metrics.job(job, outcome, result),
);
await jobs.start();
const metricsServer = env.METRICS_PORT ? serveMetrics(metrics, env.METRICS_PORT, env.HOST) : undefined;

let draining = false;
const webDist = fileURLToPath(new URL("../../web/dist", import.meta.url));
const app = createApp({
  deps,
  logger,
  sessionSecret: env.sessionSecret,
  production: env.production,
  trustProxy: env.trustProxy,
  isReady: () => !draining,
  // Requests are counted only when a scraper can read them: the observation costs about
  // 0.2-0.3 ms of CPU per request (docs/benchmarks.md).
  metrics: env.METRICS_PORT || env.METRICS_TOKEN ? metrics : undefined,
  metricsToken: env.METRICS_TOKEN,
  webDist,
});

const server = createServer(app).listen(env.PORT, env.HOST, () => {
  logger.info(
    { url: env.appUrl, database: handle.kind, worker: env.WORKER },
    `listening on http://${env.HOST}:${env.PORT}`,
  );
});

shutDownOnSignals(logger, {
  server,
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  begin: () => (draining = true),
  close: async () => {
    metricsServer?.close();
    await jobs.stop();
    await handle.close();
  },
});
