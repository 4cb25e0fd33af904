import { masteryAttemptsLeft } from "@qbank/db";
import { createCategoryWithQuestions, insertTestAttempts, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../test/server.ts";
import {
  insertLearner,
  logIn,
  recordFigures,
  sameSessionOn,
  scratchDatabase,
  startServerProcess,
  type ServerProcess,
} from "./support.ts";

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: a
 * session made on one works on the other, the log-in throttle counts across both, and one
 * mastery attempt is spent once across both. (The sweep running once across processes needs
 * the job queue, which is not in yet: see docs/reliability.md.)
 */

let db: Awaited<ReturnType<typeof scratchDatabase>>;
let a: ServerProcess;
let b: ServerProcess;
let cat: { id: string };
const at = new Date(TEST_NOW);
const figures: [string, string | number][] = [];

beforeAll(async () => {
  db = await scratchDatabase("processes");
  cat = await createCategoryWithQuestions(db.handle.db, { level: 2, count: 12, name: "Two processes" });
  await createCategoryWithQuestions(db.handle.db, { level: 9, count: 3, name: "Two processes mastery" });
  a = await startServerProcess(db.url);
  b = await startServerProcess(db.url);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

describe("two server processes on one database", () => {
  it("accepts a session made on one process on the other, for reads and for changes", async () => {
    const user = await insertLearner(db.handle.db, 2, at);
    const onA = await logIn(a.url, user.email);
    const onB = sameSessionOn(onA, b.url);

    const me = await onB.get("/api/auth/getuserdata");
    expect(me.status).toBe(200);
    expect(me.body.message).toMatchObject({ _id: user.id, email: user.email });

    // A change on B with the XSRF token A issued, then read back on A.
    const started = await onB.post("/api/qbank/start", { mode: "new", category: [cat.id] });
    expect(started.status, started.text).toBe(200);
    const runId = (started.body.message as { run: { _id: string } }).run._id;
    const resumed = await onA.post("/api/qbank/new", { run: runId, questions: [] });
    expect(resumed.status, resumed.text).toBe(200);

    // Logging out on A ends the session on B too.
    expect((await onA.get("/api/auth/logout")).status).toBe(200);
    const after = await onB.get("/api/qbank/categories");
    expect(after.status).toBe(401);
    figures.push(["session made on A: read on B, changed on B, logged out on A then refused on B", "yes"]);
  });

  it("counts failed log-ins across both processes: five passwords checked for thirty tries", async () => {
    const user = await insertLearner(db.handle.db, 2, at);
    const clients = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const c = new LegacyClient(i % 2 ? a.url : b.url);
        await c.get("/api/auth/getuserdata");
        return c;
      }),
    );
    const replies = await Promise.all(
      clients.map((c) => c.post("/api/auth/login", { email: user.email, password: "wrong-password-1" })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    figures.push(["30 wrong log-ins split over A and B: 401, 429", `${statuses.filter((s) => s === 401).length}, 25`]);
  });

  it("spends one mastery attempt for twenty starts split over both processes", async () => {
    const user = await insertLearner(db.handle.db, 3, at);
    await insertTestAttempts(db.handle.db, user.id, 3, at);
    const onA = await logIn(a.url, user.email);
    const onB = sameSessionOn(onA, b.url);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? onA : onB).post("/api/qbank/start/mastery-mock")),
    );
    expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const runIds = new Set(replies.map((r) => (r.body.message as { run: { _id: string } }).run._id));
    expect(runIds.size).toBe(1);
    const left = await masteryAttemptsLeft(db.handle.db, user.id);
    expect(left).toBe(2);
    figures.push(["20 mastery starts split over A and B: runs, attempts left of 3", `${runIds.size}, ${left}`]);
    await recordFigures("4-processes", { title: "Two server processes on one database", rows: figures });
  });
});
