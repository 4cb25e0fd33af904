import { findUserById, insertTries, newId, recountRightWrongByCategory, rightWrongByCategory } from "@qbank/db";
import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFor } from "#test/answers.ts";
import { callerFor, createHarness, signedIn, type Harness } from "#test/harness.ts";
import { TIMED_RUN_MS } from "./constants.ts";

/**
 * The per-learner per-category counters (learner_category_stats, kept by the database with
 * every try) always equal a recount of the latest try per question since the reset.
 */
describe("per-category right/wrong counters", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  async function expectCountersMatchRecount(userId: string) {
    const user = await findUserById(h.deps.db, userId);
    const counters = await rightWrongByCategory(h.deps.db, userId);
    const recount = await recountRightWrongByCategory(h.deps.db, userId, user!.qbank_reset_at);
    const nonZero = new Map([...counters].filter(([, c]) => c.right + c.wrong > 0));
    expect(nonZero).toEqual(recount);
    return recount;
  }

  it("count first tries and retries in practice, and start afresh after a reset", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 6 });
    const other = await createCategoryWithQuestions(h.deps.db, { count: 3 });
    const { user, session, api } = await signedIn(h, { level: 5 });

    const run = await api.qbank.start({ mode: "all", category: [cat.id, other.id] });
    for (const [i, q] of run.questions.entries()) {
      await api.qbank.submit({ run: run.run.id, question: q.id, answer: answerFor(q, i % 3 !== 0) });
    }
    const first = await expectCountersMatchRecount(user.id);
    expect([...first.values()].reduce((a, c) => a + c.right + c.wrong, 0)).toBe(9);
    await api.qbank.end({ id: run.run.id });

    // Retries flip some questions between right and wrong; the counts follow the latest try.
    h.clock.advance(60_000);
    const again = await api.qbank.start({ mode: "all", category: [cat.id] });
    for (const q of again.questions)
      await api.qbank.submit({ run: again.run.id, question: q.id, answer: answerFor(q, false) });
    const retried = await expectCountersMatchRecount(user.id);
    expect(retried.get(cat.id)).toEqual({ right: 0, wrong: 6 });
    await api.qbank.end({ id: again.run.id });

    // A reset empties the counts; tries after it count again.
    h.clock.advance(60_000);
    await api.qbank.reset();
    const fresh = callerFor(h, { user: (await findUserById(h.deps.db, user.id))!, session }).api;
    expect(await fresh.qbank.categories()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: cat.id, right: 0, wrong: 0 })]),
    );
    h.clock.advance(60_000);
    const after = await fresh.qbank.start({ mode: "all", category: [cat.id] });
    const q = after.questions[0]!;
    await fresh.qbank.submit({ run: after.run.id, question: q.id, answer: answerFor(q, true) });
    expect(await expectCountersMatchRecount(user.id)).toEqual(new Map([[cat.id, { right: 1, wrong: 0 }]]));
    await expect(fresh.stats.performance()).resolves.toMatchObject({
      question_percentage: { right: 100, wrong: 0, all: 1 },
    });
  });

  it("count a mock's answers when it ends, and follow a question moved to another category", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 8, level: 5 });
    const target = await createCategoryWithQuestions(h.deps.db, { count: 1, level: 5 });
    const { user, api } = await signedIn(h, { level: 5 });
    const mock = await api.qbank.startMock();
    const mine = mock.questions.filter((q) => cat.questionIds.includes(q.id));
    for (const [i, q] of mine.entries())
      await api.qbank.submit({ run: mock.run.id, question: q.id, answer: i % 2 ? 1 : 2 });
    expect(await rightWrongByCategory(h.deps.db, user.id, [cat.id])).toEqual(new Map());
    h.clock.advance(TIMED_RUN_MS / 10);
    await api.qbank.end({ id: mock.run.id });
    const ended = await expectCountersMatchRecount(user.id);
    expect((ended.get(cat.id)?.right ?? 0) + (ended.get(cat.id)?.wrong ?? 0)).toBe(mine.length);

    await h.deps.db.updateTable("questions").set({ category_id: target.id }).where("id", "=", mine[0]!.id).execute();
    const moved = await expectCountersMatchRecount(user.id);
    expect((moved.get(target.id)?.right ?? 0) + (moved.get(target.id)?.wrong ?? 0)).toBe(1);
  });

  it("count each question once when answers arrive in parallel, in any order of time", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 10 });
    const { user, api } = await signedIn(h, { level: 5 });
    const run = await api.qbank.start({ mode: "all", category: [cat.id] });
    const results = await Promise.allSettled(
      [...run.questions, ...run.questions].map((q, i) =>
        api.qbank.submit({ run: run.run.id, question: q.id, answer: answerFor(q, i % 2 === 0) }),
      ),
    );
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    expect(await expectCountersMatchRecount(user.id)).toEqual(new Map([[cat.id, { right: 5, wrong: 5 }]]));

    // Parallel transactions, and a late try older than the latest one: the latest by time wins.
    const now = h.clock.now().getTime();
    const q = cat.questionIds[0]!;
    await Promise.all(
      [true, false, true, false].map((correct, i) =>
        h.deps.db.transaction().execute((trx) =>
          insertTries(trx, [
            {
              id: newId(),
              user_id: user.id,
              question_id: q,
              run_id: null,
              correct,
              created_at: new Date(now + (3 - i) * 1000),
            },
          ]),
        ),
      ),
    );
    await expectCountersMatchRecount(user.id);
  });

  it("keep each category's live question count and question list through new, edited, retired, moved and deleted questions", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 4 });
    const other = await createCategoryWithQuestions(h.deps.db, { count: 2 });
    const { api } = await signedIn(h, { level: 5 });
    const admin = (await signedIn(h, { level: 7 })).api;
    const countsOf = async () => {
      const listed = await api.qbank.categories();
      const adminListed = await admin.admin.categories();
      const live = await h.deps.db
        .selectFrom("questions")
        .select(["category_id", (eb) => eb.fn.countAll<number>().as("n")])
        .where("retired_at", "is", null)
        .where("category_id", "in", [cat.id, other.id])
        .groupBy("category_id")
        .execute();
      const recount = new Map(live.map((r) => [r.category_id, Number(r.n)]));
      for (const id of [cat.id, other.id]) {
        expect(listed.find((c) => c.id === id)?.question_count).toBe(recount.get(id) ?? 0);
        expect(adminListed.find((c) => c.id === id)?.question_count).toBe(recount.get(id) ?? 0);
        // The whole-category lists are kept in memory by the category's content version.
        const stored = await h.deps.db
          .selectFrom("questions")
          .select(["id", "question_text"])
          .where("category_id", "=", id)
          .where("retired_at", "is", null)
          .orderBy("id")
          .execute();
        const learnerList = (await api.qbank.category({ id })).category.questions;
        expect(learnerList.map((q) => ({ id: q.id, question_text: q.question_text }))).toEqual(stored);
        expect((await admin.admin.category({ id })).questions).toEqual(stored);
      }
      return [recount.get(cat.id) ?? 0, recount.get(other.id) ?? 0];
    };
    expect(await countsOf()).toEqual([4, 2]);

    const [a, b, c] = cat.questionIds as [string, string, string];
    const stamp = new Date("2026-01-05T10:00:00Z");
    await h.deps.db.updateTable("questions").set({ retired_at: stamp }).where("id", "=", a).execute();
    expect(await countsOf()).toEqual([3, 2]);
    // Retiring again, or editing a retired question's text, changes nothing.
    await h.deps.db
      .updateTable("questions")
      .set({ retired_at: stamp, question_text: "Edited" })
      .where("id", "=", a)
      .execute();
    expect(await countsOf()).toEqual([3, 2]);
    await h.deps.db.updateTable("questions").set({ category_id: other.id }).where("id", "in", [a, b]).execute();
    expect(await countsOf()).toEqual([2, 3]);
    await h.deps.db.updateTable("questions").set({ retired_at: null }).where("id", "=", a).execute();
    expect(await countsOf()).toEqual([2, 4]);
    await admin.admin.questionDelete({ id: c });
    expect(await countsOf()).toEqual([1, 4]);
    await h.deps.db.updateTable("questions").set({ question_text: "A new stem" }).where("id", "=", b).execute();
    expect(await countsOf()).toEqual([1, 4]);
    const more = await createCategoryWithQuestions(h.deps.db, { count: 2 });
    await h.deps.db.updateTable("questions").set({ category_id: cat.id }).where("category_id", "=", more.id).execute();
    expect(await countsOf()).toEqual([3, 4]);
  });
});
