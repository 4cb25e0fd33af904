import { fileURLToPath } from "node:url";
import { closeOverdue } from "@qbank/api";
import { purgeExpired } from "@qbank/db";
import { openDatabase, migrate, seedIfEmpty } from "./database.ts";
import { createApp } from "./app.ts";
import { createDeps } from "./deps.ts";
import { readEnv } from "./env.ts";
import { createLogger } from "./logger.ts";

let env;
try {
  env = readEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = createLogger(env.LOG_LEVEL);
const handle = await openDatabase(env);
await migrate(handle, logger);
await seedIfEmpty(handle, env, logger);

const webDist = fileURLToPath(new URL("../../web/dist", import.meta.url));
const app = createApp({
  deps: createDeps(env, handle.db, logger),
  logger,
  sessionSecret: env.sessionSecret,
  production: env.production,
  trustProxy: env.trustProxy,
  webDist,
});

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info({ url: env.appUrl, database: handle.kind }, `listening on http://${env.HOST}:${env.PORT}`);
});

// Every minute: close timed runs past their deadline (even when their learner never comes
// back) and clear expired sessions, links and throttle windows.
const sweep = setInterval(() => {
  closeOverdue(handle.db).catch((err: unknown) => logger.error({ err }, "closing overdue runs failed"));
  purgeExpired(handle.db).catch((err: unknown) => logger.error({ err }, "purging expired rows failed"));
}, 60_000);
sweep.unref();

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "draining requests");
  clearInterval(sweep);
  server.close(async () => {
    await handle.close();
    logger.info("stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 15_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
