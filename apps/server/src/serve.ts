import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import type { ApiDeps } from "@qbank/api";
import type { DbHandle } from "@qbank/db";
import { expectDatabase, migrate, openDatabase, seedIfEmpty, whenDatabaseAnswers } from "./database.ts";
import { createApp } from "./app.ts";
import { createDeps } from "./deps.ts";
import type { Env } from "./env.ts";
import { createJobRunner } from "./jobs/runner.ts";
import type { Logger } from "./logger.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { serveMetrics } from "./metrics/routes.ts";
import { shutDownOnSignals } from "./shutdown.ts";

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
 * One server process: the app on PORT. "server" is the only one (it migrates, seeds and runs
 * the jobs); "web" is one of WEB_CONCURRENCY processes started by the cluster's primary, which
 * has done all three.
 */
export async function serve(env: Env, logger: Logger, role: "server" | "web"): Promise<void> {
  const handle = await openReadyDatabase(env, logger, { owner: role === "server", serving: true });
  const deps: ApiDeps = createDeps(env, handle.db, logger, { wake: (job) => jobs.wake(job) });
  const metrics = createMetrics({ poolStats: handle.poolStats, queueDepth: () => jobs.queueDepth() });
  const jobs = createJobRunner(
    env,
    () => deps,
    logger,
    role,
    (job, outcome, result) => metrics.job(job, outcome, result),
  );
  await jobs.start();
  // With several processes the primary serves METRICS_PORT (one port cannot name one process).
  const metricsServer =
    env.METRICS_PORT && role === "server" ? serveMetrics(metrics, env.METRICS_PORT, env.HOST) : undefined;

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
      { url: env.appUrl, database: handle.kind, worker: env.WORKER, role },
      `listening on http://${env.HOST}:${env.PORT}`,
    );
  });

  const drain = shutDownOnSignals(logger, {
    server,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    begin: () => (draining = true),
    close: async () => {
      metricsServer?.close();
      await jobs.stop();
      await handle.close();
    },
  });
  if (role === "web") {
    // The primary asks over IPC (a terminal's Ctrl-C also signals this process: one drain).
    process.on("message", (message) => message === DRAIN_MESSAGE && drain("asked by the primary"));
    process.on("disconnect", () => drain("the primary ended"));
  }
}
