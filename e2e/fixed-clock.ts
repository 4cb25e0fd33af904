import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { ownServer } from "./own-server.ts";

/** A server of a spec's own on a fixed clock (e2e/fixed-clock-server.ts): its address and data folder. */
export interface FixedClockServer {
  baseURL: string;
  dataDir: string;
  /** Starts it from a fresh demo bank, its clock standing at `now`, and waits until it answers. */
  start(now: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The app with its clock standing still, on a port and data folder of the worker slot's own
 * (after the main server's port and the peers spec's), so repeats on several workers never share
 * one. The web app must be built first, as for every browser test.
 */
export function fixedClockServer(name: string): FixedClockServer {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const server = ownServer({
    port: Number(process.env.E2E_PORT ?? 3100) + 10 + slot,
    dataDir: resolve(`${process.env.E2E_DATA_DIR ?? "test-results/e2e-data"}-${name}-${slot}`),
    args: ["--import", "tsx", "e2e/fixed-clock-server.ts"],
    startTimeoutMs: 110_000,
  });
  return {
    baseURL: server.baseURL,
    dataDir: server.dataDir,
    start: async (now) => {
      rmSync(server.dataDir, { recursive: true, force: true });
      await server.start({ E2E_NOW: now, TRUST_PROXY: "1" });
    },
    stop: () => server.stop(),
  };
}
