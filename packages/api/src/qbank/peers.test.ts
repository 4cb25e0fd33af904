import { recordFirstAnswers } from "@qbank/db";
import { createCategoryWithQuestions, insertTestFirstAnswers } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";
import type { RunQuestion } from "./schemas.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const textOf = (q: Pick<RunQuestion, "answer_array">, n: number) => q.answer_array.find((o) => o.number === n)!.text;
/** Stored option number (1 is the key) of a shown option, by its text. */
const storedOf = (text: string) => (text.startsWith("Right answer") ? 1 : "ABCDE".indexOf(text.slice(-1)) + 1);

async function counters(questionId: string) {
  const total = await h.deps.db
    .selectFrom("question_answer_counts")
    .selectAll()
    .where("question_id", "=", questionId)
    .executeTakeFirst();
  const options = await h.deps.db
    .selectFrom("question_option_counts")
    .select(["option", "learners"])
    .where("question_id", "=", questionId)
    .orderBy("option")
    .execute();
  return { learners: total?.learners ?? 0, correct: total?.correct ?? 0, options };
}

async function practiceOn(questionId: string, categoryId: string, level = 4) {
  const learner = await signedIn(h, { level });
  const page = await learner.api.qbank.start({ mode: "all", category: [categoryId] });
  const question = page.questions.find((q) => q.id === questionId)!;
  return { ...learner, page, question };
}

describe("how others answered", () => {
  it("shows each option's share and the share right from 20 learners, never below", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 1 });
    const qid = cat.questionIds[0]!;
    // 18 known first answers: the key 9 times, B 6 times, C 3 times.
    await insertTestFirstAnswers(
      h.deps.db,
      qid,
      [...Array<number>(9).fill(1), ...Array<number>(6).fill(2), ...Array<number>(3).fill(3)],
      h.clock.now(),
    );

    const a = await practiceOn(qid, cat.id);
    const below = await a.api.qbank.submit({ run: a.page.run.id, question: qid, answer: 1 });
    expect(below).toMatchObject({ peers: [], peers_correct: null });
    // Before answering, a practice question says nothing about the others.
    expect(a.question).toMatchObject({ peers: null, peers_correct: null });

    const b = await practiceOn(qid, cat.id);
    const reply = await b.api.qbank.submit({ run: b.page.run.id, question: qid, answer: 4 });
    const shares = Object.fromEntries(reply.peers!.map((p) => [storedOf(textOf(b.question, p.number)), p.share]));
    expect(shares).toEqual({ 1: 50, 2: 30, 3: 15, 4: 5, 5: 0 });
    expect(reply.peers!.map((p) => p.number)).toEqual(b.question.answer_array.map((o) => o.number));
    expect(reply.peers_correct).toBe(50);

    // The page of a practice run shows them for answered questions, on resume too.
    const resumed = await b.api.qbank.run({ id: b.page.run.id });
    expect(resumed.questions[0]).toMatchObject({ peers: reply.peers, peers_correct: 50 });

    // A later answer by the same learner, in another run, is not a first answer.
    const again = await b.api.qbank.start({ mode: "all", category: [cat.id] });
    const repeat = await b.api.qbank.submit({ run: again.run.id, question: qid, answer: 1 });
    expect(repeat.peers_correct).toBe(50);
    expect(await counters(qid)).toEqual({
      learners: 20,
      correct: 10,
      options: [
        { option: 1, learners: 10 },
        { option: 2, learners: 6 },
        { option: 3, learners: 3 },
        { option: 4, learners: 1 },
      ],
    });
  });

  it("counts parallel first answers of one learner once", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 1 });
    const qid = cat.questionIds[0]!;
    const { api, user, page } = await practiceOn(qid, cat.id);
    await Promise.all(
      Array.from({ length: 6 }, () => api.qbank.submit({ run: page.run.id, question: qid, answer: 2 })),
    );
    const row = { user_id: user.id, question_id: qid, option: 3, correct: false, answered_at: h.clock.now() };
    await Promise.all(
      Array.from({ length: 6 }, () => h.deps.db.transaction().execute((trx) => recordFirstAnswers(trx, [row]))),
    );
    expect(await counters(qid)).toEqual({ learners: 1, correct: 0, options: [{ option: 2, learners: 1 }] });
  });

  it("counts ten learners answering one question at once, twice each, as ten", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 1 });
    const qid = cat.questionIds[0]!;
    const learners = await Promise.all(Array.from({ length: 10 }, () => practiceOn(qid, cat.id)));
    await Promise.all(
      learners.flatMap(({ api, page }, i) =>
        [0, 1].map(() => api.qbank.submit({ run: page.run.id, question: qid, answer: i < 4 ? 1 : 5 })),
      ),
    );
    expect(await counters(qid)).toEqual({
      learners: 10,
      correct: 4,
      options: [
        { option: 1, learners: 4 },
        { option: 5, learners: 6 },
      ],
    });
  });

  it("hides them during an open timed run and shows them for every question once it ends", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 5, count: 3 });
    for (const qid of cat.questionIds)
      await insertTestFirstAnswers(h.deps.db, qid, Array<number>(20).fill(2), h.clock.now());
    const { api } = await signedIn(h, { level: 5 });
    const start = await api.qbank.startMock();
    const q = start.questions.find((x) => cat.questionIds.includes(x.id))!;
    for (const shown of start.questions) expect(shown).toMatchObject({ peers: null, peers_correct: null });
    const reply = await api.qbank.submit({ run: start.run.id, question: q.id, answer: 1 });
    expect(reply).toMatchObject({ peers: null, peers_correct: null });
    const resumed = await api.qbank.run({ id: start.run.id });
    for (const shown of resumed.questions) expect(shown).toMatchObject({ peers: null, peers_correct: null });

    const ended = await api.qbank.end({ id: start.run.id });
    for (const shown of ended.questions.filter((x) => cat.questionIds.includes(x.id))) {
      expect(shown.peers).toHaveLength(5);
    }
    // 20 learners chose option 2 first; the mock's answer is the 21st first answer, right or not.
    const answered = ended.questions.find((x) => x.id === q.id)!;
    const right = storedOf(textOf(q, 1)) === 1;
    expect(answered.peers_correct).toBeCloseTo(right ? 100 / 21 : 0, 2);
    const unanswered = ended.questions.find((x) => cat.questionIds.includes(x.id) && x.id !== q.id)!;
    expect(unanswered).toMatchObject({ peers_correct: 0 });
    expect(unanswered.peers!.find((p) => storedOf(textOf(unanswered, p.number)) === 2)!.share).toBe(100);
    // The mock's answer became a first answer when it ended.
    expect((await counters(q.id)).learners).toBe(21);
  });
});
