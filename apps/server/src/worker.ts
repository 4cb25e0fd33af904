import type { ApiDeps } from "@qbank/api";
import { expectDatabase, openDatabase, whenDatabaseAnswers } from "./database.ts";
import { createDeps } from "./deps.ts";
import { readEnvOrExit } from "./env.ts";
import { createJobRunner } from "./jobs/runner.ts";
import { createLogger } from "./logger.ts";
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
const jobs = createJobRunner(env, () => deps, logger, "worker");
await jobs.start();
logger.info("worker started");

shutDownOnSignals(logger, {
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  close: async () => {
    await jobs.stop();
    await handle.close();
  },
});
