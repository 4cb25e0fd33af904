import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { DRAIN_MESSAGE, openReadyDatabase, startProcess } from "./process.ts";
import { shutDownOnSignals } from "./shutdown.ts";

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * One server process: the app on PORT. "server" is the only one (it migrates, seeds and runs
 * the jobs); "web" is one of WEB_CONCURRENCY processes started by the cluster's primary, which
 * has done all three.
 */
export async function serve(env: Env, logger: Logger, role: "server" | "web"): Promise<void> {
  const handle = await openReadyDatabase(env, logger, { owner: role === "server", serving: true });
  // With several processes the primary serves METRICS_PORT (one port cannot name one process).
  const { deps, metrics, stop } = await startProcess(env, logger, handle, role, { metricsPort: role === "server" });

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
  // A proxy in front (load balancers idle out at 60 s) must close an idle connection before the
  // server does: one it reuses just as the server closes it (Node's default is 5 s) is reset.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;

  const drain = shutDownOnSignals(logger, {
    server,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    begin: () => (draining = true),
    close: stop,
  });
  if (role === "web") {
    // The primary asks over IPC (a terminal's Ctrl-C also signals this process: one drain).
    process.on("message", (message) => message === DRAIN_MESSAGE && drain("asked by the primary"));
    process.on("disconnect", () => drain("the primary ended"));
  }
}
