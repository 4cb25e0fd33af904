/**
 * The app as `npm start` serves it, on a clock that stands still at E2E_NOW: for browser tests
 * whose outcome hangs on the day (the plan's rest day), so they never read the wall clock.
 * Started by `startFixedClockServer` (e2e/fixed-clock.ts) with PORT and DATA_DIR of its own; the
 * embedded database is migrated and seeded with the demo bank. Background jobs (mail) run when
 * woken and are awaited, as in the server's own tests; the sweep's timer is not started.
 */
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { FixedClock, runImportJob, runJob, type ApiDeps, type JobQueue } from "@qbank/api";
import { createApp } from "../apps/server/src/app.ts";
import { createDeps } from "../apps/server/src/deps.ts";
import { readEnvOrExit } from "../apps/server/src/env.ts";
import { createLogger } from "../apps/server/src/logger.ts";
import { openReadyDatabase } from "../apps/server/src/process.ts";

const now = process.env.E2E_NOW;
if (!now || Number.isNaN(Date.parse(now))) throw new Error("E2E_NOW must be an instant, such as 2026-06-21T10:00:00Z");

const env = readEnvOrExit();
const logger = createLogger(env.LOG_LEVEL);
const handle = await openReadyDatabase(env, logger, { owner: true, serving: true });
const jobs: JobQueue = {
  wake: async (job) => {
    await runJob(deps, job);
  },
  queueImport: (id) => runImportJob(deps, id),
};
const deps: ApiDeps = createDeps(env, handle.db, logger, jobs, { clock: new FixedClock(now) });
const app = createApp({
  deps,
  logger,
  sessionSecret: env.sessionSecret,
  production: env.production,
  trustProxy: env.trustProxy,
  webDist: fileURLToPath(new URL("../apps/web/dist", import.meta.url)),
});
const server = createServer(app).listen(env.PORT, env.HOST);
process.once("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  void handle.close().then(() => process.exit(0));
});
