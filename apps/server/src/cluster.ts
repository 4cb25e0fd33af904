import cluster, { type Worker } from "node:cluster";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { DRAIN_MESSAGE, openReadyDatabase, startProcess } from "./process.ts";
import { shutDownOnSignals } from "./shutdown.ts";

/** A server process that dies is replaced after this pause, so one that dies at start cannot spin. */
const RESTART_DELAY_MS = 1_000;

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this primary process migrates and seeds the database
 * once, runs the jobs (unless WORKER=separate) and starts that many server processes, which
 * share the port (node:cluster hands each new connection to the next). A process that dies is
 * replaced; SIGTERM drains every process, then stops the jobs.
 */
export async function runPrimary(env: Env, logger: Logger): Promise<void> {
  const handle = await openReadyDatabase(env, logger, { owner: true, serving: false });
  const { stop } = await startProcess(env, logger, handle, "server", { metricsPort: true });

  let stopping = false;
  // Told to drain only once listening (its handler is set by then); before, a signal ends it.
  const listening = new Set<number>();
  cluster.on("listening", (worker: Worker) => listening.add(worker.id));
  const start = () => cluster.fork();
  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) return;
    logger.error({ process: worker.process.pid, code, signal }, "a server process ended; starting another");
    setTimeout(() => {
      if (!stopping) start();
    }, RESTART_DELAY_MS);
  });
  for (let i = 0; i < env.webProcesses; i++) start();
  logger.info({ processes: env.webProcesses }, "started the server processes");

  shutDownOnSignals(logger, {
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    begin: () => (stopping = true),
    close: async () => {
      await stopAll(env.SHUTDOWN_TIMEOUT_MS, listening);
      await stop();
    },
  });
}

/** Each server process drains its requests; one that outlives the limit is killed. */
async function stopAll(timeoutMs: number, listening: Set<number>): Promise<void> {
  const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          const late = setTimeout(() => worker.process.kill("SIGKILL"), timeoutMs + 2_000);
          worker.once("exit", () => {
            clearTimeout(late);
            resolve();
          });
          if (listening.has(worker.id) && worker.isConnected()) worker.send(DRAIN_MESSAGE);
          else worker.process.kill("SIGTERM");
        }),
    ),
  );
}
