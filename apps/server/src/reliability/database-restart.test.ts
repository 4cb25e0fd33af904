import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, migrateToLatest, type DbHandle } from "@qbank/db";
import { createCategoryWithQuestions, TEST_NOW } from "@qbank/db/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../test/server.ts";
import { startPrivatePostgres, type PrivatePostgres } from "./private-postgres.ts";
import {
  insertLearner,
  isEnvelope,
  logIn,
  recordFigures,
  REPO_ROOT,
  startServerProcess,
  type ServerProcess,
  freePort,
} from "./support.ts";

/**
 * The database goes away and comes back: a PostgreSQL cluster of the test's own is restarted
 * three times (twice with `pg_ctl restart -m fast`, once stopped for 3 s) while 30 learners
 * answer questions. The server process must live through it, answer 503 with Retry-After
 * (never hang) while the database is away, and work again on the same sessions soon after;
 * every acknowledged answer is stored and mail queued afterwards is delivered. Then: a
 * statement past the statement timeout is a 503; start-up waits for a database that is not up
 * yet, and gives up naming its host; SIGTERM lets the request in flight finish and exits 0.
 */

const LEARNERS = 30;
const STATEMENT_TIMEOUT_MS = 2_000;
/** The load's bound: the restarts take about 8 s; learners stop when they are done. */
const MAX_LOAD_MS = 40_000;
const MAX_ANSWERS_PER_LEARNER = 400;
/** A learner keeps an answer the server could not take and sends it again after this pause. */
const RESEND_AFTER_MS = 250;

let cluster: PrivatePostgres;
let handle: DbHandle;
let databaseUrl: string;
let server: ServerProcess | undefined;
let category: { id: string };

interface Page {
  run: { _id: string };
  questions: { _id: string }[];
}

interface Tally {
  requests: number;
  acknowledged: { run: string; question: string }[];
  unavailable: number;
  unavailableWithoutRetryAfter: number;
  unavailableWithoutEnvelope: number;
  otherStatus: Map<number, number>;
  networkErrors: number;
  slowestMs: number;
  lastOkAt: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One learner answers every question of the run, keeping an unsent answer to send again. */
async function answerLoop(client: LegacyClient, runId: string, first: string[], tally: Tally, done: () => boolean) {
  let queue = [...first];
  const held = [...first];
  let answered = 0;
  while (!done() && answered < MAX_ANSWERS_PER_LEARNER) {
    if (queue.length === 0) {
      const more = await client.post("/api/qbank/new", { run: runId, questions: held }).catch(() => null);
      if (!more || more.status !== 200) {
        await pause(RESEND_AFTER_MS);
        continue;
      }
      queue = (more.body.message as Page).questions.map((q) => q._id).filter((id) => !held.includes(id));
      held.push(...queue);
      if (queue.length === 0) return;
    }
    const question = queue[0]!;
    tally.requests++;
    const sent = performance.now();
    let status: number;
    try {
      const res = await client.post("/api/qbank/submit", { run: runId, question, answer: 1 + (answered % 5) });
      status = res.status;
      if (status === 503) {
        tally.unavailable++;
        if (!res.headers.get("retry-after")) tally.unavailableWithoutRetryAfter++;
        if (!isEnvelope(res.body)) tally.unavailableWithoutEnvelope++;
      }
    } catch {
      status = 0;
      tally.networkErrors++;
    }
    tally.slowestMs = Math.max(tally.slowestMs, performance.now() - sent);
    if (status === 200) {
      tally.acknowledged.push({ run: runId, question });
      tally.lastOkAt = performance.now();
    } else if (status !== 503 && status !== 0) {
      tally.otherStatus.set(status, (tally.otherStatus.get(status) ?? 0) + 1);
    }
    // Sent again while the server could not take it; anything else (taken or refused) moves on.
    if (status === 503 || status === 0) {
      await pause(RESEND_AFTER_MS);
      continue;
    }
    queue.shift();
    answered++;
  }
}

/** Milliseconds until the server is ready again and a signed-in read that needs the database works. */
async function recoveryTime(url: string, probe: LegacyClient, from: number): Promise<number> {
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    const read = ready
      ? await probe.get("/api/auth/getuserdata").then(
          (r) => r.status === 200,
          () => false,
        )
      : false;
    if (ready && read) return Math.round(performance.now() - from);
    if (performance.now() - from > 30_000) return Infinity;
    await pause(50);
  }
}

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query("create database qbank");
  await admin.end();
  databaseUrl = cluster.url.replace(/\/postgres$/, "/qbank");
  // The test's own pool lives through the restarts too.
  handle = await createDb({ databaseUrl, maxConnections: 4, onConnectionError: () => undefined });
  await migrateToLatest(handle.db);
  category = await createCategoryWithQuestions(handle.db, { level: 2, count: 200, name: "Restart bank" });
  server = await startServerProcess(databaseUrl, undefined, {
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  });
});

afterAll(async () => {
  await server?.stop();
  await handle?.close();
  await cluster?.dispose();
});

describe("the database restarts while 30 learners answer", () => {
  it("keeps the process up, answers 503 while away, recovers, and loses nothing acknowledged", async () => {
    const url = server!.url;
    const at = new Date(TEST_NOW);
    const learners = await Promise.all(Array.from({ length: LEARNERS }, () => insertLearner(handle.db, 2, at)));
    const sessions: { client: LegacyClient; email: string; run: string; questions: string[] }[] = [];
    // Ten log-ins at a time: fifty at once from one address would (rightly) be throttled.
    for (let i = 0; i < learners.length; i += 10) {
      const group = await Promise.all(
        learners.slice(i, i + 10).map(async (l) => {
          const client = await logIn(url, l.email);
          const started = await client.post("/api/qbank/start", { mode: "all", category: [category.id] });
          expect(started.status, started.text).toBe(200);
          const page = started.body.message as Page;
          return { client, email: l.email, run: page.run._id, questions: page.questions.map((q) => q._id) };
        }),
      );
      sessions.push(...group);
    }

    const tally: Tally = {
      requests: 0,
      acknowledged: [],
      unavailable: 0,
      unavailableWithoutRetryAfter: 0,
      unavailableWithoutEnvelope: 0,
      otherStatus: new Map(),
      networkErrors: 0,
      slowestMs: 0,
      lastOkAt: 0,
    };
    const begun = performance.now();
    let finished = false;
    const done = () => finished || performance.now() - begun > MAX_LOAD_MS;
    const load = Promise.all(sessions.map((s) => answerLoop(s.client, s.run, s.questions, tally, done)));

    const probe = sessions[0]!.client;
    const outages: { how: string; downMs: number; recoveryMs: number; okAfterMs: number }[] = [];
    await pause(1_000);
    for (const how of ["pg_ctl restart -m fast", "pg_ctl stop -m fast, 3 s down, start", "pg_ctl restart -m fast"]) {
      const down = performance.now();
      if (how.startsWith("pg_ctl restart")) {
        await cluster.restart();
      } else {
        await cluster.stop();
        await pause(3_000);
        await cluster.start();
      }
      const up = performance.now();
      const recoveryMs = await recoveryTime(url, probe, up);
      const ackedBefore = tally.acknowledged.length;
      while (tally.acknowledged.length === ackedBefore && performance.now() - up < 30_000) await pause(20);
      outages.push({
        how,
        downMs: Math.round(up - down),
        recoveryMs,
        okAfterMs: Math.round(performance.now() - up),
      });
      await pause(1_500);
    }
    finished = true;
    await load;

    const aliveAfter = server!.child.exitCode === null && server!.child.signalCode === null;
    // Every session still works on the same process, without logging in again.
    const sameSessions = await Promise.all(
      sessions.map(async (s) => {
        const res = await s.client.get("/api/auth/getuserdata");
        return (res.body.message as { email?: string }).email === s.email;
      }),
    );

    const runIds = sessions.map((s) => s.run);
    const answeredRows = await handle.db
      .selectFrom("run_questions")
      .select(["run_id", "question_id"])
      .where("run_id", "in", runIds)
      .where("answered_option", "is not", null)
      .execute();
    const tries = await handle.db
      .selectFrom("tries")
      .select(["run_id", "question_id"])
      .where("run_id", "in", runIds)
      .execute();
    const answered = new Set(answeredRows.map((r) => `${r.run_id}/${r.question_id}`));
    const tried = new Set(tries.map((t) => `${t.run_id}/${t.question_id}`));
    const acked = new Set(tally.acknowledged.map((a) => `${a.run}/${a.question}`));
    const lost = [...acked].filter((k) => !answered.has(k) || !tried.has(k));

    // Mail queued after the restarts goes out through the job queue that lived through them.
    const resetFor = sessions[1]!.email;
    const visitor = new LegacyClient(url);
    await visitor.get("/api/auth/getuserdata");
    const reset = await visitor.post("/api/auth/reset", { email: resetFor });
    expect(reset.status, reset.text).toBe(200);
    let mailSent = false;
    const mailFrom = performance.now();
    while (!mailSent && performance.now() - mailFrom < 20_000) {
      const row = await handle.db
        .selectFrom("mail_outbox")
        .select("sent_at")
        .where("to_address", "=", resetFor)
        .executeTakeFirst();
      mailSent = Boolean(row?.sent_at);
      if (!mailSent) await pause(200);
    }
    const mailMs = Math.round(performance.now() - mailFrom);

    const other = [...tally.otherStatus].map(([s, n]) => `${s}: ${n}`).join(", ") || "none";
    await recordFigures("6-database-restart", {
      title: "The database restarts under load",
      rows: [
        ["learners answering", LEARNERS],
        ...outages.map((o, i): [string, string] => [
          `restart ${i + 1} (${o.how}): database away, ready again after, first answer taken after`,
          `${o.downMs} ms, ${o.recoveryMs} ms, ${o.okAfterMs} ms`,
        ]),
        ["submit requests sent (resends included)", tally.requests],
        ["acknowledged (200)", acked.size],
        ["acknowledged and stored (answer and try)", acked.size - lost.length],
        ["acknowledged but lost", lost.length],
        ["503 answers while away (each with Retry-After and the envelope)", tally.unavailable],
        ["slowest answer", `${Math.round(tally.slowestMs)} ms`],
        ["requests with no answer", tally.networkErrors],
        ["other statuses", other],
        [
          "server process alive afterwards, sessions still valid",
          `${aliveAfter}, ${sameSessions.filter(Boolean).length} of ${LEARNERS}`,
        ],
        ["reset mail queued afterwards: delivered after", `${mailMs} ms`],
      ],
    });

    expect(aliveAfter, server!.output()).toBe(true);
    expect(tally.unavailable).toBeGreaterThan(0); // the outages did land mid-load
    expect(tally.acknowledged.length).toBeGreaterThanOrEqual(LEARNERS * 3);
    expect(lost).toEqual([]);
    expect(tally.unavailableWithoutRetryAfter).toBe(0);
    expect(tally.unavailableWithoutEnvelope).toBe(0);
    expect(tally.networkErrors).toBe(0);
    expect(other).toBe("none");
    expect(tally.slowestMs).toBeLessThan(10_000);
    for (const o of outages) expect(o.recoveryMs).toBeLessThan(10_000);
    for (const o of outages) expect(o.okAfterMs).toBeLessThan(10_000);
    expect(sameSessions.every(Boolean)).toBe(true);
    expect(mailSent).toBe(true);
  });

  it("answers 503 with Retry-After when a statement runs past the statement timeout", async () => {
    const client = await logIn(server!.url, (await insertLearner(handle.db, 2, new Date(TEST_NOW))).email);
    const started = await client.post("/api/qbank/start", { mode: "all", category: [category.id] });
    const page = started.body.message as Page;
    // Another connection holds the answers' table: the submit waits on it until the timeout.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query("begin; lock table run_questions in exclusive mode");
    const sent = performance.now();
    const blocked = await client.post("/api/qbank/submit", {
      run: page.run._id,
      question: page.questions[0]!._id,
      answer: 1,
    });
    const blockedMs = Math.round(performance.now() - sent);
    const trpcSent = performance.now();
    const trpc = await fetch(`${server!.url}/trpc/qbank.submit`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: client.cookieHeader(),
        "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
      },
      body: JSON.stringify({ run: page.run._id, question: page.questions[0]!._id, answer: 1 }),
    });
    const trpcMs = Math.round(performance.now() - trpcSent);
    const trpcBody = (await trpc.json()) as { error?: { data?: { httpStatus?: number } } };
    await holder.query("rollback");
    await holder.end();
    const after = await client.post("/api/qbank/submit", {
      run: page.run._id,
      question: page.questions[0]!._id,
      answer: 1,
    });

    await recordFigures("7-statement-timeout", {
      title: "A statement past the statement timeout",
      rows: [
        ["statement timeout", `${STATEMENT_TIMEOUT_MS} ms`],
        [
          "legacy submit on a locked table: status, Retry-After, time",
          `${blocked.status}, ${blocked.headers.get("retry-after")}, ${blockedMs} ms`,
        ],
        ["tRPC submit on a locked table: status, time", `${trpc.status}, ${trpcMs} ms`],
        ["the same submit once the lock is gone", after.status],
      ],
    });
    expect(blocked.status).toBe(503);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    expect(isEnvelope(blocked.body)).toBe(true);
    expect(blockedMs).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 100);
    expect(blockedMs).toBeLessThan(STATEMENT_TIMEOUT_MS + 3_000);
    expect(trpc.status).toBe(503);
    expect(trpc.headers.get("retry-after")).toBeTruthy();
    expect(trpcBody.error?.data?.httpStatus).toBe(503);
    expect(after.status).toBe(200);
  });

  it("waits at start-up for a database that comes up late, and gives up naming its host", async () => {
    // Nothing listens on this port: the process waits DATABASE_WAIT_SECONDS, then exits non-zero.
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "test",
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/qbank`,
        DATABASE_WAIT_SECONDS: "2",
        PORT: String(await freePort()),
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
    expect(code).not.toBe(0);
    expect(output).toContain(`waiting for the database at 127.0.0.1:${port} (DATABASE_URL)`);
    expect(output).toContain(`The database at 127.0.0.1:${port} (DATABASE_URL) did not answer within 2 s`);

    // The database is down when the server starts, and comes up once the server has said it
    // is waiting for it: the server then starts and becomes ready without a restart.
    const latePort = server!.port;
    await server!.stop();
    server = undefined;
    await cluster.stop();
    const late = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "test",
        DATABASE_URL: databaseUrl,
        PORT: String(latePort),
        HOST: "127.0.0.1",
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        DATA_DIR: join(tmpdir(), `qbank-late-${latePort}`),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let lateOutput = "";
    late.stdout.on("data", (d: Buffer) => (lateOutput += d.toString()));
    late.stderr.on("data", (d: Buffer) => (lateOutput += d.toString()));
    const lateExit = new Promise<number | null>((resolve) => late.once("exit", (c) => resolve(c)));
    const waitFor = async (done: () => boolean | Promise<boolean>, ms: number) => {
      const until = performance.now() + ms;
      while (!(await done()) && performance.now() < until) await pause(100);
    };
    await waitFor(() => lateOutput.includes("waiting for the database at 127.0.0.1"), 60_000);
    const waited = lateOutput.includes("waiting for the database at 127.0.0.1");
    await cluster.start();
    const up = performance.now();
    let ready = false;
    await waitFor(async () => {
      ready = await fetch(`http://127.0.0.1:${latePort}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      return ready;
    }, 30_000);
    const readyAfter = Math.round(performance.now() - up);
    // The same process that waited is the one now ready: it was not restarted.
    const exitedBeforeReady = late.exitCode !== null;
    late.kill("SIGTERM");
    const lateCode = await lateExit;
    await rm(join(tmpdir(), `qbank-late-${latePort}`), { recursive: true, force: true });
    expect(waited, lateOutput).toBe(true);
    expect(ready, lateOutput).toBe(true);
    expect(exitedBeforeReady).toBe(false);
    expect(lateCode).toBe(0);
    server = await startServerProcess(databaseUrl, undefined, {
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    });
    await recordFigures("8-start-up-wait", {
      title: "Start-up before the database",
      rows: [
        ["no database at all, DATABASE_WAIT_SECONDS=2: exit code", String(code)],
        ["database started once the server said it was waiting: server ready after", `${readyAfter} ms`],
      ],
    });
  }, 180_000);

  it("finishes the request in flight on SIGTERM and exits 0", async () => {
    const client = await logIn(server!.url, (await insertLearner(handle.db, 2, new Date(TEST_NOW))).email);
    const started = await client.post("/api/qbank/start", { mode: "all", category: [category.id] });
    const page = started.body.message as Page;
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query("begin; lock table run_questions in exclusive mode");
    const inFlight = client.post("/api/qbank/submit", {
      run: page.run._id,
      question: page.questions[0]!._id,
      answer: 1,
    });
    await pause(300);
    const exit = new Promise<number | null>((resolve) => server!.child.once("exit", (c) => resolve(c)));
    server!.child.kill("SIGTERM");
    await pause(500);
    const refused = await fetch(`${server!.url}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    await holder.query("rollback");
    await holder.end();
    const answer = await inFlight;
    const code = await exit;
    await server!.stop();
    server = undefined;
    await recordFigures("9-sigterm", {
      title: "SIGTERM with a request in flight",
      rows: [
        ["request in flight: status", answer.status],
        ["new connections after SIGTERM", refused === 0 ? "refused" : `answered ${refused}`],
        ["exit code", String(code)],
      ],
    });
    expect(answer.status).toBe(200);
    expect(refused === 0 || refused === 503).toBe(true);
    expect(code).toBe(0);
  });
});
