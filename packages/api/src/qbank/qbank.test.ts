import { findUserById, masteryAttemptsLeft, newId, type UserRow } from "@qbank/db";
import { createCategoryWithQuestions, insertTestAttempts, TEST_NOW } from "@qbank/db/testing";
import { TRPCError } from "@trpc/server";
import type { Session } from "lucia";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { callerFor, createHarness, signedIn, type Harness } from "#test/harness.ts";
import { EXAM_QUESTIONS, TIMED_RUN_MS } from "./constants.ts";
import { NO_ATTEMPTS } from "./constants.ts";
import type { RunQuestion } from "./schemas.ts";
import { keyOf, wrongOf } from "#test/answers.ts";
import { pngImage } from "#test/images.ts";

let h: Harness;

type Question = Pick<RunQuestion, "id" | "answer_array" | "correct" | "correct_number" | "explanation_text">;

const idsOf = (page: { questions: { id: string }[] }) => page.questions.map((q) => q.id);

function category(options: { level?: number; count?: number; name?: string; rank?: number } = {}) {
  return createCategoryWithQuestions(h.deps.db, options);
}

/** The same user as the server would load them on their next request (after a reset). */
async function reloaded(user: UserRow, session: Session) {
  const fresh = await findUserById(h.deps.db, user.id);
  return callerFor(h, { user: fresh!, session }).api;
}

async function countTries(where: { userId?: string; runId?: string }): Promise<number> {
  let query = h.deps.db.selectFrom("tries").select((eb) => eb.fn.countAll<number>().as("n"));
  if (where.userId) query = query.where("user_id", "=", where.userId);
  if (where.runId) query = query.where("run_id", "=", where.runId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** A timed run's payload says nothing about the key until the run ends. */
function expectSealed(payload: unknown, questions: Question[]) {
  expect(JSON.stringify(payload)).not.toContain("Explanation");
  for (const q of questions) {
    expect(q).toMatchObject({ correct: null, correct_number: null, explanation_text: null });
    // Positions 1..5 in display order: the numbers say nothing about the key.
    expect(q.answer_array.map((o) => o.number)).toEqual([1, 2, 3, 4, 5]);
  }
}

/**
 * Its own database, made and dropped before the main one: on PostgreSQL two test schemas
 * cannot be migrated side by side (Kysely's migrator sees the other schema's tables).
 */
describe("exam on a small bank", () => {
  let small: Harness;
  beforeAll(async () => {
    small = await createHarness();
  });
  afterAll(() => small.close());

  it("takes every visible question when there are fewer than 180, never hidden or mastery ones", async () => {
    const diamond = await createCategoryWithQuestions(small.deps.db, { level: 5, count: 7 });
    const basic = await createCategoryWithQuestions(small.deps.db, { level: 2, count: 2 });
    await createCategoryWithQuestions(small.deps.db, { level: 6, count: 3 });
    await createCategoryWithQuestions(small.deps.db, { level: 9, count: 3 });
    const { api } = await signedIn(small, { level: 5 });
    const start = await api.qbank.startMock();
    expect(start.length).toBe(9);
    const rest = await api.qbank.more({ run: start.run.id, questions: idsOf(start) });
    expect(rest.length).toBe(9);
    expect([...idsOf(start), ...idsOf(rest)].sort()).toEqual([...diamond.questionIds, ...basic.questionIds].sort());
    expectSealed(rest, rest.questions);
    expect([...start.run.categories].sort()).toEqual([diamond.id, basic.id].sort());
  });
});

describe("question bank procedures", () => {
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  describe("categories", () => {
    it("lists the visible categories by rank with question counts and the learner's right/wrong", async () => {
      const third = await category({ rank: 3, count: 4 });
      const first = await category({ rank: 1, count: 3 });
      const second = await category({ rank: 2, count: 2 });
      const gold = await category({ level: 4, count: 1 });
      const hidden = await category({ level: 6, count: 2 });
      const mastery = await category({ level: 9, count: 2 });
      const { api } = await signedIn(h, { level: 5 });

      const before = await api.qbank.categories();
      const ranks = before.map((c) => c.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const mine = before.filter((c) => [first.id, second.id, third.id].includes(c.id));
      expect(mine.map((c) => [c.id, c.question_count, c.right, c.wrong])).toEqual([
        [first.id, 3, 0, 0],
        [second.id, 2, 0, 0],
        [third.id, 4, 0, 0],
      ]);
      const ids = before.map((c) => c.id);
      expect(ids).toContain(gold.id);
      expect(ids).not.toContain(hidden.id);
      expect(ids).not.toContain(mastery.id);
      expect(before.every((c) => c.level <= 5 && c.level !== 6 && c.level !== 9)).toBe(true);

      // Two right and one wrong in the rank-3 category; a later run changes the wrong one to right.
      const run = await api.qbank.start({ mode: "all", category: [third.id] });
      const [a, b, c] = run.questions;
      await api.qbank.submit({ run: run.run.id, question: a!.id, answer: keyOf(a!) });
      await api.qbank.submit({ run: run.run.id, question: b!.id, answer: keyOf(b!) });
      await api.qbank.submit({ run: run.run.id, question: c!.id, answer: wrongOf(c!) });
      const after = await api.qbank.categories();
      expect(after.find((x) => x.id === third.id)).toMatchObject({ question_count: 4, right: 2, wrong: 1 });
      expect(after.find((x) => x.id === first.id)).toMatchObject({ right: 0, wrong: 0 });
      await expect(api.qbank.categoryStats({ id: third.id })).resolves.toEqual({
        name: third.name,
        data: { right: 2, wrong: 1, not_answered: 1 },
      });
      const detail = await api.qbank.category({ id: third.id });
      expect(detail).toMatchObject({ right: 2, wrong: 1, category: { id: third.id, rank: 3 } });
      expect(detail.category.questions.find((q) => q.id === c!.id)?.tries.map((t) => t.correct)).toEqual([false]);

      const again = await api.qbank.start({ mode: "all", category: [third.id] });
      await api.qbank.submit({ run: again.run.id, question: c!.id, answer: 1 });
      const latest = await api.qbank.categories();
      expect(latest.find((x) => x.id === third.id)).toMatchObject({ right: 3, wrong: 0 });

      // Flags count per category, and only the learner's own.
      await api.qbank.doLaterAdd({ id: a!.id });
      await api.qbank.doLaterAdd({ id: b!.id });
      const other = await signedIn(h, { level: 5 });
      await other.api.qbank.doLaterAdd({ id: a!.id });
      const flagged = await api.qbank.categories();
      expect(flagged.find((x) => x.id === third.id)).toMatchObject({ flagged: 2 });
      expect(flagged.find((x) => x.id === first.id)).toMatchObject({ flagged: 0 });
      await api.qbank.doLaterRemove({ id: b!.id });
      expect((await api.qbank.categories()).find((x) => x.id === third.id)).toMatchObject({ flagged: 1 });

      // Hidden and mastery categories are refused to the learner one by one too.
      expect((await failure(api.qbank.category({ id: hidden.id }))).code).toBe("NOT_FOUND");
      expect((await failure(api.qbank.categoryStats({ id: mastery.id }))).code).toBe("NOT_FOUND");
    });

    it("shows hidden and mastery categories to an admin, and hides categories above a learner's level", async () => {
      const hidden = await category({ level: 6 });
      const mastery = await category({ level: 9 });
      const gold = await category({ level: 4 });
      const admin = await signedIn(h, { level: 6 });
      const adminIds = (await admin.api.qbank.categories()).map((c) => c.id);
      expect(adminIds).toEqual(expect.arrayContaining([hidden.id, mastery.id, gold.id]));

      const silver = await signedIn(h, { level: 3 });
      const silverIds = (await silver.api.qbank.categories()).map((c) => c.id);
      expect(silverIds).not.toContain(gold.id);
      expect((await failure(silver.api.qbank.category({ id: gold.id }))).code).toBe("NOT_FOUND");
      expect((await failure(silver.api.qbank.start({ mode: "new", category: [gold.id] }))).code).toBe("NOT_FOUND");
    });
  });

  describe("practice modes", () => {
    it("mode all serves 10 a page from a larger category, with no repeats until it is exhausted", async () => {
      const cat = await category({ count: 25 });
      const { api } = await signedIn(h, { level: 4 });
      const first = await api.qbank.start({ mode: "all", category: [cat.id] });
      expect(first.run).toMatchObject({ mode: "all", categories: [cat.id], deadline: null, ended: false });
      expect(first.questions).toHaveLength(10);
      expect(first.length).toBe(25);
      expect(first.run.length).toBe(25);

      const held = idsOf(first);
      for (const expected of [10, 5]) {
        const page = await api.qbank.more({ run: first.run.id, questions: held });
        expect(page.questions).toHaveLength(expected);
        expect(page.length).toBe(25);
        for (const id of idsOf(page)) expect(held).not.toContain(id);
        held.push(...idsOf(page));
      }
      expect(new Set(held).size).toBe(25);
      expect([...held].sort()).toEqual([...cat.questionIds].sort());
      const exhausted = await api.qbank.more({ run: first.run.id, questions: held });
      expect(exhausted.questions).toEqual([]);
      expect(exhausted.length).toBe(25);

      // Practice runs number options by their stored number: 1 is the key, shuffled per question.
      const resumed = await api.qbank.run({ id: first.run.id });
      expect(idsOf(resumed)).toEqual(held);
      expect(resumed.questions.map((q) => q.index)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      for (const q of resumed.questions) {
        expect(keyOf(q)).toBe(1);
        expect(q.answer_array.map((o) => o.number).sort()).toEqual([1, 2, 3, 4, 5]);
      }
      expect(resumed.questions.some((q) => q.answer_array[0]!.number !== 1)).toBe(true);
    });

    /** A learner who got q0 and q2 wrong and q1 and q3 right last, never tried q4 and q5. */
    async function learnerWithHistory() {
      const cat = await category({ count: 6 });
      const q = cat.questionIds;
      const learner = await signedIn(h, { level: 4 });
      const { api } = learner;
      const one = await api.qbank.start({ mode: "all", category: [cat.id] });
      expect(one.questions).toHaveLength(6);
      await api.qbank.submit({ run: one.run.id, question: q[0]!, answer: 2 });
      await api.qbank.submit({ run: one.run.id, question: q[1]!, answer: 1 });
      await api.qbank.submit({ run: one.run.id, question: q[2]!, answer: 1 });
      await api.qbank.submit({ run: one.run.id, question: q[3]!, answer: 3 });
      const two = await api.qbank.start({ mode: "all", category: [cat.id] });
      await api.qbank.submit({ run: two.run.id, question: q[2]!, answer: 4 });
      await api.qbank.submit({ run: two.run.id, question: q[3]!, answer: 1 });
      return { ...learner, cat, q };
    }

    it("mode new offers only questions never tried", async () => {
      const { api, cat, q } = await learnerWithHistory();
      const page = await api.qbank.start({ mode: "new", category: [cat.id] });
      expect(idsOf(page).sort()).toEqual([q[4]!, q[5]!].sort());
      expect(page.length).toBe(2);
      const more = await api.qbank.more({ run: page.run.id, questions: idsOf(page) });
      expect(more.questions).toEqual([]);
    });

    it("mode wrong offers only questions whose latest try was wrong", async () => {
      const { api, cat, q } = await learnerWithHistory();
      const page = await api.qbank.start({ mode: "wrong", category: cat.id });
      expect(idsOf(page).sort()).toEqual([q[0]!, q[2]!].sort());
      expect(page.length).toBe(2);
      // The tries of each question come with it, oldest first.
      expect(page.questions.find((x) => x.id === q[2])?.tries.map((t) => t.correct)).toEqual([true, false]);
    });

    it("mode marked offers only do-later questions, and refuses an empty choice", async () => {
      const { api, cat, q } = await learnerWithHistory();
      await expect(api.qbank.doLaterAdd({ id: q[1]! })).resolves.toEqual({ doLater: [q[1]] });
      await api.qbank.doLaterAdd({ id: q[5]! });
      await api.qbank.doLaterAdd({ id: q[5]! });
      await api.qbank.doLaterAdd({ id: q[4]! });
      await expect(api.qbank.doLaterRemove({ id: q[4]! })).resolves.toEqual({ doLater: [q[1], q[5]] });
      const page = await api.qbank.start({ mode: "marked", category: [cat.id] });
      expect(idsOf(page).sort()).toEqual([q[1]!, q[5]!].sort());
      expect(page.length).toBe(2);
      expect([...page.doLater].sort()).toEqual([q[1]!, q[5]!].sort());

      const other = await category({ count: 2 });
      const none = await failure(api.qbank.start({ mode: "marked", category: [other.id] }));
      expect(none).toEqual({
        code: "NOT_FOUND",
        items: [{ object: "mode", message: "No questions match this choice yet." }],
      });
    });

    it("takes the categories as a comma-separated string from several categories", async () => {
      const a = await category({ count: 3 });
      const b = await category({ count: 4 });
      const { api } = await signedIn(h, { level: 2 });
      const page = await api.qbank.start({ mode: "all", category: ` ${a.id}, ${b.id},` });
      expect([...page.run.categories].sort()).toEqual([a.id, b.id].sort());
      expect(idsOf(page).sort()).toEqual([...a.questionIds, ...b.questionIds].sort());
      expect(page.length).toBe(7);
    });
  });

  describe("submit", () => {
    it("decides correctness itself, reveals the key and explanation, and counts only the first answer", async () => {
      const cat = await category({ count: 3, name: "Cardiology submit" });
      const { api, user } = await signedIn(h, { level: 4 });
      const page = await api.qbank.start({ mode: "all", category: [cat.id] });
      const [q1, q2] = cat.questionIds;

      const wrong = await api.qbank.submit({ run: page.run.id, question: q1!, answer: 3, correct: true });
      const i1 = cat.questionIds.indexOf(q1!) + 1;
      expect(wrong).toEqual({
        question: q1,
        chosen: 3,
        first: true,
        late: false,
        correct: false,
        correct_number: 1,
        explanation_text: `Explanation ${i1} of Cardiology submit.`,
        answered: 1,
        right: 0,
        wrong: 1,
        total: 3,
        // One learner so far: too few for peer shares.
        peers: [],
        peers_correct: null,
      });
      const right = await api.qbank.submit({ run: page.run.id, question: q2!, answer: "1", correct: false });
      expect(right).toMatchObject({ first: true, correct: true, correct_number: 1, answered: 2, right: 1, wrong: 1 });
      expect(await countTries({ userId: user.id })).toBe(2);

      const repeat = await api.qbank.submit({ run: page.run.id, question: q1!, answer: 1, correct: true });
      expect(repeat).toMatchObject({ first: false, chosen: 3, correct: false, answered: 2, right: 1, wrong: 1 });
      expect(await countTries({ userId: user.id })).toBe(2);
      const rows = await h.deps.db
        .selectFrom("tries")
        .select(["question_id", "correct", "run_id"])
        .where("user_id", "=", user.id)
        .orderBy("created_at")
        .execute();
      expect(rows).toEqual([
        { question_id: q1, correct: false, run_id: page.run.id },
        { question_id: q2, correct: true, run_id: page.run.id },
      ]);

      // Legacy clients send no run id: the learner's open run holding the question is used.
      const legacy = await api.qbank.submit({ question: cat.questionIds[2]!, answer: 1 });
      expect(legacy).toMatchObject({ first: true, correct: true, answered: 3 });

      const resumed = await api.qbank.run({ id: page.run.id });
      expect(resumed.questions.find((q) => q.id === q1)).toMatchObject({
        chosen: 3,
        correct: false,
        correct_number: 1,
      });
    });

    it("counts one answer when the same question is submitted several times at once", async () => {
      const cat = await category({ count: 2 });
      const { api, user } = await signedIn(h, { level: 4 });
      const page = await api.qbank.start({ mode: "all", category: [cat.id] });
      const q = cat.questionIds[0]!;
      const replies = await Promise.all(
        [1, 2, 3, 4, 5].map((answer) => api.qbank.submit({ run: page.run.id, question: q, answer })),
      );
      const firsts = replies.filter((r) => r.first);
      expect(firsts).toHaveLength(1);
      expect(replies.every((r) => r.chosen === firsts[0]!.chosen && r.answered === 1)).toBe(true);
      expect(await countTries({ userId: user.id })).toBe(1);
    });

    it("scores a practice run over every question it served, answered or not", async () => {
      const cat = await category({ count: 12 });
      const { api } = await signedIn(h, { level: 4 });
      const page = await api.qbank.start({ mode: "all", category: [cat.id] });
      expect(page.questions).toHaveLength(10);
      await expect(api.qbank.openRun()).resolves.toMatchObject({ run: null, practiceOpen: true });
      const [q1, q2, , q4] = page.questions;
      await api.qbank.submit({ run: page.run.id, question: q1!.id, answer: 1 });
      await api.qbank.submit({ run: page.run.id, question: q2!.id, answer: 2 });
      await api.qbank.submit({ run: page.run.id, question: q4!.id, answer: 1 });
      const ended = await api.qbank.end({ id: page.run.id });
      // Q3 was passed over and Q5-Q10 never answered: all ten were served, seven unanswered.
      expect(ended.results).toEqual({
        attempted: 3,
        correct: 2,
        incorrect: 1,
        skipped: 7,
        percentage: 20,
        answered_percentage: 66.67,
      });
      await expect(api.qbank.openRun()).resolves.toMatchObject({ practiceOpen: false });
    });

    it("refuses answers to a question outside the run and to an ended practice run", async () => {
      const cat = await category({ count: 2 });
      const elsewhere = await category({ count: 1 });
      const { api } = await signedIn(h, { level: 4 });
      const page = await api.qbank.start({ mode: "all", category: [cat.id] });
      const outside = await failure(
        api.qbank.submit({ run: page.run.id, question: elsewhere.questionIds[0]!, answer: 1 }),
      );
      expect(outside.code).toBe("NOT_FOUND");
      const ended = await api.qbank.end({ id: page.run.id });
      expect(ended.run.ended).toBe(true);
      expect(ended.results).toEqual({
        attempted: 0,
        correct: 0,
        incorrect: 0,
        skipped: 2,
        percentage: 0,
        answered_percentage: 0,
      });
      // An answer sent after the end is the learner's try, outside the run's results.
      const late = await api.qbank.submit({ run: page.run.id, question: cat.questionIds[0]!, answer: 1 });
      expect(late).toMatchObject({ first: true, late: true, answered: 0, correct: true });
      expect((await api.qbank.end({ id: page.run.id })).results).toEqual(ended.results);
    });
  });

  describe("exam (unlimited mock)", () => {
    it("caps at 180 distinct questions, paged by 10, and reveals nothing while it runs", async () => {
      await category({ level: 5, count: 200 });
      const { api, user } = await signedIn(h, { level: 5 });
      const start = await api.qbank.startMock();
      expect(start.run).toMatchObject({ mode: "exam", ended: false, length: EXAM_QUESTIONS });
      expect(start.length).toBe(EXAM_QUESTIONS);
      expect(start.questions).toHaveLength(10);
      const window = Date.parse(start.run.deadline!) - Date.parse(start.run.started_at);
      expect(Math.abs(window - TIMED_RUN_MS)).toBeLessThan(2_000);
      expectSealed(start, start.questions);

      const held = idsOf(start);
      for (;;) {
        const page = await api.qbank.more({ run: start.run.id, questions: held });
        expectSealed(page, page.questions);
        if (page.questions.length === 0) break;
        for (const id of idsOf(page)) expect(held).not.toContain(id);
        held.push(...idsOf(page));
      }
      expect(held).toHaveLength(EXAM_QUESTIONS);
      expect(new Set(held).size).toBe(EXAM_QUESTIONS);

      const q = start.questions[0]!;
      const reply = await api.qbank.submit({ run: start.run.id, question: q.id, answer: keyOf(q), correct: false });
      expect(reply).toMatchObject({
        first: true,
        chosen: keyOf(q),
        correct: null,
        correct_number: null,
        right: 0,
        wrong: 0,
      });
      expect(reply.explanation_text).toBeNull();
      expect(JSON.stringify(reply)).not.toContain("Explanation");
      const resumed = await api.qbank.run({ id: start.run.id });
      expectSealed(resumed, resumed.questions);
      expect(resumed.questions[0]).toMatchObject({ id: q.id, chosen: keyOf(q) });
      expect(await countTries({ userId: user.id })).toBe(0);

      // The key sits at different positions across questions.
      expect(new Set(start.questions.map(keyOf)).size).toBeGreaterThan(1);
    });

    it("resumes with every answer held, up to the page after the last one, when the learner skipped ahead", async () => {
      await category({ level: 5, count: 200 });
      const { api } = await signedIn(h, { level: 5 });
      const start = await api.qbank.startMock();
      const held = [...start.questions];
      while (held.length < 30) {
        held.push(...(await api.qbank.more({ run: start.run.id, questions: held.map((q) => q.id) })).questions);
      }
      for (const q of [held[0]!, held[24]!, held[29]!])
        await api.qbank.submit({ run: start.run.id, question: q.id, answer: keyOf(q) });

      const resumed = await api.qbank.run({ id: start.run.id });
      expect(resumed.questions.map((q) => q.index)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(resumed.questions.filter((q) => q.chosen !== null).map((q) => q.index)).toEqual([1, 25, 30]);
    });

    it("reveals the keys and the right results when it ends, and records tries only then", async () => {
      const { api, user } = await signedIn(h, { level: 5 });
      const basic = await signedIn(h, { level: 2 });
      // The mock's copy states its own length: what a mock draws, for this plan and for the plan below.
      const { mockQuestions } = await api.qbank.openRun();
      await expect(basic.api.qbank.openRun()).resolves.toMatchObject({ mockQuestions });
      const start = await api.qbank.startMock();
      const total = start.length;
      expect(mockQuestions).toBe(total);
      const [a, b, c] = start.questions;
      await api.qbank.submit({ run: start.run.id, question: a!.id, answer: keyOf(a!) });
      await api.qbank.submit({ run: start.run.id, question: b!.id, answer: wrongOf(b!), correct: true });
      await api.qbank.submit({ run: start.run.id, question: c!.id, answer: keyOf(c!) });
      const repeat = await api.qbank.submit({ run: start.run.id, question: b!.id, answer: keyOf(b!) });
      expect(repeat).toMatchObject({ first: false, chosen: wrongOf(b!), answered: 3, correct: null });
      expect(await countTries({ runId: start.run.id })).toBe(0);

      const ended = await api.qbank.end({ id: start.run.id });
      expect(ended.run.ended).toBe(true);
      expect(ended.results).toEqual({
        attempted: 3,
        correct: 2,
        incorrect: 1,
        skipped: total - 3,
        percentage: Math.round((2 / total) * 10_000) / 100,
        answered_percentage: 66.67,
      });
      expect(ended.questions).toHaveLength(total);
      for (const q of ended.questions) {
        expect(q.correct_number).toBe(keyOf(q));
        expect(q.explanation_text).toMatch(/^Explanation \d+ of /);
      }
      const byId = new Map(ended.questions.map((q) => [q.id, q]));
      expect(byId.get(a!.id)).toMatchObject({ correct: true, chosen: keyOf(a!) });
      expect(byId.get(b!.id)).toMatchObject({ correct: false, chosen: wrongOf(b!) });
      expect(ended.questions.filter((q) => q.chosen === null).every((q) => q.correct === null)).toBe(true);

      const tries = await h.deps.db
        .selectFrom("tries")
        .select(["question_id", "correct"])
        .where("run_id", "=", start.run.id)
        .execute();
      expect(tries.map((t) => [t.question_id, t.correct]).sort()).toEqual(
        [
          [a!.id, true],
          [b!.id, false],
          [c!.id, true],
        ].sort(),
      );
      expect(await countTries({ userId: user.id })).toBe(3);

      // Ending again adds nothing; the run shows revealed from now on.
      await api.qbank.end({ id: start.run.id });
      expect(await countTries({ userId: user.id })).toBe(3);
      const review = await api.qbank.run({ id: start.run.id });
      expect(review.run.ended).toBe(true);
      expect(review.questions.find((q) => q.id === a!.id)).toMatchObject({ correct: true, correct_number: keyOf(a!) });
      const late = await failure(api.qbank.submit({ run: start.run.id, question: start.questions[5]!.id, answer: 1 }));
      expect(late.items).toEqual([{ object: "run", message: "Time is up: this mock has ended." }]);
    });

    it("closes itself at the deadline: answers are refused, the run is ended and its tries recorded", async () => {
      const { api, user } = await signedIn(h, { level: 5 });
      const start = await api.qbank.startMock();
      const [a, b, c] = start.questions;
      await api.qbank.submit({ run: start.run.id, question: a!.id, answer: keyOf(a!) });
      await api.qbank.submit({ run: start.run.id, question: b!.id, answer: wrongOf(b!) });
      const deadline = new Date(h.clock.now().getTime() - 1000);
      await h.deps.db.updateTable("runs").set({ deadline_at: deadline }).where("id", "=", start.run.id).execute();

      const refused = await failure(api.qbank.submit({ run: start.run.id, question: c!.id, answer: keyOf(c!) }));
      expect(refused).toEqual({
        code: "BAD_REQUEST",
        items: [{ object: "run", message: "Time is up: this mock has ended." }],
      });
      const row = await h.deps.db
        .selectFrom("runs")
        .selectAll()
        .where("id", "=", start.run.id)
        .executeTakeFirstOrThrow();
      expect(row.ended_at).not.toBeNull();
      expect(row.ended_at!.getTime()).toBeLessThanOrEqual(deadline.getTime() + 1);
      const tries = await h.deps.db
        .selectFrom("tries")
        .select(["question_id", "correct"])
        .where("run_id", "=", start.run.id)
        .where("user_id", "=", user.id)
        .execute();
      expect(tries.map((t) => [t.question_id, t.correct]).sort()).toEqual(
        [
          [a!.id, true],
          [b!.id, false],
        ].sort(),
      );

      const shown = await api.qbank.run({ id: start.run.id });
      expect(shown.run.ended).toBe(true);
      expect(shown.questions.find((q) => q.id === c!.id)).toMatchObject({ chosen: null, correct: null });
      await expect(api.qbank.openRun()).resolves.toMatchObject({ run: null });
      const ended = await api.qbank.end({ id: start.run.id });
      expect(ended.results).toMatchObject({ attempted: 2, correct: 1, incorrect: 1 });
      expect(await countTries({ runId: start.run.id })).toBe(2);

      // A new mock is a new run.
      const next = await api.qbank.startMock();
      expect(next.run.id).not.toBe(start.run.id);
    });

    it("records a mock's tries once when it is ended or looked at several times at once", async () => {
      const { api } = await signedIn(h, { level: 5 });
      const start = await api.qbank.startMock();
      for (const q of start.questions.slice(0, 4)) {
        await api.qbank.submit({ run: start.run.id, question: q.id, answer: keyOf(q) });
      }
      await h.deps.db
        .updateTable("runs")
        .set({ deadline_at: new Date(h.clock.now().getTime() - 1000) })
        .where("id", "=", start.run.id)
        .execute();
      const settled = await Promise.allSettled([
        api.qbank.run({ id: start.run.id }),
        api.qbank.end({ id: start.run.id }),
        api.qbank.openRun(),
        api.qbank.end({ id: start.run.id }),
        api.qbank.more({ run: start.run.id, questions: [] }),
      ]);
      expect(settled.map((s) => s.status)).toEqual(Array(5).fill("fulfilled"));
      expect(await countTries({ runId: start.run.id })).toBe(4);
      const ended = await api.qbank.end({ id: start.run.id });
      expect(ended.results).toMatchObject({ attempted: 4, correct: 4, incorrect: 0 });
    });

    it("closes an overdue mock when the learner merely looks at it", async () => {
      const { api } = await signedIn(h, { level: 5 });
      const start = await api.qbank.startMock();
      const q = start.questions[0]!;
      await api.qbank.submit({ run: start.run.id, question: q.id, answer: keyOf(q) });
      await h.deps.db
        .updateTable("runs")
        .set({ deadline_at: new Date(h.clock.now().getTime() - 1000) })
        .where("id", "=", start.run.id)
        .execute();
      const shown = await api.qbank.run({ id: start.run.id });
      expect(shown.run.ended).toBe(true);
      expect(shown.questions[0]).toMatchObject({ correct: true, correct_number: keyOf(q) });
      const row = await h.deps.db
        .selectFrom("runs")
        .select("ended_at")
        .where("id", "=", start.run.id)
        .executeTakeFirstOrThrow();
      expect(row.ended_at).not.toBeNull();
      expect(await countTries({ runId: start.run.id })).toBe(1);
    });

    it("resumes an unfinished mock with the same questions, option order and deadline", async () => {
      const { api, user } = await signedIn(h, { level: 5 });
      const start = await api.qbank.startMock();
      const shape = (page: typeof start) =>
        page.questions.map((q) => ({
          id: q.id,
          index: q.index,
          options: q.answer_array.map((o) => `${o.number}:${o.text}`),
        }));

      const resumed = await api.qbank.run({ id: start.run.id });
      expect(shape(resumed)).toEqual(shape(start));
      expect(resumed.run.deadline).toBe(start.run.deadline);
      expect(resumed.run.started_at).toBe(start.run.started_at);

      const again = await api.qbank.startMock();
      expect(again.run.id).toBe(start.run.id);
      expect(again.run.deadline).toBe(start.run.deadline);
      expect(shape(again)).toEqual(shape(start));
      const runs = await h.deps.db.selectFrom("runs").select("id").where("user_id", "=", user.id).execute();
      expect(runs).toEqual([{ id: start.run.id }]);

      // Answers survive the resume, and the page grows past what was answered.
      for (const q of start.questions)
        await api.qbank.submit({ run: start.run.id, question: q.id, answer: wrongOf(q) });
      const later = await api.qbank.run({ id: start.run.id });
      expect(later.questions).toHaveLength(Math.min(20, start.length));
      expect(shape({ ...later, questions: later.questions.slice(0, 10) })).toEqual(shape(start));
      expect(later.questions.slice(0, 10).map((q) => q.chosen)).toEqual(start.questions.map(wrongOf));
      expectSealed(later, later.questions);
      await expect(api.qbank.openRun()).resolves.toMatchObject({ run: { id: start.run.id, mode: "exam" } });

      // No practice while a mock runs.
      const cat = await category({ level: 5 });
      const busy = await failure(api.qbank.start({ mode: "all", category: [cat.id] }));
      expect(busy.code).toBe("CONFLICT");
    });
  });

  describe("bank reset", () => {
    it("clears statuses and counts, offers tried questions as new again and keeps do-later flags", async () => {
      const cat = await category({ count: 4 });
      const { api, user, session } = await signedIn(h, { level: 4 });
      const run = await api.qbank.start({ mode: "all", category: [cat.id] });
      const [q0, q1, q2] = cat.questionIds;
      await api.qbank.submit({ run: run.run.id, question: q0!, answer: 1 });
      await api.qbank.submit({ run: run.run.id, question: q1!, answer: 2 });
      await api.qbank.doLaterAdd({ id: q2! });
      expect((await api.qbank.categories()).find((c) => c.id === cat.id)).toMatchObject({ right: 1, wrong: 1 });

      const { reset_at } = await api.qbank.reset();
      expect(Number.isNaN(Date.parse(reset_at))).toBe(false);
      const stored = await h.deps.db
        .selectFrom("runs")
        .select("ended_at")
        .where("id", "=", run.run.id)
        .executeTakeFirstOrThrow();
      expect(stored.ended_at).not.toBeNull();

      const fresh = await reloaded(user, session);
      expect((await fresh.qbank.categories()).find((c) => c.id === cat.id)).toMatchObject({ right: 0, wrong: 0 });
      await expect(fresh.qbank.categoryStats({ id: cat.id })).resolves.toMatchObject({
        data: { right: 0, wrong: 0, not_answered: 4 },
      });
      const again = await fresh.qbank.start({ mode: "new", category: [cat.id] });
      expect(idsOf(again).sort()).toEqual([...cat.questionIds].sort());
      expect(again.questions.every((q) => q.tries.length === 0)).toBe(true);
      expect(again.doLater).toEqual([q2]);
      const wrongAfter = await failure(fresh.qbank.start({ mode: "wrong", category: [cat.id] }));
      expect(wrongAfter.code).toBe("NOT_FOUND");
      const marked = await fresh.qbank.start({ mode: "marked", category: [cat.id] });
      expect(idsOf(marked)).toEqual([q2]);
      // The history stays.
      expect(await countTries({ userId: user.id })).toBe(2);
    });

    it("is refused below Gold", async () => {
      const { api } = await signedIn(h, { level: 3 });
      expect(await failure(api.qbank.reset())).toMatchObject({ code: "FORBIDDEN" });
    });
  });

  describe("level rules", () => {
    it("refuses random mode to Silver only, mocks below Diamond and everything to strangers", async () => {
      const cat = await category({ count: 2 });
      const silver = await signedIn(h, { level: 3 });
      const random = await failure(silver.api.qbank.start({ mode: "all", category: [cat.id] }));
      expect(random).toEqual({
        code: "FORBIDDEN",
        items: [{ object: "auth", message: "Random mode is not part of the Silver plan." }],
      });
      await expect(silver.api.qbank.start({ mode: "new", category: [cat.id] })).resolves.toMatchObject({ length: 2 });
      const basic = await signedIn(h, { level: 2 });
      await expect(basic.api.qbank.start({ mode: "all", category: [cat.id] })).resolves.toMatchObject({ length: 2 });

      for (const level of [2, 3, 4]) {
        const { api } = await signedIn(h, { level });
        expect((await failure(api.qbank.startMock())).code).toBe("FORBIDDEN");
      }
      const held = await signedIn(h, { level: 1 });
      expect((await failure(held.api.qbank.categories())).code).toBe("FORBIDDEN");

      const { api } = callerFor(h);
      expect((await failure(api.qbank.categories())).code).toBe("UNAUTHORIZED");
      expect((await failure(api.qbank.start({ mode: "new", category: [cat.id] }))).code).toBe("UNAUTHORIZED");
      expect((await failure(api.qbank.startMock())).code).toBe("UNAUTHORIZED");
      expect((await failure(api.qbank.startMastery())).code).toBe("UNAUTHORIZED");
      expect((await failure(api.qbank.submit({ question: cat.questionIds[0]!, answer: 1 }))).code).toBe("UNAUTHORIZED");
      expect((await failure(api.qbank.run({ id: newId() }))).code).toBe("UNAUTHORIZED");
    });
  });

  describe("isolation between learners", () => {
    it("keeps runs and do-later flags to their owner", async () => {
      const cat = await category({ count: 3 });
      const owner = await signedIn(h, { level: 4 });
      const other = await signedIn(h, { level: 4 });
      const page = await owner.api.qbank.start({ mode: "all", category: [cat.id] });
      const run = page.run.id;
      const q = cat.questionIds[0]!;

      expect((await failure(other.api.qbank.run({ id: run }))).code).toBe("NOT_FOUND");
      expect((await failure(other.api.qbank.submit({ run, question: q, answer: 1 }))).code).toBe("NOT_FOUND");
      expect((await failure(other.api.qbank.submit({ question: q, answer: 1 }))).code).toBe("NOT_FOUND");
      expect((await failure(other.api.qbank.more({ run, questions: [] }))).code).toBe("NOT_FOUND");
      expect((await failure(other.api.qbank.end({ id: run }))).code).toBe("NOT_FOUND");

      const untouched = await owner.api.qbank.run({ id: run });
      expect(untouched.run.ended).toBe(false);
      expect(untouched.questions.every((x) => x.chosen === null)).toBe(true);
      expect(await countTries({ runId: run })).toBe(0);

      await owner.api.qbank.doLaterAdd({ id: cat.questionIds[0]! });
      await expect(other.api.qbank.doLaterAdd({ id: cat.questionIds[1]! })).resolves.toEqual({
        doLater: [cat.questionIds[1]],
      });
      await other.api.qbank.doLaterRemove({ id: cat.questionIds[0]! });
      await expect(owner.api.qbank.doLaterAdd({ id: cat.questionIds[2]! })).resolves.toEqual({
        doLater: [cat.questionIds[0], cat.questionIds[2]],
      });
      const marked = await other.api.qbank.start({ mode: "marked", category: [cat.id] });
      expect(idsOf(marked)).toEqual([cat.questionIds[1]]);
    });

    it("keeps a timed mock to its owner", async () => {
      const owner = await signedIn(h, { level: 5 });
      const other = await signedIn(h, { level: 5 });
      const exam = await owner.api.qbank.startMock();
      const q = exam.questions[0]!;
      expect((await failure(other.api.qbank.run({ id: exam.run.id }))).code).toBe("NOT_FOUND");
      expect((await failure(other.api.qbank.submit({ run: exam.run.id, question: q.id, answer: 1 }))).code).toBe(
        "NOT_FOUND",
      );
      expect((await failure(other.api.qbank.end({ id: exam.run.id }))).code).toBe("NOT_FOUND");
      const theirs = await other.api.qbank.startMock();
      expect(theirs.run.id).not.toBe(exam.run.id);
      await expect(owner.api.qbank.openRun()).resolves.toMatchObject({ run: { id: exam.run.id, ended: false } });
    });
  });

  describe("mastery mock", () => {
    it("uses one attempt for twenty parallel starts and then refuses without attempts", async () => {
      await category({ level: 9, count: 4 });
      const { api, user } = await signedIn(h, { level: 3 });
      await insertTestAttempts(h.deps.db, user.id, 1, h.clock.now());
      await expect(api.qbank.openRun()).resolves.toMatchObject({ run: null, attemptsLeft: 1, practiceOpen: false });

      const settled = await Promise.allSettled(Array.from({ length: 20 }, () => api.qbank.startMastery()));
      const runs = await h.deps.db.selectFrom("runs").select(["id", "mode"]).where("user_id", "=", user.id).execute();
      expect(runs).toHaveLength(1);
      expect(runs[0]!.mode).toBe("mastery");
      expect(await masteryAttemptsLeft(h.deps.db, user.id)).toBe(0);
      const fulfilled = settled.filter((s) => s.status === "fulfilled");
      expect(fulfilled.length).toBeGreaterThanOrEqual(1);
      for (const s of fulfilled) expect(s.value.run.id).toBe(runs[0]!.id);
      for (const s of settled) {
        if (s.status === "fulfilled") continue;
        expect(s.reason).toBeInstanceOf(TRPCError);
        expect(s.reason).toMatchObject({ code: "BAD_REQUEST", message: NO_ATTEMPTS });
      }

      // Its questions come from the level-9 pool only, and nothing is revealed while it runs.
      const pool = await h.deps.db
        .selectFrom("questions as q")
        .innerJoin("categories as c", "c.id", "q.category_id")
        .select("q.id")
        .where("c.level", "=", 9)
        .execute();
      const page = await api.qbank.run({ id: runs[0]!.id });
      expect(page.run).toMatchObject({ mode: "mastery", ended: false });
      expect(page.length).toBe(Math.min(180, pool.length));
      const poolIds = new Set(pool.map((p) => p.id));
      expect(page.questions.every((q) => poolIds.has(q.id))).toBe(true);
      expectSealed(page, page.questions);
      const q = page.questions[0]!;
      const reply = await api.qbank.submit({ run: page.run.id, question: q.id, answer: keyOf(q) });
      expect(reply).toMatchObject({ correct: null, correct_number: null, explanation_text: null });

      const ended = await api.qbank.end({ id: page.run.id });
      expect(ended.results.correct).toBe(1);
      expect(ended.questions.find((x) => x.id === q.id)).toMatchObject({ correct: true, correct_number: keyOf(q) });

      const none = await failure(api.qbank.startMastery());
      expect(none).toEqual({ code: "BAD_REQUEST", items: [{ object: "attempts", message: NO_ATTEMPTS }] });
      const stranger = await signedIn(h, { level: 5 });
      const never = await failure(stranger.api.qbank.startMastery());
      expect(never.items).toEqual([{ object: "attempts", message: NO_ATTEMPTS }]);
      expect(await h.deps.db.selectFrom("runs").select("id").where("user_id", "=", stranger.user.id).execute()).toEqual(
        [],
      );
    });
  });

  describe("revision keys", () => {
    it("saves the question's own explanation once", async () => {
      const cat = await category({ count: 2, name: "Renal keys" });
      const { api, user } = await signedIn(h, { level: 2 });
      const q = cat.questionIds[1]!;
      const first = await api.revisionKeys.save({ question: q, category: cat.id, answer: "anything" });
      expect(first).toMatchObject({ question: q, saved: true });
      const second = await api.revisionKeys.save({ question: q, category: cat.id, answer: "something else" });
      expect(second.id).toBe(first.id);
      const rows = await h.deps.db
        .selectFrom("revision_keys")
        .select(["id", "answer", "category_id"])
        .where("user_id", "=", user.id)
        .execute();
      expect(rows).toEqual([{ id: first.id, answer: "Explanation 2 of Renal keys.", category_id: cat.id }]);

      const page = await api.qbank.start({ mode: "all", category: [cat.id] });
      expect(page.questions.find((x) => x.id === q)?.saved).toBe(true);
      expect(page.questions.find((x) => x.id !== q)?.saved).toBe(false);

      const hidden = await category({ level: 6 });
      expect((await failure(api.revisionKeys.save({ question: hidden.questionIds[0]! }))).code).toBe("NOT_FOUND");
      expect((await failure(api.revisionKeys.save({ question: newId() }))).code).toBe("NOT_FOUND");
    });

    it("refuses a question of the learner's running mock until it ends", async () => {
      const { api, user } = await signedIn(h, { level: 5 });
      const exam = await api.qbank.startMock();
      const q = exam.questions[0]!;
      const refused = await failure(api.revisionKeys.save({ question: q.id, answer: "anything" }));
      expect(refused).toEqual({
        code: "CONFLICT",
        items: [{ object: "question", message: "You can save this explanation when your mock has ended." }],
      });
      expect(await h.deps.db.selectFrom("revision_keys").select("id").where("user_id", "=", user.id).execute()).toEqual(
        [],
      );
      await api.qbank.end({ id: exam.run.id });
      await expect(api.revisionKeys.save({ question: q.id })).resolves.toMatchObject({ question: q.id, saved: true });
    });
  });

  describe("question reports", () => {
    it("creates a Question Error ticket and refuses blank text, unknown questions and non-image files", async () => {
      const cat = await category({ count: 1 });
      const q = cat.questionIds[0]!;
      const { api, user } = await signedIn(h, { level: 2 });
      const ticketsOf = () => h.deps.db.selectFrom("tickets").selectAll().where("user_id", "=", user.id).execute();

      const blank = await failure(api.support.reportQuestion({ questionId: q, text: "   " }));
      expect(blank).toEqual({
        code: "BAD_REQUEST",
        items: [{ object: "text", message: "Please write your message." }],
      });
      const unknown = await failure(api.support.reportQuestion({ questionId: newId(), text: "Typo" }));
      expect(unknown.code).toBe("NOT_FOUND");
      const notImage = await failure(
        api.support.reportQuestion({ questionId: q, text: "See file", attachment: Buffer.from("<svg></svg>") }),
      );
      expect(notImage.code).toBe("BAD_REQUEST");
      expect(notImage.items[0]?.message).toBe("Please upload a PNG, JPEG, GIF or WebP image.");
      expect(await ticketsOf()).toEqual([]);

      const made = await api.support.reportQuestion({
        questionId: q,
        category: "ignored",
        text: "  Option B is also right. ",
      });
      expect(made.status).toBe(0);
      const tickets = await ticketsOf();
      expect(tickets).toHaveLength(1);
      expect(tickets[0]).toMatchObject({
        id: made.id,
        question_id: q,
        category: 3,
        status: 0,
        text: "Option B is also right.",
        image_id: null,
      });

      const withImage = await api.support.reportQuestion({
        questionId: q,
        text: "Screenshot",
        attachment: pngImage(4, 3),
      });
      const stored = await h.deps.db
        .selectFrom("tickets")
        .select("image_id")
        .where("id", "=", withImage.id)
        .executeTakeFirstOrThrow();
      expect(stored.image_id).not.toBeNull();
    });
  });

  describe("bad input", () => {
    it("answers bad modes, categories, ids and answers with an error, never a crash", async () => {
      const cat = await category({ count: 2 });
      const { api } = await signedIn(h, { level: 4 });
      const mode = await failure(api.qbank.start({ mode: "random" as never, category: [cat.id] }));
      expect(mode).toEqual({ code: "BAD_REQUEST", items: [{ object: "mode", message: "Unknown mode." }] });
      const notUuid = await failure(api.qbank.start({ mode: "all", category: [cat.id, "not-a-uuid"] }));
      expect(notUuid.code).toBe("BAD_REQUEST");
      expect(notUuid.items[0]).toEqual({ object: "category", message: "Unknown category." });
      const empty = await failure(api.qbank.start({ mode: "all", category: " , " }));
      expect(empty.items).toEqual([{ object: "category", message: "Please choose at least one category." }]);
      const missing = await failure(api.qbank.start({ mode: "all", category: [cat.id, newId()] }));
      expect(missing.code).toBe("NOT_FOUND");
      const wrongType = await failure(api.qbank.start({ mode: "all", category: 42 as never }));
      expect(wrongType.code).toBe("BAD_REQUEST");

      const page = await api.qbank.start({ mode: "all", category: [cat.id] });
      const q = page.questions[0]!.id;
      for (const answer of [0, 6, -1, "abc", null]) {
        const bad = await failure(api.qbank.submit({ run: page.run.id, question: q, answer }));
        expect(bad.code).toBe("BAD_REQUEST");
        expect(bad.items).toEqual([{ object: "answer", message: "Please choose an answer." }]);
      }
      const fraction = await failure(api.qbank.submit({ run: page.run.id, question: q, answer: 2.5 }));
      expect(fraction.code).toBe("BAD_REQUEST");
      expect((await failure(api.qbank.submit({ run: page.run.id, question: "nope", answer: 1 }))).code).toBe(
        "BAD_REQUEST",
      );
      expect((await failure(api.qbank.submit({ run: newId(), question: q, answer: 1 }))).code).toBe("NOT_FOUND");
      expect((await failure(api.qbank.run({ id: "x" }))).code).toBe("BAD_REQUEST");
      expect((await failure(api.qbank.run({ id: newId() }))).code).toBe("NOT_FOUND");
      expect((await failure(api.qbank.more({ run: newId(), questions: [] }))).code).toBe("NOT_FOUND");
      expect((await failure(api.qbank.end({ id: newId() }))).code).toBe("NOT_FOUND");
      expect((await failure(api.qbank.doLaterAdd({ id: newId() }))).code).toBe("NOT_FOUND");
      expect((await failure(api.qbank.category({ id: newId() }))).code).toBe("NOT_FOUND");
      // Nothing was recorded by the refused answers.
      const after = await api.qbank.run({ id: page.run.id });
      expect(after.questions.every((x) => x.chosen === null)).toBe(true);
    });

    // Regression: a held id that is not a uuid once reached PostgreSQL's `not in (...)` on a
    // uuid column and failed with a database error (500) instead of a validation error.
    it("answers held question ids that are not uuids with BAD_REQUEST or ignores them, never a database error", async () => {
      const cat = await category({ count: 12 });
      const { api } = await signedIn(h, { level: 4 });
      const page = await api.qbank.start({ mode: "all", category: [cat.id] });
      const outcome = await api.qbank.more({ run: page.run.id, questions: [...idsOf(page), "not-a-uuid"] }).then(
        (next) => (idsOf(next).some((id) => idsOf(page).includes(id)) ? "repeated held questions" : "served"),
        (e: unknown) => (e instanceof TRPCError ? e.code : String(e)),
      );
      expect(["served", "BAD_REQUEST"]).toContain(outcome);
    });
  });

  describe("at fixed instants", () => {
    it("takes an answer one second before the deadline and refuses one a second after", async () => {
      const { api } = await signedIn(h, { level: 5 });
      const start = await api.qbank.startMock();
      const begun = h.clock.now().getTime();
      expect(Date.parse(start.run.deadline!)).toBe(begun + TIMED_RUN_MS);
      const [a, b] = start.questions;

      h.clock.set(new Date(begun + TIMED_RUN_MS - 1000));
      await expect(api.qbank.submit({ run: start.run.id, question: a!.id, answer: keyOf(a!) })).resolves.toMatchObject({
        first: true,
      });
      h.clock.set(new Date(begun + TIMED_RUN_MS + 1000));
      const late = await failure(api.qbank.submit({ run: start.run.id, question: b!.id, answer: keyOf(b!) }));
      expect(late.items).toEqual([{ object: "run", message: "Time is up: this mock has ended." }]);
      const ended = await api.qbank.run({ id: start.run.id });
      expect(ended.run.ended).toBe(true);
      expect(ended.questions.find((q) => q.id === a!.id)).toMatchObject({ correct: true });
      h.clock.set(TEST_NOW);
    });
  });

  describe("under parallel requests", () => {
    const openRuns = (userId: string) =>
      h.deps.db
        .selectFrom("runs")
        .select(["id", "mode"])
        .where("user_id", "=", userId)
        .where("ended_at", "is", null)
        .execute();

    it("opens one exam for twenty starts at once", async () => {
      await category({ level: 3, count: 12 });
      const { api, user } = await signedIn(h, { level: 5 });
      const pages = await Promise.all(Array.from({ length: 20 }, () => api.qbank.startMock()));
      expect(new Set(pages.map((p) => p.run.id)).size).toBe(1);
      expect(await openRuns(user.id)).toEqual([{ id: pages[0]!.run.id, mode: "exam" }]);
    });

    it("never leaves a practice run open beside a mock, whichever start wins", async () => {
      const cat = await category({ level: 3, count: 12 });
      for (let round = 0; round < 5; round++) {
        const { api, user } = await signedIn(h, { level: 5 });
        const calls = [api.qbank.start({ mode: "all", category: [cat.id] }), api.qbank.startMock()];
        const settled = await Promise.allSettled(round % 2 ? calls.reverse() : calls);
        const open = await openRuns(user.id);
        expect(open).toHaveLength(1);
        expect(open[0]!.mode).toBe("exam");
        expect(settled.filter((s) => s.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
        // Whatever the practice start answered, nothing now reveals the exam's keys.
        const exam = await api.qbank.openRun();
        const q = (await api.qbank.run({ id: exam.run!.id })).questions[0]!;
        const reply = await api.qbank.submit({ question: q.id, answer: 1 });
        expect(reply).toMatchObject({ correct: null, correct_number: null, explanation_text: null });
      }
    });

    it("spends one attempt for a double-click on Start Master Mock", async () => {
      await category({ level: 9, count: 3 });
      const { api, user } = await signedIn(h, { level: 3 });
      await insertTestAttempts(h.deps.db, user.id, 3, h.clock.now());
      const [first, second] = await Promise.all([api.qbank.startMastery(), api.qbank.startMastery()]);
      expect(first.run.id).toBe(second.run.id);
      expect(await masteryAttemptsLeft(h.deps.db, user.id)).toBe(2);
    });

    it("gives four parallel page requests on one practice run distinct positions", async () => {
      const cat = await category({ level: 3, count: 40 });
      const { api } = await signedIn(h, { level: 4 });
      const page = await api.qbank.start({ mode: "all", category: [cat.id] });
      const held = idsOf(page);
      const pages = await Promise.all(
        Array.from({ length: 4 }, () => api.qbank.more({ run: page.run.id, questions: held })),
      );
      for (const p of pages) expect(p.questions).toHaveLength(10);
      const rows = await h.deps.db
        .selectFrom("run_questions")
        .select(["position", "question_id"])
        .where("run_id", "=", page.run.id)
        .orderBy("position")
        .execute();
      expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
      expect(new Set(rows.map((r) => r.question_id)).size).toBe(rows.length);
      expect(rows).toHaveLength(20);
    });
  });
});
