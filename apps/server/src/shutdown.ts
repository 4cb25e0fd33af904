import type { Server } from "node:http";
import type { Logger } from "./logger.ts";

export interface Shutdown {
  /** Absent for the worker, which serves no requests. */
  server?: Server;
  /** In-flight requests get this long; then their connections are closed. */
  timeoutMs: number;
  /** Called first (readiness turns 503). */
  begin?: () => void;
  /** Stops the jobs and closes the pool once no request is left. */
  close: () => Promise<void>;
}

/**
 * SIGTERM and SIGINT: stop accepting connections, let in-flight requests finish (up to the
 * limit), stop the job worker cleanly, close the pool and exit 0. A second signal, or a close
 * that fails, exits 1. The returned function starts the same drain for another reason (the
 * cluster's primary asking); asked again while draining, it does nothing.
 */
export function shutDownOnSignals(logger: Logger, shutdown: Shutdown): (reason: string) => void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    shutdown.begin?.();
    logger.info({ signal }, "draining requests");
    try {
      await drain(shutdown);
      await shutdown.close();
      logger.info("stopped");
      process.exit(0);
    } catch (err) {
      logger.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return (reason) => {
    if (!stopping) void stop(reason);
  };
}

async function drain({ server, timeoutMs }: Shutdown): Promise<void> {
  if (!server) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections idle between requests would hold close() open: close them as they idle.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  const limit = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), timeoutMs).unref());
  if ((await Promise.race([closed, limit])) === "late") server.closeAllConnections();
  clearInterval(idle);
  await closed;
}
