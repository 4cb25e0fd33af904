import { readEnvOrExit } from "./env.ts";
import { createLogger } from "./logger.ts";
import { openReadyDatabase, startProcess } from "./process.ts";
import { shutDownOnSignals } from "./shutdown.ts";

// The background jobs on their own (WORKER=separate): mail delivery and the minute sweep.
const env = readEnvOrExit();
if (!env.DATABASE_URL) {
  console.error("The worker needs DATABASE_URL: the embedded database runs its jobs inside the server.");
  process.exit(1);
}
const logger = createLogger(env.LOG_LEVEL);
const handle = await openReadyDatabase(env, logger, { owner: false, serving: false });
const { stop } = await startProcess(env, logger, handle, "worker", { metricsPort: true });
logger.info("worker started");

shutDownOnSignals(logger, { timeoutMs: env.SHUTDOWN_TIMEOUT_MS, close: stop });
