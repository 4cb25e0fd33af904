import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { expect } from "@playwright/test";

/** A server of a spec's own on a fixed clock (e2e/fixed-clock-server.ts): its address and data folder. */
export interface FixedClockServer {
  baseURL: string;
  dataDir: string;
  /** Starts it from a fresh demo bank, its clock standing at `now`, and waits until it answers. */
  start(now: string): Promise<void>;
  stop(): Promise<void>;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * The app with its clock standing still, on a port and data folder of the worker slot's own
 * (after the main server's port and the peers spec's), so repeats on several workers never share
 * one. The web app must be built first, as for every browser test.
 */
export function fixedClockServer(name: string): FixedClockServer {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const port = Number(process.env.E2E_PORT ?? 3100) + 10 + slot;
  const baseURL = `http://localhost:${port}`;
  const dataDir = resolve(`${process.env.E2E_DATA_DIR ?? "test-results/e2e-data"}-${name}-${slot}`);
  let server: ChildProcess | undefined;
  return {
    baseURL,
    dataDir,
    start: async (now) => {
      rmSync(dataDir, { recursive: true, force: true });
      server = spawn("node", ["--import", "tsx", "e2e/fixed-clock-server.ts"], {
        env: {
          ...process.env,
          E2E_NOW: now,
          PORT: String(port),
          DATA_DIR: dataDir,
          APP_URL: baseURL,
          LOG_LEVEL: "warn",
          TRUST_PROXY: "1",
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      await expect.poll(() => healthy(`${baseURL}/healthz`), { timeout: 110_000 }).toBe(true);
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
