import { setReviewCardState } from "@qbank/db";
import { createCategoryWithQuestions, TEST_NOW } from "@qbank/db/testing";
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from "ts-fsrs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";
import { rescheduleAll } from "./reschedule.ts";
import { REVIEW_PARAMETERS } from "./scheduler.ts";
import { NEW_CARDS_PER_DAY, streakOf } from "./service.ts";
import { keyOf, wrongOf } from "#test/answers.ts";

/** Review cards through the procedures on a real database: making cards, FSRS grades, due days, streaks, races. */

let h: Harness;
let questions: string[];
let categoryId: string;

type Api = Awaited<ReturnType<typeof signedIn>>["api"];

beforeAll(async () => {
  h = await createHarness();
  ({ questionIds: questions, id: categoryId } = await createCategoryWithQuestions(h.deps.db, {
    count: 30,
    name: "Cardiology",
  }));
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(TEST_NOW));

/** Saves keys for the first `n` questions and answers the learner's due cards. */
async function learnerWithKeys(n: number) {
  const learner = await signedIn(h);
  for (const question of questions.slice(0, n)) await learner.api.revisionKeys.save({ question });
  return learner;
}

const cardCount = async (userId: string) =>
  (await h.deps.db.selectFrom("review_cards").select("id").where("user_id", "=", userId).execute()).length;

const setDue = (cardId: string, due: string) =>
  h.deps.db.updateTable("review_cards").set({ due }).where("id", "=", cardId).execute();

const dueIds = async (api: Api) => (await api.review.due()).cards.map((c) => c.id);

describe("what becomes a card", () => {
  it("makes one card per saved key, however often or in parallel it is saved, and drops it with the key", async () => {
    const { api, user } = await signedIn(h);
    await Promise.all(Array.from({ length: 5 }, () => api.revisionKeys.save({ question: questions[0]! })));
    await api.revisionKeys.save({ question: questions[0]! });
    const { cards } = await api.review.due();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      kind: "key",
      state: "new",
      reps: 0,
      question: { id: questions[0], image_url: null },
      category: { name: "Cardiology" },
      options: null,
      correct_number: null,
      answer: "Explanation 1 of Cardiology.",
      due: new Date(TEST_NOW).toISOString(),
    });
    const key = (await api.revisionKeys.list({})).revisions[0]!;
    await api.revisionKeys.delete({ id: key.id });
    expect(await cardCount(user.id)).toBe(0);
  });

  it("makes a card of a wrong practice answer, not of a right one, with the key's position", async () => {
    const { api } = await signedIn(h);
    const run = await api.qbank.start({ mode: "all", category: [categoryId] });
    const [a, b] = run.questions;
    await api.qbank.submit({ run: run.run.id, question: a!.id, answer: wrongOf(a!) });
    await api.qbank.submit({ run: run.run.id, question: b!.id, answer: keyOf(b!) });
    await api.qbank.submit({ run: run.run.id, question: a!.id, answer: wrongOf(a!) });
    const { cards } = await api.review.due();
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card).toMatchObject({ kind: "question", question: { id: a!.id } });
    expect(card.options!.map((o) => o.number)).toEqual([1, 2, 3, 4, 5]);
    expect(card.options![card.correct_number! - 1]!.text).toMatch(/^Right answer/);
  });

  it("makes cards of a mock's wrong answers only when the mock ends", async () => {
    const { api, user } = await signedIn(h, { level: 5 });
    const start = await api.qbank.startMock();
    const [a, b, c] = start.questions;
    await api.qbank.submit({ run: start.run.id, question: a!.id, answer: wrongOf(a!) });
    await api.qbank.submit({ run: start.run.id, question: b!.id, answer: keyOf(b!) });
    await api.qbank.submit({ run: start.run.id, question: c!.id, answer: wrongOf(c!) });
    expect(await cardCount(user.id)).toBe(0);
    await api.qbank.end({ id: start.run.id });
    const { cards } = await api.review.due();
    expect(cards.map((x) => x.question.id).sort()).toEqual([a!.id, c!.id].sort());
  });
});

describe("one review a day per question", () => {
  /** A learner who answered the run's first `n` questions wrongly and saved each as a key: two cards each. */
  async function learnerWithBothCards(n: number) {
    const learner = await signedIn(h);
    const run = await learner.api.qbank.start({ mode: "all", category: [categoryId] });
    const both = run.questions.slice(0, n);
    for (const q of both) {
      await learner.api.qbank.submit({ run: run.run.id, question: q.id, answer: wrongOf(q) });
      await learner.api.revisionKeys.save({ question: q.id });
    }
    return { ...learner, both: both.map((q) => q.id), run };
  }

  const cardsOf = (userId: string, questionId: string) =>
    h.deps.db
      .selectFrom("review_cards")
      .selectAll()
      .where("user_id", "=", userId)
      .where("question_id", "=", questionId)
      .orderBy("kind")
      .execute();

  const logCount = async (userId: string) =>
    (await h.deps.db.selectFrom("review_logs").select("id").where("user_id", "=", userId).execute()).length;

  it("shows a question with a wrong-answer card and a key card once, and one grade leaves neither due today", async () => {
    const { api, user, both } = await learnerWithBothCards(1);
    const [question] = both;
    const other = questions.find((id) => id !== question)!;
    await api.revisionKeys.save({ question: other });
    expect(await cardCount(user.id)).toBe(3);

    const due = await api.review.due();
    expect(due.count).toBe(2);
    expect(due.cards.map((c) => c.question.id).sort()).toEqual([question, other].sort());
    const shown = due.cards.find((c) => c.question.id === question)!;
    // The question card leads (options, then the explanation) and stands for the key card too.
    expect(shown).toMatchObject({ kind: "question", kinds: ["question", "key"], state: "new" });
    expect(shown.options).toHaveLength(5);
    expect(due.cards.find((c) => c.question.id === other)).toMatchObject({ kind: "key", kinds: ["key"] });
    expect(await api.review.summary()).toEqual({ due: 2, reviewed_today: 0, streak: 0 });
    expect((await api.plan.get()).due_reviews).toBe(2);

    const graded = await api.review.grade({ card: shown.id, grade: 3 });
    expect(graded).toMatchObject({ card: shown.id, grade: 3, state: "review" });
    const [key, wrong] = await cardsOf(user.id, question!);
    for (const card of [key!, wrong!]) {
      expect(card).toMatchObject({ reps: 1, state: 2 });
      expect(new Date(card.due).getTime()).toBeGreaterThanOrEqual(new Date("2026-06-18T00:00:00+01:00").getTime());
    }
    const logs = await h.deps.db.selectFrom("review_logs").selectAll().where("user_id", "=", user.id).execute();
    expect(logs.map((l) => [l.card_id, l.rating]).sort()).toEqual(
      [
        [key!.id, 3],
        [wrong!.id, 3],
      ].sort(),
    );

    expect((await api.review.due()).cards.map((c) => c.question.id)).toEqual([other]);
    expect(await api.review.summary()).toEqual({ due: 1, reviewed_today: 1, streak: 1 });
    expect((await api.plan.get()).due_reviews).toBe(1);
    // A list read before the grade still names the key card: it is done too.
    expect((await failure(api.review.grade({ card: key!.id, grade: 1 }))).code).toBe("CONFLICT");
    expect(await logCount(user.id)).toBe(2);
  });

  it("keeps a question graded today off the list until tomorrow, even with a card made since", async () => {
    const { api, user } = await signedIn(h);
    const run = await api.qbank.start({ mode: "all", category: [categoryId] });
    const q = run.questions[0]!;
    await api.revisionKeys.save({ question: q.id });
    const [keyCard] = (await api.review.due()).cards;
    await api.review.grade({ card: keyCard!.id, grade: 1 });
    // Later that day the learner answers the same question wrongly: a new question card, due at once.
    h.clock.set("2026-06-17T16:00:00+01:00");
    await api.qbank.submit({ run: run.run.id, question: q.id, answer: wrongOf(q) });
    const [, wrong] = await cardsOf(user.id, q.id);
    expect(wrong).toMatchObject({ kind: "question", state: 0 });
    expect(await dueIds(api)).toEqual([]);
    expect((await api.review.summary()).due).toBe(0);
    expect(await failure(api.review.grade({ card: wrong!.id, grade: 3 }))).toEqual({
      code: "CONFLICT",
      items: [{ object: "card", message: "This question has already been reviewed today." }],
    });
    // The next day both are due (Again gave the key one day) and show once.
    h.clock.set("2026-06-18T16:00:00+01:00");
    const due = await api.review.due();
    expect(due.cards.map((c) => [c.id, c.kinds])).toEqual([[wrong!.id, ["question", "key"]]]);
  });

  it(`counts a question with two new cards once against the ${NEW_CARDS_PER_DAY} new a day`, async () => {
    const { api, both } = await learnerWithBothCards(3);
    for (const question of questions.filter((id) => !both.includes(id)).slice(0, NEW_CARDS_PER_DAY)) {
      await api.revisionKeys.save({ question });
    }
    const first = await api.review.due();
    expect(first.count).toBe(NEW_CARDS_PER_DAY);
    const doubles = first.cards.filter((c) => c.kinds.length === 2);
    expect(doubles.length).toBeGreaterThan(0);
    for (const card of doubles) await api.review.grade({ card: card.id, grade: 3 });
    // Each graded question used one of the day's new ones, however many cards it had.
    expect((await api.review.due()).count).toBe(NEW_CARDS_PER_DAY - doubles.length);
    expect((await api.review.summary()).reviewed_today).toBe(doubles.length);
  });

  it("applies one of parallel grades of a question, whichever of its cards each names", async () => {
    const { api, user, both } = await learnerWithBothCards(1);
    const [key, wrong] = await cardsOf(user.id, both[0]!);
    // A double-click on the shown card, and another tab or client grading the key card.
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => api.review.grade({ card: (i % 2 ? key : wrong)!.id, grade: (i % 4) + 1 })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((x) => x.status === "rejected")) {
      expect(r.reason).toMatchObject({ code: "CONFLICT" });
    }
    const logs = await h.deps.db.selectFrom("review_logs").selectAll().where("user_id", "=", user.id).execute();
    expect(logs.map((l) => l.card_id).sort()).toEqual([key!.id, wrong!.id].sort());
    expect(new Set(logs.map((l) => l.rating)).size).toBe(1);
    for (const card of await cardsOf(user.id, both[0]!)) expect(card.reps).toBe(1);
    expect(await dueIds(api)).toEqual([]);
  });
});

describe("grading with FSRS on a fixed clock", () => {
  const expected = generatorParameters({ enable_fuzz: false, enable_short_term: false });
  const f = fsrs(expected);

  it("uses ts-fsrs's defaults without fuzz or short-term steps", () => {
    expect(REVIEW_PARAMETERS).toEqual(expected);
  });

  it("moves each grade's due date exactly as ts-fsrs does, again on the next review", async () => {
    const { api } = await learnerWithKeys(4);
    const cards = (await api.review.due()).cards;
    const grades: Grade[] = [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy];
    const model = new Map<string, Card>();
    for (const [i, card] of cards.entries()) {
      const graded = await api.review.grade({ card: card.id, grade: grades[i]! });
      const next = f.next(createEmptyCard(new Date(TEST_NOW)), new Date(TEST_NOW), grades[i]!).card;
      model.set(card.id, next);
      expect(graded).toMatchObject({ card: card.id, grade: grades[i], due: next.due.toISOString() });
    }
    // Distinct grades give distinct dates, none of them today.
    expect(new Set([...model.values()].map((c) => c.due.getTime())).size).toBe(4);
    expect(await dueIds(api)).toEqual([]);

    // On the day the Good card falls due, grade it Again and then Good at later reviews.
    const good = cards[2]!.id;
    let state = model.get(good)!;
    for (const grade of [Rating.Again, Rating.Good] as Grade[]) {
      h.clock.set(state.due);
      expect(await dueIds(api)).toContain(good);
      const graded = await api.review.grade({ card: good, grade });
      state = f.next(state, state.due, grade).card;
      expect(graded.due).toBe(state.due.toISOString());
    }
    const row = await h.deps.db.selectFrom("review_cards").selectAll().where("id", "=", good).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reps: 3, lapses: state.lapses, state: state.state, stability: state.stability });
  });

  it("keeps every grade with the states before and after, and replays them after a parameter change", async () => {
    const { api, user } = await learnerWithKeys(1);
    const [card] = (await api.review.due()).cards;
    const first = await api.review.grade({ card: card!.id, grade: 3 });
    h.clock.set(first.due);
    await api.review.grade({ card: card!.id, grade: 2 });
    const logs = await h.deps.db
      .selectFrom("review_logs")
      .selectAll()
      .where("user_id", "=", user.id)
      .orderBy("reviewed_at")
      .execute();
    expect(logs.map((l) => l.rating)).toEqual([3, 2]);
    expect(logs[0]!.before).toMatchObject({ state: 0, reps: 0, due: new Date(TEST_NOW).toISOString() });
    expect(logs[0]!.after.due).toBe(first.due);
    expect(logs[1]!.before).toEqual(logs[0]!.after);

    const stricter = generatorParameters({ ...REVIEW_PARAMETERS, request_retention: 0.95 });
    const g = fsrs(stricter);
    const once = g.next(createEmptyCard(new Date(TEST_NOW)), new Date(TEST_NOW), Rating.Good).card;
    const twice = g.next(once, new Date(first.due), Rating.Hard).card;
    expect(await rescheduleAll(h.deps.db, stricter)).toBeGreaterThan(0);
    const row = await h.deps.db
      .selectFrom("review_cards")
      .selectAll()
      .where("id", "=", card!.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.due).toISOString()).toBe(twice.due.toISOString());
    const replayed = await h.deps.db
      .selectFrom("review_logs")
      .select("after")
      .where("user_id", "=", user.id)
      .orderBy("reviewed_at")
      .execute();
    expect(replayed.map((l) => l.after.due)).toEqual([once.due.toISOString(), twice.due.toISOString()]);

    // Back to today's parameters: the schedule is the one grading gave.
    await rescheduleAll(h.deps.db);
    const restored = await h.deps.db
      .selectFrom("review_logs")
      .select("after")
      .where("user_id", "=", user.id)
      .orderBy("reviewed_at")
      .execute();
    expect(restored.map((l) => l.after)).toEqual(logs.map((l) => l.after));
  });

  it("applies one of two parallel grades of a card and refuses the other", async () => {
    const { api, user } = await learnerWithKeys(1);
    const [card] = (await api.review.due()).cards;
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => api.review.grade({ card: card!.id, grade: (i % 4) + 1 })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((x) => x.status === "rejected")) {
      expect(r.reason).toMatchObject({ code: "CONFLICT" });
    }
    const logs = await h.deps.db.selectFrom("review_logs").select("id").where("user_id", "=", user.id).execute();
    expect(logs).toHaveLength(1);
    const row = await h.deps.db
      .selectFrom("review_cards")
      .selectAll()
      .where("id", "=", card!.id)
      .executeTakeFirstOrThrow();
    expect(row.reps).toBe(1);
    // A grade computed from the state read before it (reps 0) no longer applies.
    expect(await setReviewCardState(h.deps.db, card!.id, 0, { ...row, reps: 9 })).toBe(false);
    expect(await setReviewCardState(h.deps.db, card!.id, 1, { ...row, reps: 1 })).toBe(true);
  });

  it("refuses a card not due today, another learner's card, and a grade outside 1-4", async () => {
    const { api } = await learnerWithKeys(1);
    const [card] = (await api.review.due()).cards;
    await setDue(card!.id, "2026-06-18T00:30:00+01:00");
    expect(await failure(api.review.grade({ card: card!.id, grade: 3 }))).toEqual({
      code: "CONFLICT",
      items: [{ object: "card", message: "This card is not due yet." }],
    });
    const other = await signedIn(h);
    expect((await failure(other.api.review.grade({ card: card!.id, grade: 3 }))).code).toBe("NOT_FOUND");
    const bad = await failure(api.review.grade({ card: card!.id, grade: 5 }));
    expect(bad.code).toBe("BAD_REQUEST");
    expect(bad.items[0]).toEqual({
      object: "grade",
      message: "The grade must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).",
    });
    const hold = await signedIn(h, { level: 1 });
    expect((await failure(hold.api.review.due())).code).toBe("FORBIDDEN");
  });
});

describe("the due list by day in London", () => {
  it("lists cards due before the end of the local day, oldest due first", async () => {
    const { api } = await learnerWithKeys(4);
    const ids = await dueIds(api);
    // TEST_NOW is 14:00 on Wednesday 17 June in London (BST).
    await setDue(ids[0]!, "2026-06-17T23:30:00+01:00"); // later today
    await setDue(ids[1]!, "2026-06-18T00:00:00+01:00"); // the first instant of tomorrow
    await setDue(ids[2]!, "2026-06-10T09:00:00+01:00"); // a week overdue
    await setDue(ids[3]!, "2026-06-17T23:59:59.999+01:00");
    expect(await dueIds(api)).toEqual([ids[2], ids[0], ids[3]]);
    expect((await api.review.summary()).due).toBe(3);

    h.clock.set("2026-06-17T23:59:59+01:00");
    expect(await dueIds(api)).toEqual([ids[2], ids[0], ids[3]]);
    h.clock.set("2026-06-18T00:00:00+01:00");
    expect(await dueIds(api)).toEqual([ids[2], ids[0], ids[3], ids[1]]);
  });

  it("counts a 25-hour autumn day and a 23-hour spring day by London's clock", async () => {
    const { api } = await learnerWithKeys(2);
    const ids = await dueIds(api);
    // Sunday 25 October 2026: clocks go back at 02:00 BST; the day ends at 00:00 GMT on the 26th.
    await setDue(ids[0]!, "2026-10-25T23:30:00Z");
    await setDue(ids[1]!, "2026-10-26T00:00:00Z");
    h.clock.set("2026-10-25T00:30:00+01:00");
    expect(await dueIds(api)).toEqual([ids[0]]);
    // Sunday 29 March 2026: clocks go forward at 01:00 GMT; the day ends at 23:00 UTC.
    await setDue(ids[0]!, "2026-03-29T22:59:00Z");
    await setDue(ids[1]!, "2026-03-29T23:00:00Z");
    h.clock.set("2026-03-29T00:10:00Z");
    expect(await dueIds(api)).toEqual([ids[0]]);
  });

  it(`shows at most ${NEW_CARDS_PER_DAY} new cards a day, counting the new ones already graded`, async () => {
    const { api } = await learnerWithKeys(NEW_CARDS_PER_DAY + 5);
    const first = await api.review.due();
    expect(first.count).toBe(NEW_CARDS_PER_DAY);
    for (const card of first.cards.slice(0, 5)) await api.review.grade({ card: card.id, grade: 3 });
    expect((await api.review.due()).count).toBe(NEW_CARDS_PER_DAY - 5);
    h.clock.set("2026-06-18T08:00:00+01:00");
    // A new day: a fresh allowance, and the five graded yesterday are not due yet.
    expect((await api.review.due()).count).toBe(NEW_CARDS_PER_DAY);
  });
});

describe("the streak", () => {
  it("counts consecutive local days with a grade, up to today or yesterday", () => {
    expect(streakOf([], "2026-06-17")).toBe(0);
    expect(streakOf(["2026-06-17", "2026-06-16", "2026-06-15", "2026-06-13"], "2026-06-17")).toBe(3);
    expect(streakOf(["2026-06-16", "2026-06-15"], "2026-06-17")).toBe(2);
    expect(streakOf(["2026-06-15"], "2026-06-17")).toBe(0);
    expect(streakOf(["2026-03-01", "2026-02-28"], "2026-03-01")).toBe(2);
  });

  it("cuts days at London midnight: 23:30 and 00:30 are two days", async () => {
    const { api } = await learnerWithKeys(3);
    const ids = await dueIds(api);
    expect(await api.review.summary()).toEqual({ due: 3, reviewed_today: 0, streak: 0 });
    h.clock.set("2026-06-17T23:30:00+01:00");
    await api.review.grade({ card: ids[0]!, grade: 3 });
    expect(await api.review.summary()).toEqual({ due: 2, reviewed_today: 1, streak: 1 });
    h.clock.set("2026-06-18T00:30:00+01:00");
    expect(await api.review.summary()).toMatchObject({ reviewed_today: 0, streak: 1 });
    await api.review.grade({ card: ids[1]!, grade: 3 });
    expect(await api.review.summary()).toMatchObject({ reviewed_today: 1, streak: 2 });
    h.clock.set("2026-06-20T09:00:00+01:00");
    expect(await api.review.summary()).toMatchObject({ streak: 0 });
    await api.review.grade({ card: ids[2]!, grade: 3 });
    expect(await api.review.summary()).toMatchObject({ streak: 1 });
  });
});
