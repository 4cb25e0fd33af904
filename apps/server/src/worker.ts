import type { ApiDeps } from "@qbank/api";
import { openDatabase } from "./database.ts";
import { createDeps } from "./deps.ts";
import { readEnvOrExit } from "./env.ts";
import { createJobRunner } from "./jobs/runner.ts";
import { createLogger } from "./logger.ts";

// The background jobs on their own (WORKER=separate): mail delivery and the minute sweep.
const env = readEnvOrExit();
if (!env.DATABASE_URL) {
  console.error("The worker needs DATABASE_URL: the embedded database runs its jobs inside the server.");
  process.exit(1);
}
const logger = createLogger(env.LOG_LEVEL);
const handle = await openDatabase(env);
const deps: ApiDeps = createDeps(env, handle.db, logger, { wake: (job) => jobs.wake(job) });
const jobs = createJobRunner(env, () => deps, logger, "worker");
await jobs.start();
logger.info("worker started");

async function shutdown(signal: string) {
  logger.info({ signal }, "stopping the worker");
  await jobs.stop();
  await handle.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
