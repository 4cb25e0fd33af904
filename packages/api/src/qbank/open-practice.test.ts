import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";

let h: Harness;

describe("qbank.openPractice: the unfinished practice session", () => {
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it("names the open practice run's category with its answered and total counts, until it ends", async () => {
    const gastro = await createCategoryWithQuestions(h.deps.db, { count: 8, name: "Gastroenterology" });
    const psych = await createCategoryWithQuestions(h.deps.db, { count: 3, name: "Psychiatry" });
    const { api } = await signedIn(h, { level: 4 });
    await expect(api.qbank.openPractice()).resolves.toEqual({ run: null });

    const page = await api.qbank.start({ mode: "new", category: [gastro.id] });
    for (const [i, q] of page.questions.slice(0, 3).entries()) {
      await api.qbank.submit({ run: page.run.id, question: q.id, answer: (i % 5) + 1 });
    }
    await expect(api.qbank.openPractice()).resolves.toEqual({
      run: {
        id: page.run.id,
        mode: "new",
        categories: ["Gastroenterology"],
        byArea: false,
        today: false,
        answered: 3,
        total: 8,
      },
    });

    // Starting another ends it (its answers kept); the new one is the open one.
    const next = await api.qbank.start({ mode: "all", category: [psych.id, gastro.id] });
    const open = (await api.qbank.openPractice()).run;
    expect(open).toMatchObject({ id: next.run.id, answered: 0, total: 11 });
    expect([...open!.categories].sort()).toEqual(["Gastroenterology", "Psychiatry"]);
    await api.qbank.end({ id: next.run.id });
    await expect(api.qbank.openPractice()).resolves.toEqual({ run: null });
  });

  it("is not a timed mock, and is each learner's own", async () => {
    await createCategoryWithQuestions(h.deps.db, { level: 5, count: 3 });
    const { api } = await signedIn(h, { level: 5 });
    const other = await signedIn(h, { level: 5 });
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 2 });
    await other.api.qbank.start({ mode: "all", category: [cat.id] });
    await api.qbank.startMock();
    await expect(api.qbank.openPractice()).resolves.toEqual({ run: null });
    await expect(other.api.qbank.openPractice()).resolves.toMatchObject({ run: { total: 2, answered: 0 } });
  });
});
