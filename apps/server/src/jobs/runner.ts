import type { ApiDeps } from "@qbank/api";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { inProcessJobs } from "./in-process.ts";
import type { JobRunner } from "./job-runner.ts";
import type { JobObserver } from "./observed.ts";
import { pgBossJobs } from "./pg-boss.ts";

/**
 * pg-boss on PostgreSQL (working in this process unless WORKER=separate, when `npm run worker`
 * does), the in-process runner on the embedded database. A "web" process is one of several
 * serving requests (WEB_CONCURRENCY): it only queues jobs; the process that started it runs them.
 */
export function createJobRunner(
  env: Env,
  getDeps: () => ApiDeps,
  logger: Logger,
  role: "server" | "worker" | "web",
  observe?: JobObserver,
): JobRunner {
  if (!env.DATABASE_URL) return inProcessJobs(getDeps, logger, observe);
  return pgBossJobs(env.DATABASE_URL, getDeps, logger, {
    work: role === "worker" || (role === "server" && env.WORKER === "inline"),
    manage: role !== "web",
    observe,
  });
}
