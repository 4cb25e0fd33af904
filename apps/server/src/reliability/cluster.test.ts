import { readFileSync } from "node:fs";
import { createDb } from "@qbank/db";
import { createCategoryWithQuestions, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertLearner,
  logIn,
  recordFigures,
  scratchDatabase,
  startServerProcess,
  type ServerProcess,
} from "./support.ts";

/**
 * WEB_CONCURRENCY=2 on PostgreSQL: a primary process (migrations, jobs) and two server
 * processes sharing one port, as `npm start` runs them on a machine of two cores.
 */

let db: Awaited<ReturnType<typeof scratchDatabase>>;
let server: ServerProcess;
let cat: { id: string };
const at = new Date(TEST_NOW);
const figures: [string, string | number][] = [];

/** The server processes the primary started (its children running the server's entry point). */
function serverProcesses(primary: number): number[] {
  const children = readFileSync(`/proc/${primary}/task/${primary}/children`, "utf8").trim().split(/\s+/);
  return children
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("main.ts");
      } catch {
        return false; // ended meanwhile
      }
    });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits for a condition, within a bound read from a monotonic clock (not the time of day). */
async function until(what: string, holds: () => boolean | Promise<boolean>, withinMs = 30_000) {
  const deadline = performance.now() + withinMs;
  while (!(await holds())) {
    if (performance.now() > deadline) throw new Error(`still not so after ${withinMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  db = await scratchDatabase("cluster");
  cat = await createCategoryWithQuestions(db.handle.db, { level: 2, count: 5, name: "Cluster" });
  server = await startServerProcess(db.url, undefined, { WEB_CONCURRENCY: "2" });
  await until("two server processes", () => serverProcesses(server.child.pid!).length === 2);
});
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

describe("WEB_CONCURRENCY=2", () => {
  it("serves one port from two processes, a session working on whichever answers", async () => {
    const learner = await logIn(server.url, (await insertLearner(db.handle.db, 2, at)).email);
    const replies = await Promise.all(Array.from({ length: 40 }, () => learner.get("/api/qbank/categories")));
    expect(replies.map((r) => r.status)).toEqual(Array(40).fill(200));
    const started = await learner.post("/api/qbank/start", { mode: "new", category: [cat.id] });
    expect(started.status, started.text).toBe(200);
    figures.push(["server processes behind one port", serverProcesses(server.child.pid!).length]);
  });

  it("replaces a server process that dies, and keeps answering meanwhile", async () => {
    const [victim, survivor] = serverProcesses(server.child.pid!);
    process.kill(victim!, "SIGKILL");
    await until("the dead process gone", () => !alive(victim!));
    const learner = await logIn(server.url, (await insertLearner(db.handle.db, 2, at)).email);
    expect((await learner.get("/api/qbank/categories")).status).toBe(200);
    await until("a new process in its place", () => {
      const now = serverProcesses(server.child.pid!);
      return now.length === 2 && now.includes(survivor!) && !now.includes(victim!);
    });
    figures.push(["a killed server process replaced", "yes"]);
  });

  it("drains every process on SIGTERM and exits 0", async () => {
    const children = serverProcesses(server.child.pid!);
    await until("the new process listening", async () => (await fetch(`${server.url}/readyz`)).status === 200);
    server.child.kill("SIGTERM");
    await server.exited;
    expect(server.child.exitCode, server.output()).toBe(0);
    expect(children.filter(alive)).toEqual([]);
    figures.push(["SIGTERM: primary exits 0, no server process left", "yes"]);
    await recordFigures("4b-cluster", { title: "Two server processes on one port (WEB_CONCURRENCY=2)", rows: figures });
  });
});

describe("a serving process's pool", () => {
  it("opens every connection before the first request and keeps them", async () => {
    const handle = await createDb({ databaseUrl: db.url, maxConnections: 4, keepConnections: true });
    try {
      expect(handle.poolStats!()).toEqual({ inUse: 0, idle: 0, waiting: 0 });
      await handle.warm!();
      expect(handle.poolStats!()).toEqual({ inUse: 0, idle: 4, waiting: 0 });
    } finally {
      await handle.close();
    }
  });
});
