import { createCategoryWithQuestions, insertTestFirstAnswers } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

/** How others answered, as POST /api/qbank/submit carries it: `peers` and `peers_correct`. */

interface LegacyQuestion {
  _id: string;
  answer_array: { number: number; text: string }[];
}
interface Submitted {
  peers: { number: number; share: number }[] | null;
  peers_correct: number | null;
}

let server: TestServer;
let questionId: string;
let categoryId: string;

beforeAll(async () => {
  server = await startTestServer();
  const cat = await createCategoryWithQuestions(server.handle.db, { level: 2, count: 1, name: "Peers" });
  [questionId] = cat.questionIds as [string];
  categoryId = cat.id;
  // 20 learners: 15 chose the key, 5 chose option 2.
  await insertTestFirstAnswers(
    server.handle.db,
    questionId,
    [...Array<number>(15).fill(1), ...Array<number>(5).fill(2)],
    server.clock.now(),
  );
});
afterAll(() => server.close());

describe("POST /api/qbank/submit peers", () => {
  it("carries each option's share and the share right after a practice answer", async () => {
    const { client } = await loggedInLearner(server, 4);
    const start = await client.post("/api/qbank/start", { mode: "all", category: categoryId });
    expect(start.status, start.text).toBe(200);
    const res = await client.post("/api/qbank/submit", { question: questionId, answer: 3, correct: true });
    expect(res.status, res.text).toBe(200);
    const body = res.body.message as Submitted;
    // With this learner, 21 first answers: 15 right, 5 on option 2, 1 on option 3.
    // In the run's option order; practice numbers are the stored ones (1 is the key).
    expect([...body.peers!].sort((a, b) => a.number - b.number)).toEqual([
      { number: 1, share: 71.43 },
      { number: 2, share: 23.81 },
      { number: 3, share: 4.76 },
      { number: 4, share: 0 },
      { number: 5, share: 0 },
    ]);
    expect(body.peers_correct).toBe(71.43);
  });

  it("carries null for both while a mock is open", async () => {
    const { client } = await loggedInLearner(server, 5);
    const start = await client.post("/api/qbank/start/mock");
    expect(start.status, start.text).toBe(200);
    const questions = (start.body.message as { questions: LegacyQuestion[] }).questions;
    expect(questions.map((q) => q._id)).toContain(questionId);
    const res = await client.post("/api/qbank/submit", { question: questionId, answer: 1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toMatchObject({ peers: null, peers_correct: null });
    expect(start.text).not.toContain('"share"');
  });
});
