import { execFile } from "node:child_process";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./support.ts";

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (initdb and pg_ctl from the Debian packages), on its
 * own port in a temporary folder, so a test may stop and restart it. PostgreSQL refuses to run
 * as root: as root the cluster runs as the `postgres` account.
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: every connection is cut, as in a maintenance window. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  dispose: () => Promise<void>;
}

async function owner(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number((await run("id", ["-u", "postgres"])).stdout.trim());
  const gid = Number((await run("id", ["-g", "postgres"])).stdout.trim());
  return { uid, gid };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), "qbank-pg-"));
  const data = join(dir, "data");
  const port = await freePort();
  const as = await owner();
  if (as) await chown(dir, as.uid, as.gid);
  const options = { ...(as ?? {}), cwd: dir, env: { PATH: process.env.PATH ?? "", LANG: "C" } };
  const pgCtl = (...args: string[]) => run("pg_ctl", ["-D", data, "-w", "-t", "30", ...args], options);

  await run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"], options);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = async () => void (await pgCtl("-o", serverOptions, "-l", join(dir, "log"), "start"));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: async () => void (await pgCtl("-m", "fast", "-o", serverOptions, "-l", join(dir, "log"), "restart")),
    stop: async () => void (await pgCtl("-m", "fast", "stop")),
    start,
    dispose: async () => {
      await pgCtl("-m", "immediate", "stop").catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
