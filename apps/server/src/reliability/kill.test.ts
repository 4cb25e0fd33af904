import { createCategoryWithQuestions, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../test/server.ts";
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
 * kill -9 under load: 50 learners answer questions in practice runs; the server process is
 * killed with SIGKILL part-way and started again. Every answer that got a 200 must be stored
 * (the run's question answered and a try written). The figures go to docs/reliability.md.
 */

const LEARNERS = 50;
/** Load runs at most this long (a monotonic bound); the kill comes part-way through. */
const LOAD_MS = 3_000;
const KILL_AFTER_MS = 1_500;
/** And at most this many answers per learner. */
const MAX_ANSWERS_PER_LEARNER = 150;

let db: Awaited<ReturnType<typeof scratchDatabase>>;
let server: ServerProcess | undefined;
let restarted: ServerProcess | undefined;
let cat: { id: string };

interface Acked {
  run: string;
  question: string;
  answer: number;
}

interface Tally {
  requests: number;
  acknowledged: Acked[];
  status5xx: number;
  otherStatus: number;
  networkErrors: number;
}

interface Page {
  run: { _id: string };
  questions: { _id: string }[];
}

/** One learner's loop: answer every question of the page, then ask for more, until told to stop. */
async function answerLoop(client: LegacyClient, runId: string, first: string[], tally: Tally, until: number) {
  let queue = [...first];
  const held = [...first];
  let answered = 0;
  while (performance.now() < until && answered < MAX_ANSWERS_PER_LEARNER) {
    try {
      if (queue.length === 0) {
        const more = await client.post("/api/qbank/new", { run: runId, questions: held });
        if (more.status !== 200) return;
        const page = more.body.message as Page;
        queue = page.questions.map((q) => q._id).filter((id) => !held.includes(id));
        held.push(...queue);
        if (queue.length === 0) return;
      }
      const question = queue.shift()!;
      const answer = 1 + (answered % 5);
      tally.requests++;
      answered++;
      const res = await client.post("/api/qbank/submit", { run: runId, question, answer });
      if (res.status === 200) tally.acknowledged.push({ run: runId, question, answer });
      else if (res.status >= 500) tally.status5xx++;
      else tally.otherStatus++;
    } catch {
      // The process is gone (connection refused or reset): this learner stops.
      tally.networkErrors++;
      return;
    }
  }
}

beforeAll(async () => {
  db = await scratchDatabase("kill");
  cat = await createCategoryWithQuestions(db.handle.db, { level: 2, count: 200, name: "Kill bank" });
  server = await startServerProcess(db.url);
});
afterAll(async () => {
  await server?.stop();
  await restarted?.stop();
  await db?.drop();
});

describe("kill -9 under 50 learners submitting", () => {
  it("stores every acknowledged answer", async () => {
    const at = new Date(TEST_NOW);
    const learners = await Promise.all(Array.from({ length: LEARNERS }, () => insertLearner(db.handle.db, 2, at)));
    // Ten log-ins at a time: every attempt counts against the address until it succeeds,
    // and fifty at once from one address would (rightly) be throttled.
    const sessions: { client: LegacyClient; run: string; questions: string[] }[] = [];
    for (let i = 0; i < learners.length; i += 10) {
      const group = await Promise.all(
        learners.slice(i, i + 10).map(async (l) => {
          const client = await logIn(server!.url, l.email);
          const started = await client.post("/api/qbank/start", { mode: "all", category: [cat.id] });
          expect(started.status, started.text).toBe(200);
          const page = started.body.message as Page;
          return { client, run: page.run._id, questions: page.questions.map((q) => q._id) };
        }),
      );
      sessions.push(...group);
    }

    const tally: Tally = { requests: 0, acknowledged: [], status5xx: 0, otherStatus: 0, networkErrors: 0 };
    const begun = performance.now();
    const until = begun + LOAD_MS;
    const killer = new Promise<number>((resolve) =>
      setTimeout(() => {
        server!.child.kill("SIGKILL");
        resolve(Math.round(performance.now() - begun));
      }, KILL_AFTER_MS),
    );
    await Promise.all(sessions.map((s) => answerLoop(s.client, s.run, s.questions, tally, until)));
    const killedAt = await killer;
    await server!.exited;
    const ackedBeforeKill = tally.acknowledged.length;

    // Start again on the same database and check every acknowledged answer.
    restarted = await startServerProcess(db.url);
    const acked = new Map(tally.acknowledged.map((a) => [`${a.run}/${a.question}`, a]));
    const runIds = sessions.map((s) => s.run);
    const answeredRows = await db.handle.db
      .selectFrom("run_questions")
      .select(["run_id", "question_id", "answered_option"])
      .where("run_id", "in", runIds)
      .where("answered_option", "is not", null)
      .execute();
    const tries = await db.handle.db
      .selectFrom("tries")
      .select(["run_id", "question_id"])
      .where("run_id", "in", runIds)
      .execute();
    const answered = new Set(answeredRows.map((r) => `${r.run_id}/${r.question_id}`));
    const tried = new Set(tries.map((t) => `${t.run_id}/${t.question_id}`));
    const lost = [...acked.keys()].filter((k) => !answered.has(k) || !tried.has(k));
    const stored = acked.size - lost.length;

    // The same sessions work on the restarted process (they live in the database).
    const again = await sameSessionOn(sessions[0]!.client, restarted.url).get("/api/auth/getuserdata");
    expect(again.status).toBe(200);

    await recordFigures("5-kill", {
      title: "kill -9 under load",
      rows: [
        ["learners submitting at once", LEARNERS],
        ["load bound, SIGKILL after", `${LOAD_MS} ms, ${killedAt} ms`],
        ["submit requests sent", tally.requests],
        ["acknowledged (200)", ackedBeforeKill],
        ["acknowledged and stored (answer and try)", stored],
        ["acknowledged but lost", lost.length],
        ["answers stored without an acknowledgement (cut off mid-reply)", answered.size - stored],
        ["5xx answers", tally.status5xx],
        ["other non-200 answers", tally.otherStatus],
        ["requests cut off by the kill (no answer)", tally.networkErrors],
      ],
    });

    expect(tally.acknowledged.length).toBeGreaterThanOrEqual(LEARNERS); // the load was real
    expect(tally.networkErrors).toBeGreaterThan(0); // the kill did land mid-load
    expect(lost).toEqual([]);
    expect(tally.status5xx).toBe(0);
  });
});
