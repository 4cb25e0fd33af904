import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import type { ApiDeps } from "@qbank/api";
import { openDatabase, migrate, seedIfEmpty } from "./database.ts";
import { createApp } from "./app.ts";
import { createDeps } from "./deps.ts";
import { readEnvOrExit } from "./env.ts";
import { createJobRunner } from "./jobs/runner.ts";
import { createLogger } from "./logger.ts";

const env = readEnvOrExit();
const logger = createLogger(env.LOG_LEVEL);
const handle = await openDatabase(env);
await migrate(handle, logger);
await seedIfEmpty(handle, env, logger);

const deps: ApiDeps = createDeps(env, handle.db, logger, { wake: (job) => jobs.wake(job) });
const jobs = createJobRunner(env, () => deps, logger, "server");
await jobs.start();

const webDist = fileURLToPath(new URL("../../web/dist", import.meta.url));
const app = createApp({
  deps,
  logger,
  sessionSecret: env.sessionSecret,
  production: env.production,
  trustProxy: env.trustProxy,
  webDist,
});

const server = createServer(app).listen(env.PORT, env.HOST, () => {
  logger.info(
    { url: env.appUrl, database: handle.kind, worker: env.WORKER },
    `listening on http://${env.HOST}:${env.PORT}`,
  );
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "draining requests");
  server.close(async () => {
    await jobs.stop();
    await handle.close();
    logger.info("stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 15_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
