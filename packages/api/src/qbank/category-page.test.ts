import { findUserById } from "@qbank/db";
import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFor } from "#test/answers.ts";
import { failure } from "#test/expect-error.ts";
import { callerFor, createHarness, signedIn, type Harness } from "#test/harness.ts";
import { CATEGORY_PAGE_SIZE } from "./constants.ts";

/** The web app's category page: a page of questions at a time, ordered by the server. */
describe("qbank.categoryPage", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it("pages through the questions by position and by the learner's tries, most first", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: CATEGORY_PAGE_SIZE + 10 });
    const { api } = await signedIn(h, { level: 5 });

    const first = await api.qbank.categoryPage({ id: cat.id });
    expect(first).toMatchObject({ right: 0, wrong: 0, total: 60, next: CATEGORY_PAGE_SIZE });
    expect(first.category).toEqual({ id: cat.id, name: cat.name, level: expect.any(Number), rank: expect.any(Number) });
    expect(first.questions.map((q) => q.number)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const byId = [...cat.questionIds].sort();
    expect(first.questions.map((q) => q.id)).toEqual(byId.slice(0, 50));
    const second = await api.qbank.categoryPage({ id: cat.id, cursor: first.next! });
    expect(second.questions.map((q) => q.number)).toEqual(Array.from({ length: 10 }, (_, i) => i + 51));
    expect(second.next).toBeNull();

    // Ten questions answered: the first three wrong, the others right; then one wrong again.
    const run = await api.qbank.start({ mode: "all", category: [cat.id] });
    const answered = run.questions.map((q, i) => ({ id: q.id, right: i >= 3 }));
    for (const [i, q] of run.questions.entries()) {
      await api.qbank.submit({ run: run.run.id, question: q.id, answer: answerFor(q, i >= 3) });
    }
    await api.qbank.end({ id: run.run.id });
    h.clock.advance(60_000);
    const again = await api.qbank.start({ mode: "all", category: [cat.id] });
    const retried = again.questions.find((q) => q.id === answered[0]!.id) ?? again.questions[0]!;
    await api.qbank.submit({ run: again.run.id, question: retried.id, answer: answerFor(retried, false) });
    await api.qbank.end({ id: again.run.id });

    const numberOf = new Map(first.questions.concat(second.questions).map((q) => [q.id, q.number]));
    const wrongFirst = await api.qbank.categoryPage({ id: cat.id, sort: 2 });
    const wrongCounts = wrongFirst.questions.map((q) => q.tries.filter((t) => !t.correct).length);
    expect(wrongCounts).toEqual([...wrongCounts].sort((a, b) => b - a));
    expect(wrongCounts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(3);
    // Ties keep the category's order, and every question keeps its number.
    for (const q of wrongFirst.questions) expect(q.number).toBe(numberOf.get(q.id));
    const tiedNumbers = wrongFirst.questions.filter((q) => q.tries.every((t) => t.correct)).map((q) => q.number);
    expect(tiedNumbers).toEqual([...tiedNumbers].sort((a, b) => a - b));

    // The same tries, in the same order, as the whole list the legacy path answers.
    const whole = await api.qbank.category({ id: cat.id });
    const triesOf = new Map(whole.category.questions.map((q) => [q.id, q.tries]));
    const tried = whole.category.questions.filter((q) => q.tries.length > 0).length;
    expect(tried).toBeGreaterThanOrEqual(10);

    const mostTries = await api.qbank.categoryPage({ id: cat.id, sort: 3 });
    const tryCounts = mostTries.questions.map((q) => q.tries.length);
    expect(tryCounts).toEqual([...tryCounts].sort((a, b) => b - a));
    expect(tryCounts.filter((n) => n > 0)).toHaveLength(tried);
    for (const q of mostTries.questions) expect(q.tries).toEqual(triesOf.get(q.id));
    const rightFirst = await api.qbank.categoryPage({ id: cat.id, sort: 1 });
    expect(rightFirst.questions.slice(0, 7).every((q) => q.tries.some((t) => t.correct))).toBe(true);
    expect(mostTries).toMatchObject({ right: whole.right, wrong: whole.wrong });
  });

  it("counts only live questions and only tries since the reset, and refuses what it cannot show", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 3 });
    const { user, session, api } = await signedIn(h, { level: 5 });
    const run = await api.qbank.start({ mode: "all", category: [cat.id] });
    for (const q of run.questions)
      await api.qbank.submit({ run: run.run.id, question: q.id, answer: answerFor(q, true) });
    await api.qbank.end({ id: run.run.id });
    await h.deps.db
      .updateTable("questions")
      .set({ retired_at: h.clock.now() })
      .where("id", "=", cat.questionIds[0]!)
      .execute();
    const page = await api.qbank.categoryPage({ id: cat.id });
    expect(page.total).toBe(2);
    expect(page.questions.map((q) => q.number)).toEqual([1, 2]);
    expect(page.questions.every((q) => q.tries.length === 1)).toBe(true);

    h.clock.advance(60_000);
    await api.qbank.reset();
    const fresh = callerFor(h, { user: (await findUserById(h.deps.db, user.id))!, session }).api;
    expect((await fresh.qbank.categoryPage({ id: cat.id })).questions.every((q) => q.tries.length === 0)).toBe(true);

    const hidden = await createCategoryWithQuestions(h.deps.db, { count: 1, level: 9 });
    expect((await failure(api.qbank.categoryPage({ id: hidden.id }))).code).toBe("NOT_FOUND");
    expect((await failure(api.qbank.categoryPage({ id: cat.id, sort: 4 as 1 }))).code).toBe("BAD_REQUEST");
    expect((await failure(api.qbank.categoryPage({ id: cat.id, cursor: -1 }))).code).toBe("BAD_REQUEST");
  });
});
