import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

/** The plan's rows over HTTP: /api/qbank/start/custom, /api/plan (GET, PUT, DELETE), /api/plan/today, /api/stats/percentile. */

interface Page {
  run: { _id: string; mode: string; deadline: string | null };
  questions: { _id: string }[];
  length: number;
}

let server: TestServer;
let cat: { id: string; questionIds: string[] };
beforeAll(async () => {
  server = await startTestServer();
  cat = await createCategoryWithQuestions(server.handle.db, { count: 12, name: "Plan REST" });
});
afterAll(() => server.close());

describe("custom sessions over REST", () => {
  it("starts count questions or fewer, and refuses bad choices naming the field", async () => {
    const { client } = await loggedInLearner(server, 4);
    const choice = { categories: [cat.id], pools: ["unseen", "wrong"] };
    const matches = await client.post("/api/qbank/start/custom/matches", choice);
    expect(matches.status, matches.text).toBe(200);
    expect(matches.body.message).toEqual({ matches: 12 });

    const start = await client.post("/api/qbank/start/custom", { ...choice, count: 20, timed: true });
    expect(start.status, start.text).toBe(200);
    const page = start.body.message as Page;
    expect(page).toMatchObject({ length: 12, run: { mode: "custom_timed" } });
    expect(page.run.deadline).not.toBeNull();
    await client.post("/api/qbank/end", { id: page.run._id });

    const count = await client.post("/api/qbank/start/custom", { ...choice, count: 5 });
    expect(count.status).toBe(400);
    expect(count.body.message).toEqual([{ object: "count", message: "Choose between 10 and 180 questions." }]);
    const unknown = await client.post("/api/qbank/start/custom", {
      count: 10,
      categories: ["01890a5d-ac96-7b1e-8a3c-0d4f2b6c9e11"],
      pools: ["all"],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toEqual([{ object: "categories", message: "Unknown category." }]);
    const nothing = await client.post("/api/qbank/start/custom", { count: 10, pools: ["all"] });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toEqual([
      { object: "categories", message: "Please choose at least one category or MLA area." },
    ]);
    const none = await client.post("/api/qbank/start/custom", { count: 10, categories: [cat.id], pools: ["flagged"] });
    expect(none.status).toBe(404);
    expect(none.body.message).toEqual([{ object: "pools", message: "No questions match; widen the choice." }]);
  });
});

describe("the plan over REST", () => {
  it("reads, sets, starts today's session and removes the plan", async () => {
    const { client } = await loggedInLearner(server, 4);
    const before = await client.get("/api/plan");
    expect(before.status, before.text).toBe(200);
    expect(before.body.message).toMatchObject({ exam_date: null, daily_target: null, today: { target: null } });

    const past = await client.put("/api/plan", { exam_date: "2026-06-16" });
    expect(past.status).toBe(400);
    expect(past.body.message).toEqual([{ object: "exam_date", message: "Please choose today or a later date." }]);
    const malformed = await client.put("/api/plan", { exam_date: "next week" });
    expect(malformed.status).toBe(400);

    // TEST_NOW is Wednesday 17 June 2026; the exam on Wednesday 24 June: six study days.
    const set = await client.put("/api/plan", { exam_date: "2026-06-24" });
    expect(set.status, set.text).toBe(200);
    expect(set.body.message).toMatchObject({ exam_date: "2026-06-24", days_left: 7, daily_target: 2, on_track: true });
    const read = await client.get("/api/plan");
    expect(read.body.message).toEqual(set.body.message);

    const today = await client.post("/api/plan/today");
    expect(today.status, today.text).toBe(200);
    expect(today.body.message).toMatchObject({ length: 2, run: { mode: "custom" } });

    const removed = await client.delete("/api/plan");
    expect(removed.status).toBe(200);
    expect(removed.body.message).toMatchObject({ exam_date: null });
    const noPlan = await client.post("/api/plan/today");
    expect(noPlan.status).toBe(400);
    expect(noPlan.body.message).toEqual([{ object: "exam_date", message: "Please set your exam date first." }]);
  });

  it("answers the percentile, hidden with too few learners", async () => {
    const { client } = await loggedInLearner(server, 4);
    const res = await client.get("/api/stats/percentile");
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toEqual({ percentile: null, learners: 0, window_days: 30, min_answers: 50, areas: [] });
  });
});
