import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";
import { timedRunMs } from "./constants.ts";
import { allowedSecondsPerQuestion, paceLabel, paceMinutes } from "./pacing.ts";
import type { RunQuestion } from "./schemas.ts";
import { keyOf, wrongOf } from "#test/answers.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const seconds = (s: number) => h.clock.advance(s * 1000);

describe("pacing", () => {
  it("times each answer of a mock from what was on screen, revisits and caps included", async () => {
    // A full 180-question mock: a minute a question.
    await createCategoryWithQuestions(h.deps.db, { level: 5, count: 180 });
    const { api } = await signedIn(h, { level: 5 });
    const start = await api.qbank.startMock();
    const run = start.run.id;
    const [q1, q2, q3, q4] = start.questions as [RunQuestion, RunQuestion, RunQuestion, RunQuestion];
    const show = (q: RunQuestion) => api.qbank.shown({ run, question: q.id });

    await show(q1);
    seconds(30);
    await show(q2); // q1: 30 s so far
    seconds(20);
    await show(q1); // q2: 20 s so far; back to q1
    seconds(15);
    await api.qbank.submit({ run, question: q1.id, answer: keyOf(q1) }); // 45 s
    await show(q2);
    seconds(100);
    await api.qbank.submit({ run, question: q2.id, answer: wrongOf(q2) }); // 120 s
    seconds(40); // q3 never reported as shown: the time since the previous answer
    await api.qbank.submit({ run, question: q3.id, answer: wrongOf(q3) }); // 40 s
    await show(q4);
    seconds(2_000);
    await api.qbank.submit({ run, question: q4.id, answer: keyOf(q4) }); // capped at 600 s
    expect(await show(q4)).toEqual({ recorded: false });

    const ended = await api.qbank.end({ id: run });
    expect(ended.pacing).toEqual({
      timed: 4,
      total_seconds: 805,
      average_seconds: 201.3,
      slowest: [
        { question: q4.id, index: q4.index, seconds: 600 },
        { question: q2.id, index: q2.index, seconds: 120 },
        { question: q1.id, index: q1.index, seconds: 45 },
      ],
      pace_seconds: 60,
      fast: { answered: 2, correct: 1, percentage: 50 },
      slow: { answered: 2, correct: 1, percentage: 50 },
    });
    expect(await show(q1)).toEqual({ recorded: false });
    expect(await api.qbank.paceHistory()).toEqual([
      { run, mode: "exam", started_at: start.run.started_at, answered: 4, average_seconds: 201.3 },
    ]);
  });

  it("times nothing in practice and keeps practice runs off the pace chart", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 4, count: 2 });
    const { api } = await signedIn(h, { level: 4 });
    const page = await api.qbank.start({ mode: "all", category: [cat.id] });
    expect(await api.qbank.shown({ run: page.run.id, question: page.questions[0]!.id })).toEqual({ recorded: false });
    const ended = await api.qbank.end({ id: page.run.id });
    expect(ended.pacing).toBeNull();
    expect(await api.qbank.paceHistory()).toEqual([]);
  });

  it("says how far ahead of or behind the one-minute pace a learner is", () => {
    expect(paceMinutes(30, 18 * 60_000)).toBe(12);
    expect(paceLabel(paceMinutes(30, 18 * 60_000))).toBe("12 min ahead");
    expect(paceLabel(paceMinutes(10, 13 * 60_000 + 30_000))).toBe("3 min behind");
    expect(paceLabel(paceMinutes(10, 10 * 60_000 + 59_000))).toBe("On pace");
  });

  it("paces a shorter mock against its own length, not the exam's 180 questions", () => {
    const start = "2026-11-25T10:00:00.000Z";
    const deadline = new Date(Date.parse(start) + timedRunMs(0)).toISOString();
    expect(allowedSecondsPerQuestion(start, deadline, 72)).toBe(150);
    expect(allowedSecondsPerQuestion(start, deadline, 180)).toBe(60);
    const extra = new Date(Date.parse(start) + timedRunMs(25)).toISOString();
    expect(allowedSecondsPerQuestion(start, extra, 72)).toBe(187.5);
    // 9 answered in 20 minutes of a 72-question mock: 22.5 minutes of its pace, so 2 ahead, not 11 behind.
    expect(paceLabel(paceMinutes(9, 20 * 60_000, 150))).toBe("2 min ahead");
    expect(paceLabel(paceMinutes(9, 20 * 60_000))).toBe("11 min behind");
  });

  it("stretches the pace by the learner's extra time, from the run's own deadline", async () => {
    await createCategoryWithQuestions(h.deps.db, { level: 5, count: 4 });
    const { api } = await signedIn(h, { level: 5 });
    const plain = await api.qbank.startMock();
    expect(plain.length).toBe(180);
    expect(allowedSecondsPerQuestion(plain.run.started_at, plain.run.deadline!, plain.length)).toBe(60);
    await api.qbank.end({ id: plain.run.id });
    const reading = { large_text: false, wide_spacing: false, dyslexia_font: false, reduced_motion: false };
    await api.account.setAdjustment({ extra_time_percent: 25, reading });
    const longer = await api.qbank.startMock();
    const perQuestion = allowedSecondsPerQuestion(longer.run.started_at, longer.run.deadline!, longer.length);
    expect(perQuestion).toBe(75);
    // 30 answered after 36 minutes: on a 75-second pace that is 1.5 minutes ahead, not 6 behind.
    expect(paceLabel(paceMinutes(30, 36 * 60_000, perQuestion))).toBe("1 min ahead");
    expect((await api.qbank.end({ id: longer.run.id })).pacing).toMatchObject({ pace_seconds: 75 });
  });
});
