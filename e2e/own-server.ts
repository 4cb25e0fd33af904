import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { expect } from "@playwright/test";

/** A server a spec starts for itself, as a child process on a port and data folder of its own. */
export interface OwnServer {
  baseURL: string;
  dataDir: string;
  /** Starts it with these settings besides its own, and waits until it answers. */
  start(env?: Record<string, string>): Promise<void>;
  /** Stops it and removes its data folder. */
  stop(): Promise<void>;
}

interface OwnServerOptions {
  port: number;
  dataDir: string;
  /** node's arguments, run in `cwd`. */
  args: string[];
  cwd?: string;
  startTimeoutMs?: number;
}

/**
 * The port and folder are the caller's: one per worker slot, after the main server's port, so
 * repeats on several workers never share one.
 */
export function ownServer({ port, dataDir, args, cwd, startTimeoutMs = 90_000 }: OwnServerOptions): OwnServer {
  const baseURL = `http://localhost:${port}`;
  let server: ChildProcess | undefined;
  return {
    baseURL,
    dataDir,
    start: async (env = {}) => {
      server = spawn("node", args, {
        cwd,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_URL: baseURL, LOG_LEVEL: "warn", ...env },
        stdio: ["ignore", "ignore", "inherit"],
      });
      await expect.poll(() => answers(`${baseURL}/healthz`), { timeout: startTimeoutMs }).toBe(true);
    },
    stop: async () => {
      if (!server) return;
      const exited = new Promise((done) => server!.once("exit", done));
      server.kill("SIGTERM");
      await exited;
      server = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
