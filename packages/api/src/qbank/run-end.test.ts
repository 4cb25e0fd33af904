import { TRPCError } from "@trpc/server";
import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";
import { keyOf, wrongOf } from "#test/answers.ts";

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** The run's answered questions (what its results count) and its tries, each as question:correct. */
async function answersAndTries(runId: string) {
  const answered = await h.deps.db
    .selectFrom("run_questions")
    .select(["question_id", "correct"])
    .where("run_id", "=", runId)
    .where("answered_option", "is not", null)
    .execute();
  const tries = await h.deps.db
    .selectFrom("tries")
    .select(["question_id", "correct"])
    .where("run_id", "=", runId)
    .execute();
  const keyed = (rows: { question_id: string; correct: boolean | null }[]) =>
    rows.map((r) => `${r.question_id}:${String(r.correct)}`).sort();
  return { answered: keyed(answered), tries: keyed(tries) };
}

/** Only refusals the learner can read: the run or mock had ended. */
function expectRefusedAsEnded(settled: PromiseSettledResult<unknown>[]) {
  for (const s of settled) {
    if (s.status === "fulfilled") continue;
    expect(s.reason).toBeInstanceOf(TRPCError);
    expect((s.reason as TRPCError).code).toBe("BAD_REQUEST");
  }
}

describe("an answer racing the end of its run", () => {
  it("records as a try every answer a mock's results count, in 20 races", async () => {
    await createCategoryWithQuestions(h.deps.db, { level: 3, count: 8 });
    for (let round = 0; round < 20; round++) {
      const { api } = await signedIn(h, { level: 5 });
      const page = await api.qbank.startMock();
      const runId = page.run.id;
      const answers = page.questions.map((q, i) =>
        api.qbank.submit({ run: runId, question: q.id, answer: i % 2 ? keyOf(q) : wrongOf(q) }),
      );
      const [ended, ...settled] = await Promise.allSettled([api.qbank.end({ id: runId }), ...answers]);
      expectRefusedAsEnded(settled);
      const { answered, tries } = await answersAndTries(runId);
      expect(tries, `round ${round}`).toEqual(answered);
      expect(ended.status).toBe("fulfilled");
      if (ended.status === "fulfilled") expect(ended.value.results.attempted).toBe(answered.length);
    }
  });

  it("records every practice answer once as a try, and counts in the run only those before its end, in 20 races", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 8 });
    for (let round = 0; round < 20; round++) {
      const { api, user } = await signedIn(h, { level: 5 });
      const page = await api.qbank.start({ mode: "all", category: [cat.id] });
      const runId = page.run.id;
      const answers = page.questions.map((q) => api.qbank.submit({ run: runId, question: q.id, answer: keyOf(q) }));
      const [ended, ...settled] = await Promise.allSettled([api.qbank.end({ id: runId }), ...answers]);
      expect(settled.every((s) => s.status === "fulfilled")).toBe(true);
      const replies = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
      const { answered, tries } = await answersAndTries(runId);
      expect(tries).toHaveLength(page.questions.length);
      expect(answered).toHaveLength(replies.filter((r) => !r.late).length);
      expect(ended.status === "fulfilled" && ended.value.results.attempted).toBe(answered.length);
      const history = await h.deps.db
        .selectFrom("first_answers")
        .select("question_id")
        .where("user_id", "=", user.id)
        .execute();
      expect(history).toHaveLength(page.questions.length);
    }
  });
});

describe("an answer that arrives after its practice run ended", () => {
  it("is the learner's try and review card, outside the run's results, once", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 6 });
    const { api, user } = await signedIn(h, { level: 5 });
    const page = await api.qbank.start({ mode: "all", category: [cat.id] });
    const [first, second] = page.questions;
    await api.qbank.submit({ run: page.run.id, question: first!.id, answer: keyOf(first!) });
    const ended = await api.qbank.end({ id: page.run.id });
    expect(ended.results.attempted).toBe(1);

    const late = await api.qbank.submit({ run: page.run.id, question: second!.id, answer: wrongOf(second!) });
    expect(late).toMatchObject({
      first: true,
      late: true,
      chosen: wrongOf(second!),
      correct: false,
      correct_number: keyOf(second!),
      answered: 1,
      right: 1,
      wrong: 0,
    });
    const again = await api.qbank.submit({ run: page.run.id, question: second!.id, answer: keyOf(second!) });
    expect(again).toMatchObject({ first: false, late: true, chosen: keyOf(second!), correct: true });

    const tries = await h.deps.db
      .selectFrom("tries")
      .select(["question_id", "correct"])
      .where("user_id", "=", user.id)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    expect(tries).toEqual([
      { question_id: first!.id, correct: true },
      { question_id: second!.id, correct: false },
    ]);
    const cards = await h.deps.db
      .selectFrom("review_cards")
      .select("question_id")
      .where("user_id", "=", user.id)
      .execute();
    expect(cards).toEqual([{ question_id: second!.id }]);
    const results = await api.qbank.end({ id: page.run.id });
    expect(results.results).toEqual(ended.results);
  });

  it("answers a question the run had already recorded as a repeat, recording nothing", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 3 });
    const { api, user } = await signedIn(h, { level: 5 });
    const page = await api.qbank.start({ mode: "all", category: [cat.id] });
    const q = page.questions[0]!;
    await api.qbank.submit({ run: page.run.id, question: q.id, answer: keyOf(q) });
    await api.qbank.end({ id: page.run.id });
    const reply = await api.qbank.submit({ run: page.run.id, question: q.id, answer: wrongOf(q) });
    expect(reply).toMatchObject({ first: false, late: true, chosen: keyOf(q), correct: true });
    const tries = await h.deps.db.selectFrom("tries").select("id").where("user_id", "=", user.id).execute();
    expect(tries).toHaveLength(1);
  });

  it("is still refused for a timed mock", async () => {
    await createCategoryWithQuestions(h.deps.db, { level: 3, count: 3 });
    const { api, user } = await signedIn(h, { level: 5 });
    const page = await api.qbank.startMock();
    await api.qbank.end({ id: page.run.id });
    const q = page.questions[0]!;
    const refused = await failure(api.qbank.submit({ run: page.run.id, question: q.id, answer: keyOf(q) }));
    expect(refused).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "run", message: "Time is up: this mock has ended." }],
    });
    const tries = await h.deps.db.selectFrom("tries").select("id").where("user_id", "=", user.id).execute();
    expect(tries).toHaveLength(0);
  });
});
