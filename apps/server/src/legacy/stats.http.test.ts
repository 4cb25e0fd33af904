import { newId } from "@qbank/db";
import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (level: number) => loggedInLearner(server, level);

describe("legacy /api/stats", () => {
  it("answers the learner's four stats in the spec's shapes", async () => {
    const { client, id } = await loggedIn(5);
    const cat = await createCategoryWithQuestions(server.handle.db, { level: 3, count: 3, name: "Http Stats" });
    await server.handle.db
      .insertInto("tries")
      .values([
        {
          id: newId(),
          user_id: id,
          question_id: cat.questionIds[0]!,
          run_id: null,
          correct: true,
          created_at: server.clock.now(),
        },
        {
          id: newId(),
          user_id: id,
          question_id: cat.questionIds[1]!,
          run_id: null,
          correct: false,
          created_at: server.clock.now(),
        },
      ])
      .execute();
    expect((await client.get("/api/stats/questions")).body).toEqual({ message: { right: 50, wrong: 50, all: 2 } });
    const categories = (await client.get("/api/stats/categories")).body.message as { name: string; data: unknown }[];
    expect(categories.find((c) => c.name === "Http Stats")).toEqual({
      name: "Http Stats",
      data: { right: 1, wrong: 1, not_answered: 1 },
    });
    const day = (await client.get("/api/stats/day")).body.message as {
      start: string;
      stats: { correct: number; wrong: number };
    }[];
    expect(day).toHaveLength(7);
    expect(day.at(-1)).toEqual({
      start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      stats: { correct: 1, wrong: 1 },
    });
    const week = (await client.get("/api/stats/week")).body.message as unknown[];
    expect(week).toHaveLength(12);
  });

  it("counts visits without a cookie and gives admins their four stats", async () => {
    const visitor = new LegacyClient(server.url);
    const track = await visitor.get("/api/stats/track");
    expect(track).toMatchObject({ status: 200, body: { message: { ok: true } } });
    const { client } = await loggedIn(6);
    const days = (await client.get("/api/stats/visitors/day")).body.message as {
      start: string;
      stats: { visitors: number };
    }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.stats.visitors).toBeGreaterThanOrEqual(1);
    expect((await client.get("/api/stats/visitors/week")).body.message).toHaveLength(12);
    expect((await client.get("/api/stats/tickets")).body.message).toEqual([
      { name: "General", amount: 0 },
      { name: "Payment Support", amount: 0 },
      { name: "Question Support", amount: 0 },
      { name: "Question Error", amount: 0 },
    ]);
    const users = (await client.get("/api/stats/user")).body.message as { level: number; amount: number }[];
    expect(users.find((u) => u.level === 6)?.amount).toBeGreaterThanOrEqual(1);
  });

  it("refuses visitors with 401 and learners with 403 on admin stats", async () => {
    const visitor = new LegacyClient(server.url);
    expect((await visitor.get("/api/stats/questions")).status).toBe(401);
    const { client } = await loggedIn(5);
    const refused = await client.get("/api/stats/user");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual([{ object: "auth", message: "You are not allowed to do this." }]);
  });
});
