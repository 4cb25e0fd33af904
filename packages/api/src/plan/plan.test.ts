import { addQuestionAreas, listLiveEntries } from "@qbank/db";
import { createCategoryWithQuestions, insertTestTry } from "@qbank/db/testing";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, TEST_PASSWORD, type Harness } from "#test/harness.ts";
import { addDays, addYears, daysBetween, isRestDay, localDay, studyDays } from "./calendar.ts";
import { targetShown, todaySessionSize } from "./today.ts";

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const at = (iso: string) => new Date(iso);
const entryId = async (name: string) => (await listLiveEntries(h.deps.db)).find((e) => e.name === name)!.id;

/** Answers every question of a run's first page, the first `right` of them right. */
async function answerAll(
  api: Awaited<ReturnType<typeof signedIn>>["api"],
  runId: string,
  ids: string[],
  right = ids.length,
) {
  for (const [i, id] of ids.entries()) await api.qbank.submit({ run: runId, question: id, answer: i < right ? 1 : 2 });
}

describe("the plan's calendar, in Europe/London", () => {
  it("reads the day in the zone and counts days on the calendar across a clock change", () => {
    // 23:30 UTC on Sunday 29 March 2026 is 00:30 BST on Monday.
    expect(localDay(at("2026-03-29T23:30:00Z"), "Europe/London")).toBe("2026-03-30");
    expect(localDay(at("2026-03-29T22:30:00Z"), "Europe/London")).toBe("2026-03-29");
    // 23:30 UTC on Saturday 24 October 2026 is 00:30 BST on Sunday; the clocks go back that night.
    expect(localDay(at("2026-10-24T23:30:00Z"), "Europe/London")).toBe("2026-10-25");
    expect(daysBetween("2026-03-23", "2026-03-30")).toBe(7);
    expect(daysBetween("2026-10-19", "2026-10-26")).toBe(7);
    expect(studyDays("2026-03-23", "2026-03-30")).toBe(6);
    expect(isRestDay("2026-03-29")).toBe(true);
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(addYears("2026-06-15", 2)).toBe("2028-06-15");
    expect(addYears("2028-02-29", 2)).toBe("2030-02-28");
  });

  it("counts the study days of any span as a walk over its days would", () => {
    const walked = (from: string, to: string) => {
      let n = 0;
      for (let d = from; d < to; d = addDays(d, 1)) if (!isRestDay(d)) n++;
      return n;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: -10, max: 800 }), (start, length) => {
        const from = addDays("2025-01-01", start);
        const to = addDays(from, length);
        expect(studyDays(from, to)).toBe(walked(from, to));
      }),
      { numRuns: 500 },
    );
  });
});

describe("plan: the exam date and the daily target", () => {
  it("has no targets before a date is set, and refuses a past or malformed date", async () => {
    await createCategoryWithQuestions(h.deps.db, { count: 12 });
    h.clock.set(at("2026-06-15T08:00:00Z"));
    const { api } = await signedIn(h, { level: 4 });
    await expect(api.plan.get()).resolves.toMatchObject({
      exam_date: null,
      days_left: null,
      daily_target: null,
      today: { done: 0, target: null },
      week: { done: 0, target: null },
      on_track: null,
      unseen: 12,
      due_reviews: 0,
    });
    const past = await failure(api.plan.setDate({ exam_date: "2026-06-14" }));
    expect(past).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "exam_date", message: "Please choose today or a later date." }],
    });
    const bad = await failure(api.plan.setDate({ exam_date: "2026-02-30" }));
    expect(bad.items[0]).toMatchObject({ object: "exam_date" });
    expect((await failure(api.plan.setDate({ exam_date: "" }))).items).toEqual([
      { object: "exam_date", message: "Please enter your exam date." },
    ]);
    // A mistyped year: two years on is the furthest a sitting is booked.
    expect((await failure(api.plan.setDate({ exam_date: "2062-06-15" }))).items).toEqual([
      { object: "exam_date", message: "Please choose a date within the next two years." },
    ]);
    expect((await failure(api.plan.setDate({ exam_date: "2028-06-16" }))).code).toBe("BAD_REQUEST");
    await expect(api.plan.setDate({ exam_date: "2028-06-15" })).resolves.toMatchObject({ days_left: 731 });
    await expect(api.plan.setDate({ exam_date: "2026-06-15" })).resolves.toMatchObject({ days_left: 0 });
    await expect(api.plan.clear()).resolves.toMatchObject({ exam_date: null });
  });

  it("goes with the account: erasing it deletes the plan, and an erased session can set none", async () => {
    h.clock.set(at("2026-06-15T08:00:00Z"));
    const { api, user } = await signedIn(h, { level: 4 });
    await api.plan.setDate({ exam_date: "2026-07-15" });
    await api.account.delete({ password: TEST_PASSWORD });
    const left = await h.deps.db.selectFrom("exam_plans").select("user_id").where("user_id", "=", user.id).execute();
    expect(left).toEqual([]);
    expect((await failure(api.plan.setDate({ exam_date: "2026-07-15" }))).code).toBe("UNAUTHORIZED");
  });

  it("spreads what is left over the study days, raises it after a missed day, rests on Sunday, and asks for the result after the exam", async () => {
    await createCategoryWithQuestions(h.deps.db, { count: 60 });
    // Monday 15 June 2026, 09:00 BST; the exam on Monday 29 June: 14 days, two of them Sundays.
    h.clock.set(at("2026-06-15T08:00:00Z"));
    const { api } = await signedIn(h, { level: 4 });
    const monday = await api.plan.setDate({ exam_date: "2026-06-29" });
    expect(monday).toMatchObject({
      exam_date: "2026-06-29",
      days_left: 14,
      daily_target: 5,
      today: { done: 0, target: 5 },
      week: { done: 0, target: 5 },
      on_track: true,
      rest_day: false,
      unseen: 60,
    });

    // Today's session: the five questions of today's target; done, the target holds still.
    const session = await api.plan.startToday();
    expect(session.length).toBe(5);
    expect(session.run.mode).toBe("custom");
    // The bank offers it back by its own name, not as a session built by MLA area.
    expect((await api.qbank.openPractice()).run).toMatchObject({ id: session.run.id, today: true });
    await answerAll(
      api,
      session.run.id,
      session.questions.map((q) => q.id),
    );
    await api.qbank.end({ id: session.run.id });
    expect(await api.plan.get()).toMatchObject({ daily_target: 5, today: { done: 5, target: 5 }, unseen: 55 });
    expect((await failure(api.plan.startToday())).items).toEqual([
      { object: "today", message: "Today's target is done." },
    ]);

    // Tuesday: 55 left over 11 study days; on track.
    h.clock.set(at("2026-06-16T08:00:00Z"));
    expect(await api.plan.get()).toMatchObject({
      days_left: 13,
      daily_target: 5,
      today: { done: 0, target: 5 },
      week: { done: 5, target: 10 },
      on_track: true,
    });

    // Tuesday missed; Wednesday: 55 over 10 study days is 6 a day, and the week (5 a day since Monday) is behind.
    h.clock.set(at("2026-06-17T08:00:00Z"));
    expect(await api.plan.get()).toMatchObject({
      days_left: 12,
      daily_target: 6,
      today: { done: 0, target: 6 },
      week: { done: 5, target: 15 },
      on_track: false,
    });

    // Sunday is the rest day: no target today; a session is optional, of a study day's size
    // (55 over the six study days to the exam's eve).
    h.clock.set(at("2026-06-21T10:00:00Z"));
    const sunday = await api.plan.get();
    expect(sunday).toMatchObject({ rest_day: true, daily_target: 10, today: { target: 0 }, week: { target: 30 } });
    const optional = await api.plan.startToday();
    expect(optional.length).toBe(10);
    await api.qbank.end({ id: optional.run.id });

    // The exam day, then the day after: the plan asks for the result or a new date.
    h.clock.set(at("2026-06-29T07:00:00Z"));
    expect(await api.plan.get()).toMatchObject({ days_left: 0, daily_target: 0, exam_passed: false });
    h.clock.set(at("2026-06-30T07:00:00Z"));
    const after = await api.plan.get();
    expect(after).toMatchObject({ days_left: -1, exam_passed: true, daily_target: null, on_track: null, result: null });
    expect((await failure(api.plan.startToday())).items[0]).toMatchObject({ object: "exam_date" });
    expect(await api.plan.result({ result: "failed" })).toMatchObject({ result: "failed", exam_passed: true });
    expect(await api.plan.setDate({ exam_date: "2026-09-10" })).toMatchObject({ result: null, exam_passed: false });
  });

  it("counts reviews falling due before the exam in what is left", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 20 });
    h.clock.set(at("2026-06-15T08:00:00Z"));
    const { api } = await signedIn(h, { level: 4 });
    const run = await api.qbank.start({ mode: "all", category: [cat.id] });
    // Four wrong answers: four review cards, due at once.
    await answerAll(
      api,
      run.run.id,
      run.questions.slice(0, 4).map((q) => q.id),
      0,
    );
    await api.qbank.end({ id: run.run.id });
    h.clock.set(at("2026-06-16T08:00:00Z"));
    // Tuesday to Saturday: 5 study days; 16 unseen and 4 reviews.
    expect(await api.plan.setDate({ exam_date: "2026-06-21" })).toMatchObject({
      unseen: 16,
      due_reviews: 4,
      daily_target: 4,
    });
  });

  it("keeps the days in the UK time zone across the spring and autumn clock changes", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 14 });
    // Sunday 29 March 2026, 23:30 BST: still Sunday, the rest day.
    h.clock.set(at("2026-03-29T22:30:00Z"));
    const { api, user } = await signedIn(h, { level: 4 });
    await api.plan.setDate({ exam_date: "2026-04-06" });
    expect(await api.plan.get()).toMatchObject({ rest_day: true, days_left: 8, today: { target: 0 } });
    // An answer at 23:45 BST on Sunday is Sunday's; one at 00:15 BST on Monday is Monday's.
    await insertTestTry(h.deps.db, {
      userId: user.id,
      questionId: cat.questionIds[0]!,
      correct: true,
      at: at("2026-03-29T22:45:00Z"),
    });
    await insertTestTry(h.deps.db, {
      userId: user.id,
      questionId: cat.questionIds[1]!,
      correct: true,
      at: at("2026-03-29T23:15:00Z"),
    });
    // 00:30 BST on Monday 30 March (23:30 UTC on Sunday): Monday, a study day, 7 days to go.
    h.clock.set(at("2026-03-29T23:30:00Z"));
    // Monday to Saturday: 6 study days; 13 left when the day began (12 unseen and the one first seen today).
    expect(await api.plan.get()).toMatchObject({
      rest_day: false,
      days_left: 7,
      daily_target: 3,
      today: { done: 1, target: 3 },
      week: { done: 1, target: 3 },
      on_track: true,
    });

    // Autumn: 00:30 BST on Sunday 25 October is 23:30 UTC on Saturday; the day is Sunday.
    h.clock.set(at("2026-10-24T23:30:00Z"));
    await api.plan.setDate({ exam_date: "2026-11-01" });
    expect(await api.plan.get()).toMatchObject({ rest_day: true, days_left: 7, today: { target: 0 } });
    // Monday 26 October 00:30 GMT: six study days to the exam, the clock change did not cost a day.
    h.clock.set(at("2026-10-26T00:30:00Z"));
    expect(await api.plan.get()).toMatchObject({ rest_day: false, days_left: 6, daily_target: 2 });
  });
});

describe("plan.startToday: today's session", () => {
  it("puts due reviews first, then the three weakest areas, then unseen questions", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 30 });
    const [cardio, resp, renal, derm] = await Promise.all(
      ["Cardiovascular", "Respiratory", "Renal and urology", "Dermatology"].map(entryId),
    );
    const ids = cat.questionIds;
    // Areas: questions 0-4 cardio, 5-9 resp, 10-14 renal, 15-19 derm; 20-29 untagged.
    await addQuestionAreas(h.deps.db, ids.slice(0, 5), [cardio!]);
    await addQuestionAreas(h.deps.db, ids.slice(5, 10), [resp!]);
    await addQuestionAreas(h.deps.db, ids.slice(10, 15), [renal!]);
    await addQuestionAreas(h.deps.db, ids.slice(15, 20), [derm!]);
    h.clock.set(at("2026-06-15T08:00:00Z"));
    const { api, user } = await signedIn(h, { level: 4 });
    // Yesterday's answers: cardio 0 of 2 right, resp 1 of 2, renal 1 of 2 (one right, one wrong), derm 2 of 2.
    const yesterday = at("2026-06-14T10:00:00Z");
    const answers: [number, boolean][] = [
      [0, false],
      [1, false],
      [5, true],
      [6, false],
      [10, false],
      [11, true],
      [15, true],
      [16, true],
    ];
    for (const [i, correct] of answers) {
      await insertTestTry(h.deps.db, { userId: user.id, questionId: ids[i]!, correct, at: yesterday });
    }
    // A practice answer wrong today makes a review card, due now.
    const other = await createCategoryWithQuestions(h.deps.db, { count: 1 });
    const practice = await api.qbank.start({ mode: "all", category: [other.id] });
    const reviewed = practice.questions[0]!.id;
    await api.qbank.submit({ run: practice.run.id, question: reviewed, answer: 2 });
    await api.qbank.end({ id: practice.run.id });

    // One study day left: today's target is all that is left (22 unseen, 1 first seen today, 1 review).
    const plan = await api.plan.setDate({ exam_date: "2026-06-16" });
    expect(plan).toMatchObject({ daily_target: 24, today: { done: 1, target: 24 } });
    expect(plan.weakest_areas.map((a) => a.name)).toEqual(["Cardiovascular", "Renal and urology", "Respiratory"]);
    expect(plan.weakest_areas[0]).toMatchObject({ right_pct: 0 });
    const session = await api.plan.startToday();
    expect(session.length).toBe(23);
    const order = (await api.qbank.run({ id: session.run.id })).questions.map((q) => q.id);
    expect(order[0]).toBe(reviewed);
    // Then the weak areas' questions not got right last time: cardio 0-4, resp 6-9, renal 10 and 12-14.
    const weak = new Set([0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 12, 13, 14].map((i) => ids[i]!));
    expect(new Set(order.slice(1, 14))).toEqual(weak);
    // Then unseen questions: derm's unanswered ones and the untagged ones.
    const unseen = new Set([17, 18, 19, ...Array.from({ length: 10 }, (_, i) => 20 + i)].map((i) => ids[i]!));
    const rest = order.slice(14);
    expect(rest).toHaveLength(9);
    expect(rest.every((id) => unseen.has(id))).toBe(true);
  });

  it("on the rest day offers an optional session of a study day's size each time, however much was answered", async () => {
    await createCategoryWithQuestions(h.deps.db, { count: 60 });
    // A plan made on Sunday 21 June 2026 for Monday 29 June: six study days, none yet this week.
    h.clock.set(at("2026-06-21T10:00:00Z"));
    const { api } = await signedIn(h, { level: 4 });
    const made = await api.plan.setDate({ exam_date: "2026-06-29" });
    expect(made).toMatchObject({ rest_day: true, daily_target: 10, today: { done: 0, target: 0 } });
    expect(made.week).toEqual({ done: 0, target: 0 });
    // No target to count against today or this week: the card shows what was done alone.
    expect(targetShown(made.today)).toBeNull();
    expect(targetShown(made.week)).toBeNull();
    expect(todaySessionSize(made)).toBe(10);

    const first = await api.plan.startToday();
    expect(first.length).toBe(10);
    await answerAll(
      api,
      first.run.id,
      first.questions.map((q) => q.id),
    );
    await api.qbank.end({ id: first.run.id });
    // A study day's worth done on the rest day: another optional session is still there.
    const after = await api.plan.get();
    expect(after).toMatchObject({ rest_day: true, daily_target: 10, today: { done: 10, target: 0 } });
    expect(todaySessionSize(after)).toBe(10);
    const second = await api.plan.startToday();
    expect(second.length).toBe(10);
    await answerAll(
      api,
      second.run.id,
      second.questions.slice(0, 5).map((q) => q.id),
    );
    await api.qbank.end({ id: second.run.id });
    expect(await api.plan.get()).toMatchObject({ today: { done: 15, target: 0 }, week: { done: 15, target: 0 } });

    // Monday: the 15 answered on the rest day leave 45 over six study days.
    h.clock.set(at("2026-06-22T08:00:00Z"));
    const monday = await api.plan.get();
    expect(monday).toMatchObject({ rest_day: false, daily_target: 8, today: { done: 0, target: 8 } });
    expect(targetShown(monday.today)).toBe(8);
    expect(todaySessionSize(monday)).toBe(8);
  });

  it("sizes today's session: what is left of a study day's target, a study day's size on the rest day, at most 180", () => {
    const plan = {
      exam_date: "2026-06-29",
      exam_passed: false,
      rest_day: false,
      daily_target: 12,
      today: { done: 5, target: 12 },
    };
    expect(todaySessionSize(plan)).toBe(7);
    expect(todaySessionSize({ ...plan, today: { done: 14, target: 12 } })).toBe(0);
    expect(todaySessionSize({ ...plan, rest_day: true, today: { done: 14, target: 0 } })).toBe(12);
    expect(todaySessionSize({ ...plan, rest_day: true, daily_target: 0, today: { done: 0, target: 0 } })).toBe(0);
    expect(todaySessionSize({ ...plan, rest_day: true, daily_target: 400 })).toBe(180);
    expect(todaySessionSize({ ...plan, exam_passed: true })).toBe(0);
    expect(todaySessionSize({ ...plan, exam_date: null, daily_target: null, today: { done: 0, target: null } })).toBe(
      0,
    );
  });

  it("needs an exam date first", async () => {
    await createCategoryWithQuestions(h.deps.db, { count: 10 });
    const { api } = await signedIn(h, { level: 4 });
    expect((await failure(api.plan.startToday())).items).toEqual([
      { object: "exam_date", message: "Please set your exam date first." },
    ]);
  });
});
