import { masteryAttemptsLeft, newId } from "@qbank/db";
import { sql } from "kysely";
import { createCategoryWithQuestions, insertTestAttempts, TEST_NOW } from "@qbank/db/testing";
import { Agent, get } from "node:http";
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
 * mastery attempt is spent once across both, and the minute sweep (a pg-boss schedule) runs
 * once across both.
 */

let db: Awaited<ReturnType<typeof scratchDatabase>>;
let a: ServerProcess;
let b: ServerProcess;
let cat: { id: string; questionIds: string[] };
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
  });

  it("keeps an idle connection open past Node's 5 s default, so a proxy that reuses it is not reset", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = () =>
      new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
        const req = get(`${a.url}/healthz`, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
        });
        req.on("error", reject);
      });
    try {
      expect(await ask()).toEqual({ status: 200, reused: false });
      await new Promise((r) => setTimeout(r, 6_000));
      expect(await ask()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
    figures.push(["a keep-alive connection idle 6 s, then reused", "served"]);
  }, 20_000);

  it("runs the minute sweep once across both: an overdue mock is closed and its answers recorded once", async () => {
    // The processes keep real time: TEST_NOW lies in the real past, so the mock is overdue.
    const user = await insertLearner(db.handle.db, 5, at);
    const runId = newId();
    const past = at;
    const [q1, q2] = cat.questionIds;
    await db.handle.db
      .insertInto("runs")
      .values({
        id: runId,
        user_id: user.id,
        mode: "exam",
        category_ids: [cat.id],
        question_count: 2,
        started_at: new Date(past.getTime() - 3 * 3600_000),
        deadline_at: past,
      })
      .execute();
    await db.handle.db
      .insertInto("run_questions")
      .values([
        {
          run_id: runId,
          position: 1,
          question_id: q1!,
          option_order: [1, 2, 3, 4, 5],
          answered_option: 1,
          correct: true,
          answered_at: past,
        },
        {
          run_id: runId,
          position: 2,
          question_id: q2!,
          option_order: [1, 2, 3, 4, 5],
          answered_option: 2,
          correct: false,
          answered_at: past,
        },
      ])
      .execute();

    // pg-boss fires the schedule at the next minute; allow it a little over one.
    const endedAt = async () =>
      (await db.handle.db.selectFrom("runs").select("ended_at").where("id", "=", runId).executeTakeFirstOrThrow())
        .ended_at;
    await expect
      .poll(endedAt, { timeout: 80_000, interval: 1000, message: "the sweep closed the overdue mock" })
      .not.toBeNull();
    // Then until no sweep is running on either process, so a second one would have written by now.
    const running = async () =>
      (
        await sql<{ n: number }>`
          select count(*)::int as n from pgboss.job where name = 'maintenance' and state = 'active'
        `.execute(db.handle.db)
      ).rows[0]?.n;
    await expect.poll(running, { timeout: 30_000, interval: 250 }).toBe(0);
    const tries = await db.handle.db.selectFrom("tries").select("correct").where("run_id", "=", runId).execute();
    expect(tries.map((t) => t.correct).sort()).toEqual([false, true]);
    const perMinute = await sql<{ minute: string; runs: number }>`
      select date_trunc('minute', created_on)::text as minute, count(*)::int as runs
      from pgboss.job where name = 'maintenance' group by 1 order by 1
    `.execute(db.handle.db);
    expect(perMinute.rows.length).toBeGreaterThanOrEqual(1);
    expect(perMinute.rows.every((r) => r.runs === 1)).toBe(true);
    figures.push(["overdue mock closed by the sweep across A and B: tries recorded (of 2)", tries.length]);
    figures.push(["maintenance jobs per minute across A and B", perMinute.rows.map((r) => r.runs).join(", ")]);
    await recordFigures("4-processes", { title: "Two server processes on one database", rows: figures });
  });
});
