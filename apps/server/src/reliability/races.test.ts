import { masteryAttemptsLeft } from "@qbank/db";
import { createCategoryWithQuestions, insertTestAttempts } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";
import { recordFigures } from "./support.ts";

/**
 * The races over HTTP, 20 (or 30) requests at once: one run, one attempt spent, no key
 * revealed, at most five passwords checked. The procedure-level versions live in
 * packages/api (qbank.test.ts, auth.test.ts); these go through Express, sessions and XSRF.
 */

let server: TestServer;
let cat: { id: string; questionIds: string[] };
const figures: [string, string | number][] = [];

beforeAll(async () => {
  server = await startTestServer();
  cat = await createCategoryWithQuestions(server.handle.db, { level: 3, count: 12, name: "Race bank" });
  await createCategoryWithQuestions(server.handle.db, { level: 9, count: 3, name: "Race mastery pool" });
});
afterAll(() => server.close());

const openRuns = (userId: string) =>
  server.handle.db
    .selectFrom("runs")
    .select(["id", "mode"])
    .where("user_id", "=", userId)
    .where("ended_at", "is", null)
    .execute();

interface LegacyPage {
  run: { _id: string; mode: string };
  questions: { _id: string; explanation_text: string | null; correct_number: number | null }[];
}

describe("parallel starts", () => {
  it("opens one exam for twenty POST /api/qbank/start/mock at once", async () => {
    const { id, client } = await loggedInLearner(server, 5);
    const replies = await Promise.all(Array.from({ length: 20 }, () => client.post("/api/qbank/start/mock")));
    expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const runIds = new Set(replies.map((r) => (r.body.message as LegacyPage).run._id));
    expect(runIds.size).toBe(1);
    const open = await openRuns(id);
    expect(open).toEqual([{ id: [...runIds][0], mode: "exam" }]);
    figures.push(["20 parallel mock starts: distinct runs, open runs", `${runIds.size}, ${open.length}`]);
  });

  it("refuses a batch of starts, never leaves a practice run beside the exam, and reveals no key", async () => {
    let rounds = 0;
    for (const order of [
      ["qbank.startMock", "qbank.start"],
      ["qbank.start", "qbank.startMock"],
      ["qbank.startMock", "qbank.start"],
      ["qbank.start", "qbank.startMock"],
    ]) {
      const { id, client } = await loggedInLearner(server, 5);
      const practice = { mode: "all", category: [cat.id] };
      const batch = Object.fromEntries(order.flatMap((p, i) => (p === "qbank.start" ? [[String(i), practice]] : [])));
      // One request naming two mutations is refused whole: nothing starts.
      const res = await client.request("POST", `/trpc/${order.join(",")}?batch=1`, batch);
      expect(res.status, res.text).toBe(400);
      expect(await openRuns(id)).toEqual([]);
      // The same two starts as two requests at once: whichever wins, only the exam stays open.
      const replies = await Promise.all(
        order.map((p) =>
          p === "qbank.start" ? client.post("/trpc/qbank.start", practice) : client.post("/trpc/qbank.startMock"),
        ),
      );
      expect(replies.every((r) => r.status < 500)).toBe(true);
      const open = await openRuns(id);
      expect(open, `order ${order.join(",")}`).toHaveLength(1);
      expect(open[0]!.mode).toBe("exam");

      // The legacy player now continues the exam: no key and no explanation anywhere.
      const more = await client.post("/api/qbank/new", {});
      expect(more.status, more.text).toBe(200);
      const page = more.body.message as LegacyPage;
      expect(page.run.mode).toBe("exam");
      for (const q of page.questions) {
        expect(q.explanation_text ?? null).toBeNull();
        expect(q.correct_number ?? null).toBeNull();
      }
      const submitted = await client.post("/api/qbank/submit", { question: page.questions[0]!._id, answer: 1 });
      expect(submitted.status, submitted.text).toBe(200);
      expect(submitted.body.message).toMatchObject({ correct: null, correct_number: null, explanation_text: null });
      rounds++;
    }
    figures.push([
      "refused batches, then parallel startMock + start: rounds with one open run, no key",
      `${rounds} of 4`,
    ]);
  });

  it("spends one attempt for two parallel POST /api/qbank/start/mastery-mock, and one for twenty", async () => {
    for (const parallel of [2, 20]) {
      const { id, client } = await loggedInLearner(server, 3);
      await insertTestAttempts(server.handle.db, id, 3, server.clock.now());
      const replies = await Promise.all(
        Array.from({ length: parallel }, () => client.post("/api/qbank/start/mastery-mock")),
      );
      expect(replies.map((r) => r.status)).toEqual(Array.from({ length: parallel }, () => 200));
      const runIds = new Set(replies.map((r) => (r.body.message as LegacyPage).run._id));
      expect(runIds.size).toBe(1);
      const left = await masteryAttemptsLeft(server.handle.db, id);
      expect(left).toBe(2);
      expect(await openRuns(id)).toHaveLength(1);
      figures.push([`${parallel} parallel mastery starts: runs, attempts left of 3`, `${runIds.size}, ${left}`]);
    }
  });
});

describe("parallel log-ins", () => {
  it("checks five passwords when thirty wrong ones for one email arrive at once from one address", async () => {
    const { email } = await loggedInLearner(server, 2);
    const clients = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const c = new LegacyClient(server.url);
        await c.get("/api/auth/getuserdata");
        return c;
      }),
    );
    const replies = await Promise.all(
      clients.map((c) => c.post("/api/auth/login", { email, password: "wrong-password-1" })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    for (const r of replies) {
      expect(r.body.message).toEqual([{ object: expect.any(String), message: expect.any(String) }]);
    }
    figures.push(["30 parallel wrong log-ins: 401, 429", `${statuses.filter((s) => s === 401).length}, 25`]);
    await recordFigures("3-races", { title: "Races over HTTP", rows: figures });
  });
});
