import {
  addQuestionAreas,
  findUserById,
  listLiveEntries,
  newId,
  refreshQuestionQuality,
  type UserRow,
} from "@qbank/db";
import { createCategoryWithQuestions, insertTestTry, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { callerFor, createHarness, createUser, signedIn, type Harness } from "#test/harness.ts";

let h: Harness;
let hard: string; // 4 of 20 first answers right: facility 0.2
let easy: string; // 16 of 20 right: facility 0.8
let unrated: string; // no answers from others: neutral weight

const minutesAgo = (m: number) => new Date(Date.parse(TEST_NOW) - m * 60_000);

/** `count` first answers to a question, the newest `startMinutesAgo` minutes ago, one a minute. */
async function answer(user: UserRow, questionId: string, correct: boolean, count: number, startMinutesAgo: number) {
  for (let i = 0; i < count; i++) {
    await insertTestTry(h.deps.db, { userId: user.id, questionId, correct, at: minutesAgo(startMinutesAgo + i) });
  }
}

/** Twenty ended runs of another learner answering both rated questions, then the quality figures refreshed. */
async function rateQuestions() {
  const peer = await createUser(h, { level: 5 });
  for (let i = 0; i < 20; i++) {
    const runId = newId();
    await h.deps.db
      .insertInto("runs")
      .values({
        id: runId,
        user_id: peer.id,
        mode: "all",
        category_ids: [],
        question_count: 2,
        started_at: minutesAgo(1000 + i),
        deadline_at: null,
        ended_at: minutesAgo(999 + i),
      })
      .execute();
    await h.deps.db
      .insertInto("run_questions")
      .values(
        [
          { id: hard, right: i < 4 },
          { id: easy, right: i < 16 },
        ].map((q, position) => ({
          run_id: runId,
          position,
          question_id: q.id,
          option_order: [1, 2, 3, 4, 5],
          answered_option: q.right ? 1 : 2,
          correct: q.right,
          answered_at: minutesAgo(999 + i),
        })),
      )
      .execute();
  }
  await refreshQuestionQuality(h.deps.db, h.clock.now(), { force: true });
}

beforeAll(async () => {
  h = await createHarness();
  [hard, easy, unrated] = (await createCategoryWithQuestions(h.deps.db, { level: 2, count: 3 })).questionIds as [
    string,
    string,
    string,
  ];
  await rateQuestions();
});
afterAll(() => h.close());

describe("readiness", () => {
  it("is hidden below 100 first answers and says how many more are needed", async () => {
    const { api, user } = await signedIn(h, { level: 2 });
    expect(await api.stats.readiness()).toEqual({
      answers: 0,
      needed: 100,
      areas_covered: 0,
      pass_mark: 63,
      estimate: null,
    });
    await answer(user, unrated, true, 99, 1);
    expect(await api.stats.readiness()).toEqual({
      answers: 99,
      needed: 1,
      areas_covered: 0,
      pass_mark: 63,
      estimate: null,
    });
    await answer(user, unrated, true, 1, 200);
    expect((await api.stats.readiness()).estimate).not.toBeNull();
  });

  it("is plain accuracy with a 95% Wilson range when no question is rated", async () => {
    const { api, user } = await signedIn(h, { level: 2 });
    await answer(user, unrated, true, 70, 1);
    await answer(user, unrated, false, 30, 100);
    expect(await api.stats.readiness()).toEqual({
      answers: 100,
      needed: 0,
      areas_covered: 0,
      pass_mark: 63,
      estimate: { score: 70, low: 60.4, high: 78.1, verdict: "borderline" },
    });
  });

  it("weighs a right answer to a hard question more than a wrong one to an easy question", async () => {
    const { api, user } = await signedIn(h, { level: 2 });
    await answer(user, hard, true, 50, 1);
    await answer(user, easy, false, 50, 100);
    // Weights 1.3 and 0.7: 65 of 100, not 50; the effective size 91.7 widens the range.
    expect((await api.stats.readiness()).estimate).toEqual({ score: 65, low: 54.8, high: 74, verdict: "borderline" });
  });

  it("reads only the newest 200 first answers since the bank reset", async () => {
    const { api, user } = await signedIn(h, { level: 4 });
    await answer(user, unrated, true, 130, 1);
    await answer(user, unrated, false, 70, 200);
    await answer(user, unrated, false, 60, 400); // older than the newest 200
    expect(await api.stats.readiness()).toMatchObject({
      answers: 200,
      estimate: { score: 65, low: 58.2, high: 71.3, verdict: "borderline" },
    });
    await api.qbank.reset();
    expect(await (await signedInAs(user)).stats.readiness()).toMatchObject({ answers: 0, needed: 100, estimate: null });
  });
});

/** The learner as the server loads them on their next request (after a reset). */
async function signedInAs(user: UserRow) {
  const fresh = await findUserById(h.deps.db, user.id);
  return callerFor(h, { user: fresh!, session: await h.deps.lucia.createSession(user.id, {}) }).api;
}

describe("the pass mark", () => {
  it("is 63% until an admin changes it, and moves the verdict", async () => {
    const admin = await signedIn(h, { level: 6 });
    const { api, user } = await signedIn(h, { level: 2 });
    await answer(user, unrated, true, 70, 1);
    await answer(user, unrated, false, 30, 100);
    expect(await admin.api.admin.settings()).toEqual({ pass_mark: 63 });

    expect(await admin.api.admin.setSettings({ pass_mark: 60 })).toEqual({ pass_mark: 60 });
    expect(await api.stats.readiness()).toMatchObject({ pass_mark: 60, estimate: { verdict: "above" } });
    await admin.api.admin.setSettings({ pass_mark: 79 });
    expect(await api.stats.readiness()).toMatchObject({ pass_mark: 79, estimate: { verdict: "below" } });
    await admin.api.admin.setSettings({ pass_mark: 63 });
  });

  it("takes whole percentages from 1 to 100 only", async () => {
    const admin = await signedIn(h, { level: 6 });
    for (const pass_mark of [0, 101, 62.5]) {
      expect(await failure(admin.api.admin.setSettings({ pass_mark }))).toEqual({
        code: "BAD_REQUEST",
        items: [{ object: "pass_mark", message: "The pass mark is a whole percentage from 1 to 100." }],
      });
    }
    expect(await admin.api.admin.settings()).toEqual({ pass_mark: 63 });
  });

  it("is read and set by admins only", async () => {
    const { api } = await signedIn(h, { level: 5 });
    expect((await failure(api.admin.settings())).code).toBe("FORBIDDEN");
    expect((await failure(api.admin.setSettings({ pass_mark: 50 }))).code).toBe("FORBIDDEN");
  });

  it("states what it rests on: the answers and the MLA areas their questions cover", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 3 });
    const [first, second] = await listLiveEntries(h.deps.db);
    await addQuestionAreas(h.deps.db, [cat.questionIds[0]!], [first!.id, second!.id]);
    await addQuestionAreas(h.deps.db, [cat.questionIds[1]!], [second!.id]);
    const { api, user } = await signedIn(h, { level: 2 });
    for (const questionId of cat.questionIds) {
      await insertTestTry(h.deps.db, { userId: user.id, questionId, correct: true, at: new Date(TEST_NOW) });
    }
    expect(await api.stats.readiness()).toMatchObject({ answers: 3, needed: 97, areas_covered: 2, estimate: null });
  });
});
