import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

/** The legacy review paths over HTTP: envelopes, `_id`, grading, statuses and XSRF. */

let server: TestServer;
let questions: string[];

interface LegacyCard {
  _id: string;
  kind: string;
  due: string;
  state: string;
  question: { _id: string; question_text: string };
  category: { _id: string; name: string };
  answer: string;
}

beforeAll(async () => {
  server = await startTestServer();
  ({ questionIds: questions } = await createCategoryWithQuestions(server.handle.db, { count: 3, name: "Renal" }));
});
afterAll(() => server.close());

async function learnerWithKeys(n: number) {
  const learner = await loggedInLearner(server);
  for (const question of questions.slice(0, n)) {
    const saved = await learner.client.post("/api/user/revision-keys/save", { question });
    expect(saved.status, saved.text).toBe(200);
  }
  return learner;
}

const dueCards = async (client: LegacyClient) => {
  const res = await client.get("/api/user/review/due");
  expect(res.status, res.text).toBe(200);
  return res.body.message as { cards: LegacyCard[]; count: number };
};

describe("GET /api/user/review/due and /summary", () => {
  it("lists today's cards with `_id`s and counts them", async () => {
    const { client } = await learnerWithKeys(2);
    const due = await dueCards(client);
    expect(due.count).toBe(2);
    expect(due.cards[0]).toMatchObject({
      _id: expect.any(String),
      kind: "key",
      state: "new",
      question: { _id: questions[0], question_text: "Renal question 1?" },
      category: { _id: expect.any(String), name: "Renal" },
      answer: "Explanation 1 of Renal.",
    });
    const summary = await client.get("/api/user/review/summary");
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({ message: { due: 2, reviewed_today: 0, streak: 0 } });
  });

  it("answers 401 without a session", async () => {
    const visitor = new LegacyClient(server.url);
    const res = await visitor.get("/api/user/review/due");
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual([{ object: "auth", message: "Please log in." }]);
  });
});

describe("POST /api/user/review/grade", () => {
  it("grades a card, moves it out of today's list and counts the streak", async () => {
    const { client } = await learnerWithKeys(2);
    const [first] = (await dueCards(client)).cards;
    const res = await client.post("/api/user/review/grade", { card: first!._id, grade: 3 });
    expect(res.status, res.text).toBe(200);
    const graded = res.body.message as { card: string; grade: number; due: string; state: string };
    expect(graded).toMatchObject({ card: first!._id, grade: 3, state: "review" });
    expect(new Date(graded.due).getTime()).toBeGreaterThan(server.clock.now().getTime());
    expect((await dueCards(client)).cards.map((c) => c._id)).not.toContain(first!._id);
    const again = await client.post("/api/user/review/grade", { card: first!._id, grade: 3 });
    expect(again.status).toBe(409);
    expect(again.body.message).toEqual([{ object: "card", message: "This card is not due yet." }]);
    const summary = await client.get("/api/user/review/summary");
    expect(summary.body.message).toEqual({ due: 1, reviewed_today: 1, streak: 1 });
  });

  it("answers 400 for a bad grade or card id, 404 for another learner's card, 403 without the XSRF header", async () => {
    const { client } = await learnerWithKeys(1);
    const [card] = (await dueCards(client)).cards;
    const bad = await client.post("/api/user/review/grade", { card: card!._id, grade: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual([
      { object: "grade", message: "The grade must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)." },
    ]);
    const badId = await client.post("/api/user/review/grade", { card: "nope", grade: 1 });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toEqual([{ object: "card", message: "Unknown review card." }]);

    const other = await loggedInLearner(server);
    const foreign = await other.client.post("/api/user/review/grade", { card: card!._id, grade: 3 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toEqual([{ object: "review card", message: "The review card was not found." }]);

    const noXsrf = await client.request(
      "POST",
      "/api/user/review/grade",
      { card: card!._id, grade: 3 },
      {
        "x-xsrf-token": "",
      },
    );
    expect(noXsrf.status).toBe(403);
    expect((await dueCards(client)).count).toBe(1);
  });
});
