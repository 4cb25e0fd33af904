import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

/** The legacy pacing rows: POST /api/qbank/shown and GET /api/qbank/pace. */

interface Mock {
  run: { _id: string; started_at: string; deadline: string };
  questions: { _id: string }[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createCategoryWithQuestions(server.handle.db, { level: 5, count: 4, name: "Pacing" });
});
afterAll(() => server.close());

describe("pacing over REST", () => {
  it("times a mock's answers from the questions shown and lists the pace per ended mock", async () => {
    const { client } = await loggedInLearner(server, 5);
    const start = await client.post("/api/qbank/start/mock");
    expect(start.status, start.text).toBe(200);
    const mock = start.body.message as Mock;
    const [q1, q2] = mock.questions;

    const shown = await client.post("/api/qbank/shown", { run: mock.run._id, question: q1!._id });
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.message).toEqual({ recorded: true });
    server.clock.advance(30_000);
    await client.post("/api/qbank/submit", { question: q1!._id, answer: 1 });
    await client.post("/api/qbank/shown", { run: mock.run._id, question: q2!._id });
    server.clock.advance(90_000);
    await client.post("/api/qbank/submit", { question: q2!._id, answer: 2 });

    expect((await client.get("/api/qbank/pace")).body.message).toEqual([]);
    // Past the deadline the mock has ended; the next start closes it.
    server.clock.set(new Date(Date.parse(mock.run.deadline) + 1_000));
    expect((await client.post("/api/qbank/start/mock")).status).toBe(200);
    const pace = await client.get("/api/qbank/pace");
    expect(pace.status, pace.text).toBe(200);
    expect(pace.body.message).toEqual([
      { run: mock.run._id, mode: "exam", started_at: mock.run.started_at, answered: 2, average_seconds: 60 },
    ]);
  });

  it("refuses a bad run id with 400, and another learner's run or a question outside the run with 404", async () => {
    const { client } = await loggedInLearner(server, 5);
    const mock = (await client.post("/api/qbank/start/mock")).body.message as Mock;
    const outside = await client.post("/api/qbank/shown", {
      run: mock.run._id,
      question: "01890a5d-ac96-7b1e-8a3c-0d4f2b6c9e13",
    });
    expect(outside.status).toBe(404);
    const bad = await client.post("/api/qbank/shown", { run: "nope", question: "nope" });
    expect(bad.status).toBe(400);
    const other = await client.post("/api/qbank/shown", {
      run: "01890a5d-ac96-7b1e-8a3c-0d4f2b6c9e11",
      question: "01890a5d-ac96-7b1e-8a3c-0d4f2b6c9e12",
    });
    expect(other.status).toBe(404);
  });
});
