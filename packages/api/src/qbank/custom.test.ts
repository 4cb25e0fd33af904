import { addQuestionAreas, listLiveEntries } from "@qbank/db";
import { createCategoryWithQuestions, insertTestTry, TEST_NOW } from "@qbank/db/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";
import { DEADLINE_GRACE_MS, NO_CUSTOM_MATCH } from "./constants.ts";

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const entryId = async (name: string) => (await listLiveEntries(h.deps.db)).find((e) => e.name === name)!.id;
const earlier = new Date(Date.parse(TEST_NOW) - 86_400_000);

describe("qbank.startCustom: the session builder", () => {
  it("matches the chosen pools, several at once, and categories mixed with MLA areas", async () => {
    const a = await createCategoryWithQuestions(h.deps.db, { count: 10 });
    const b = await createCategoryWithQuestions(h.deps.db, { count: 10 });
    const hidden = await createCategoryWithQuestions(h.deps.db, { count: 4, level: 6 });
    const cardio = await entryId("Cardiovascular");
    await addQuestionAreas(h.deps.db, [...b.questionIds.slice(0, 5), ...hidden.questionIds], [cardio]);
    const { api, user } = await signedIn(h, { level: 4 });
    // Of A: 0 right, 1 wrong, 2 wrong then right; 3 and 4 flagged (3 was answered wrong).
    for (const [i, correct] of [
      [0, true],
      [1, false],
      [2, false],
      [3, false],
    ] as const) {
      await insertTestTry(h.deps.db, { userId: user.id, questionId: a.questionIds[i]!, correct, at: earlier });
    }
    await insertTestTry(h.deps.db, {
      userId: user.id,
      questionId: a.questionIds[2]!,
      correct: true,
      at: new Date(TEST_NOW),
    });
    await api.qbank.doLaterAdd({ id: a.questionIds[3]! });
    await api.qbank.doLaterAdd({ id: a.questionIds[4]! });

    const matches = (
      pools: ("unseen" | "wrong" | "flagged" | "all")[],
      choice: { categories?: string[]; areas?: string[] },
    ) => api.qbank.customMatches({ ...choice, pools }).then((r) => r.matches);
    expect(await matches(["all"], { categories: [a.id] })).toBe(10);
    expect(await matches(["unseen"], { categories: [a.id] })).toBe(6);
    expect(await matches(["wrong"], { categories: [a.id] })).toBe(2);
    expect(await matches(["flagged"], { categories: [a.id] })).toBe(2);
    // Wrong or flagged: 1 and 3 wrong, 3 and 4 flagged.
    expect(await matches(["wrong", "flagged"], { categories: [a.id] })).toBe(3);
    expect(await matches(["unseen", "all"], { categories: [a.id] })).toBe(10);
    // Areas alone: B's five tagged questions, never the hidden category's.
    expect(await matches(["all"], { areas: [cardio] })).toBe(5);
    // A's questions and the area's: 15.
    expect(await matches(["all"], { categories: [a.id], areas: [cardio] })).toBe(15);

    // `count` of them, or all that match when fewer, with `length` saying so.
    const ten = await api.qbank.startCustom({
      count: 10,
      categories: [a.id],
      areas: [cardio],
      pools: ["all"],
      timed: false,
    });
    expect(ten).toMatchObject({ length: 10, run: { mode: "custom", deadline: null } });
    const fewer = await api.qbank.startCustom({
      count: 50,
      categories: [a.id],
      areas: [cardio],
      pools: ["all"],
      timed: false,
    });
    expect(fewer.length).toBe(15);
    const resumed = await api.qbank.run({ id: fewer.run.id });
    expect(resumed.questions).toHaveLength(15);
    const wrongOnly = await api.qbank.startCustom({ count: 10, categories: [a.id], pools: ["wrong"], timed: false });
    expect(new Set(wrongOnly.questions.map((q) => q.id))).toEqual(new Set([a.questionIds[1], a.questionIds[3]]));
    // Tutor: the key and the explanation after each answer; the run stays at its length.
    const answered = await api.qbank.submit({ run: wrongOnly.run.id, question: wrongOnly.questions[0]!.id, answer: 1 });
    expect(answered).toMatchObject({ correct: true, correct_number: 1, total: 2 });
    expect(
      (await api.qbank.more({ run: wrongOnly.run.id, questions: wrongOnly.questions.map((q) => q.id) })).length,
    ).toBe(2);
  });

  it("refuses a count outside 10-180, unknown ids, nothing chosen, and starts nothing when none match", async () => {
    const a = await createCategoryWithQuestions(h.deps.db, { count: 10 });
    const hidden = await createCategoryWithQuestions(h.deps.db, { count: 3, level: 6 });
    const { api } = await signedIn(h, { level: 4 });
    const refusal = async (input: unknown) => {
      const f = await failure(api.qbank.startCustom(input as never));
      return { code: f.code, objects: f.items.map((i) => i.object), messages: f.items.map((i) => i.message) };
    };
    expect(await refusal({ count: 9, categories: [a.id], pools: ["all"] })).toEqual({
      code: "BAD_REQUEST",
      objects: ["count"],
      messages: ["Choose between 10 and 180 questions."],
    });
    expect((await refusal({ count: 181, categories: [a.id], pools: ["all"] })).objects).toEqual(["count"]);
    expect(await refusal({ count: 10, categories: [hidden.id], pools: ["all"] })).toMatchObject({
      code: "BAD_REQUEST",
      objects: ["categories"],
      messages: ["Unknown category."],
    });
    expect((await refusal({ count: 10, areas: [a.id], pools: ["all"] })).objects).toEqual(["areas"]);
    expect(await refusal({ count: 10, pools: ["all"] })).toMatchObject({
      objects: ["categories"],
      messages: ["Please choose at least one category or MLA area."],
    });
    expect((await refusal({ count: 10, categories: [a.id], pools: [] })).objects).toEqual(["pools"]);
    expect(await refusal({ count: 10, categories: [a.id], pools: ["flagged"], timed: true })).toEqual({
      code: "NOT_FOUND",
      objects: ["pools"],
      messages: [NO_CUSTOM_MATCH],
    });
    // Nothing was started.
    await expect(api.qbank.openRun()).resolves.toMatchObject({ run: null, practiceOpen: false });
  });

  it("keeps every rule of timed runs when timed: 72 s a question, no key before the end, resumed anywhere", async () => {
    const a = await createCategoryWithQuestions(h.deps.db, { count: 12 });
    const { api } = await signedIn(h, { level: 4 });
    const run = await api.qbank.startCustom({ count: 10, categories: [a.id], pools: ["all"], timed: true });
    expect(run.run.mode).toBe("custom_timed");
    expect(Date.parse(run.run.deadline!) - Date.parse(run.run.started_at)).toBe(10 * 72_000 + DEADLINE_GRACE_MS);
    expect(run.questions.every((q) => q.correct_number === null && q.explanation_text === null)).toBe(true);
    const answer = await api.qbank.submit({ run: run.run.id, question: run.questions[0]!.id, answer: 1 });
    expect(answer).toMatchObject({ correct: null, correct_number: null, explanation_text: null });
    // A practice start is refused while it runs; another device resumes it as it stands.
    expect((await failure(api.qbank.start({ mode: "all", category: [a.id] }))).code).toBe("CONFLICT");
    const elsewhere = await api.qbank.run({ id: run.run.id });
    expect(elsewhere.questions[0]).toMatchObject({ chosen: answer.chosen, correct_number: null });
    expect(elsewhere.run.deadline).toBe(run.run.deadline);
    // Past the deadline answers are refused and the key shows.
    h.clock.advance(10 * 72_000 + DEADLINE_GRACE_MS + 1);
    const late = await failure(api.qbank.submit({ run: run.run.id, question: run.questions[1]!.id, answer: 1 }));
    expect(late.code).toBe("BAD_REQUEST");
    const ended = await api.qbank.run({ id: run.run.id });
    expect(ended.run.ended).toBe(true);
    expect(ended.questions[0]!.correct_number).not.toBeNull();
  });
});
