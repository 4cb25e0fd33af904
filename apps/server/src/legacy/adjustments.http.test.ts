import { createCategoryWithQuestions, insertTestAttempts, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

/** Exam adjustments and readiness over the legacy REST paths: envelopes, statuses, access. */

let server: TestServer;
const plain = { large_text: false, wide_spacing: false, dyslexia_font: false, reduced_motion: false };
const THREE_HOURS_45 = 3.75 * 3_600_000;
const GRACE = 5_000;

type Reply = Awaited<ReturnType<LegacyClient["request"]>>;
const deadlineOf = (res: Reply) => (res.body.message as { run: { deadline: string } }).run.deadline;

function expectOneError(res: Reply, status: number, object: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.message).toEqual([{ object, message: expect.any(String) }]);
}

beforeAll(async () => {
  server = await startTestServer();
  await createCategoryWithQuestions(server.handle.db, { level: 5, count: 12 });
  await createCategoryWithQuestions(server.handle.db, { level: 9, count: 3 });
});
afterAll(() => server.close());

describe("extra time", () => {
  it("moves the deadline of a mock started through /api/qbank/start/mock by exactly 25%", async () => {
    const { client } = await loggedInLearner(server, 5);
    const saved = await client.post("/api/user/adjustment", { extra_time_percent: 25, reading: plain });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.message).toMatchObject({ extra_time_percent: 25, extra_time_choices: [0, 25] });
    const mock = await client.post("/api/qbank/start/mock");
    expect(mock.status, mock.text).toBe(200);
    expect(Date.parse(deadlineOf(mock)) - Date.parse(TEST_NOW)).toBe(THREE_HOURS_45 + GRACE);
  });

  it("moves a mastery mock's deadline too", async () => {
    const { id, client } = await loggedInLearner(server, 3);
    await insertTestAttempts(server.handle.db, id, 1, server.clock.now());
    await client.post("/api/user/adjustment", { extra_time_percent: 25, reading: plain });
    const mastery = await client.post("/api/qbank/start/mastery-mock");
    expect(mastery.status, mastery.text).toBe(200);
    expect(Date.parse(deadlineOf(mastery)) - Date.parse(TEST_NOW)).toBe(THREE_HOURS_45 + GRACE);
  });

  it("refuses a percentage nobody granted and bad input with a 400, and visitors with a 401", async () => {
    const { client } = await loggedInLearner(server, 5);
    expectOneError(
      await client.post("/api/user/adjustment", { extra_time_percent: 40, reading: plain }),
      400,
      "extra_time_percent",
    );
    const bad = await client.post("/api/user/adjustment", { extra_time_percent: "lots" });
    expect(bad.status).toBe(400);
    expect((await client.get("/api/user/adjustment")).body.message).toMatchObject({ extra_time_percent: 0 });
    expectOneError(await new LegacyClient(server.url).get("/api/user/adjustment"), 401, "auth");
  });

  it("lets an admin grant extra time within 0 to 100, and no learner", async () => {
    const admin = await loggedInLearner(server, 6);
    const learner = await loggedInLearner(server, 5);
    const granted = await admin.client.post(`/api/admin/user/${learner.id}/extra-time`, { percent: 60 });
    expect(granted.status, granted.text).toBe(200);
    expect(granted.body.message).toEqual({ _id: learner.id, extra_time_percent: 60, granted_percent: 60 });
    expectOneError(
      await admin.client.post(`/api/admin/user/${learner.id}/extra-time`, { percent: 101 }),
      400,
      "percent",
    );
    expectOneError(await learner.client.post(`/api/admin/user/${learner.id}/extra-time`, { percent: 60 }), 403, "auth");
    const mock = await learner.client.post("/api/qbank/start/mock");
    expect(Date.parse(deadlineOf(mock)) - Date.parse(TEST_NOW)).toBe((10_800_000 * 160) / 100 + GRACE);
  });
});

describe("readiness and the pass mark", () => {
  it("answers the readiness of a new learner as hidden, and the pass mark to admins only", async () => {
    const { client } = await loggedInLearner(server, 2);
    const readiness = await client.get("/api/stats/readiness");
    expect(readiness.status).toBe(200);
    expect(readiness.body.message).toEqual({
      answers: 0,
      needed: 100,
      areas_covered: 0,
      pass_mark: 63,
      estimate: null,
    });
    expectOneError(await client.get("/api/admin/settings"), 403, "auth");

    const admin = await loggedInLearner(server, 6);
    expect((await admin.client.get("/api/admin/settings")).body.message).toEqual({ pass_mark: 63 });
    expectOneError(await admin.client.post("/api/admin/settings", { pass_mark: 0 }), 400, "pass_mark");
    const set = await admin.client.post("/api/admin/settings", { pass_mark: 65 });
    expect(set.body.message).toEqual({ pass_mark: 65 });
    expect((await client.get("/api/stats/readiness")).body.message).toMatchObject({ pass_mark: 65 });
  });
});
