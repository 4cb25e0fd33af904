import { addQuestionAreas, listLiveEntries, removeQuestion } from "@qbank/db";
import { createCategoryWithQuestions, insertTestTry } from "@qbank/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";
import { addDays, localDay, mondayOf } from "./calendar.ts";
import { percent } from "../shared/percent.ts";
import { targetsOf, WEAKEST_AREAS } from "./service.ts";

const TZ = "Europe/London";
const HOUR = 3_600_000;
/** Instants the plan is read at: a Wednesday, a Monday just after midnight BST, a Sunday, a Monday in GMT. */
const READ_AT = ["2026-06-17T08:00:00Z", "2026-06-14T23:30:00Z", "2026-06-21T10:00:00Z", "2026-11-02T00:30:00Z"];
const QUESTIONS = 8;
/** The MLA areas the questions are tagged with: the first of the map's clinical areas. */
const AREAS = 4;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

interface History {
  readAt: string;
  /** Hours before the read: the learner's answers to questions 0..7 of a category of their own. */
  tries: { question: number; hoursBefore: number; correct: boolean }[];
  resetHoursBefore: number | null;
  retired: number[];
  /** Per question, the areas (0..3) it is tagged with. */
  tags: number[][];
}

const history: fc.Arbitrary<History> = fc.record({
  readAt: fc.constantFrom(...READ_AT),
  // A learner's answers to one question never share an instant.
  tries: fc.uniqueArray(
    fc.record({
      question: fc.nat(QUESTIONS - 1),
      hoursBefore: fc.integer({ min: 0, max: 20 * 24 }),
      correct: fc.boolean(),
    }),
    { maxLength: 30, selector: (t) => `${t.question}@${t.hoursBefore}` },
  ),
  resetHoursBefore: fc.option(fc.integer({ min: 0, max: 20 * 24 }), { nil: null }),
  retired: fc.uniqueArray(fc.nat(QUESTIONS - 1), { maxLength: 3 }),
  tags: fc.array(fc.uniqueArray(fc.nat(AREAS - 1), { maxLength: 2 }), { minLength: QUESTIONS, maxLength: QUESTIONS }),
});

/**
 * The plan's figures as the tries define them, counted here one by one: what the statement
 * reads from counters and from the learner's recent tries must come to the same.
 */
function expected(c: History, liveElsewhere: number, now: Date, weekFrom: string) {
  const today = localDay(now, TZ);
  const resetAt = c.resetHoursBefore === null ? -Infinity : now.getTime() - c.resetHoursBefore * HOUR;
  const counted = c.tries
    .map((t) => ({ ...t, at: now.getTime() - t.hoursBefore * HOUR }))
    .filter((t) => t.at > resetAt);
  const firstAt = new Map<number, number>();
  for (const t of counted) firstAt.set(t.question, Math.min(t.at, firstAt.get(t.question) ?? Infinity));
  const live = (q: number) => !c.retired.includes(q);
  const firstSeenFrom = (day: string) =>
    [...firstAt].filter(([q, at]) => live(q) && localDay(new Date(at), TZ) >= day).length;
  const answeredFrom = (day: string) => counted.filter((t) => localDay(new Date(t.at), TZ) >= day).length;
  const ownLive = Array.from({ length: QUESTIONS }, (_, q) => q).filter(live);
  const latest = new Map<number, { at: number; correct: boolean }>();
  for (const t of counted) if (t.at > (latest.get(t.question)?.at ?? -Infinity)) latest.set(t.question, t);
  return {
    unseen: liveElsewhere + ownLive.filter((q) => !firstAt.has(q)).length,
    first_seen_today: firstSeenFrom(today),
    first_seen_week: firstSeenFrom(weekFrom),
    done_today: answeredFrom(today),
    done_week: answeredFrom(weekFrom),
    reviews_due: 0,
    /** Per area: the live questions answered since the reset, and right at their latest try. */
    areas: Array.from({ length: AREAS }, (_, a) => {
      const answered = [...latest].filter(([q]) => live(q) && c.tags[q]!.includes(a));
      return { area: a, answered: answered.length, correct: answered.filter(([, t]) => t.correct).length };
    }),
  };
}

/** The plan's weakest areas as its rule reads them: some answer wrong, lowest share right, more answers, then the name. */
function weakest(areas: ReturnType<typeof expected>["areas"], entries: { id: string; name: string }[]) {
  return areas
    .filter((a) => a.correct < a.answered)
    .map((a) => ({ ...entries[a.area]!, right_pct: percent(a.correct, a.answered), answered: a.answered }))
    .sort((x, y) => x.right_pct - y.right_pct || y.answered - x.answered || x.name.localeCompare(y.name))
    .slice(0, WEAKEST_AREAS)
    .map(({ id, name, right_pct }) => ({ id, name, right_pct }));
}

describe("the plan's figures", () => {
  it("come to what the learner's tries define, over random histories, resets, retired questions and area tags", async () => {
    let liveElsewhere = 0;
    const entries = (await listLiveEntries(h.deps.db)).filter((e) => e.kind === "clinical area").slice(0, AREAS);
    await fc.assert(
      fc.asyncProperty(history, async (c) => {
        const now = new Date(c.readAt);
        const cat = await createCategoryWithQuestions(h.deps.db, { count: QUESTIONS });
        const resetAt = c.resetHoursBefore === null ? null : new Date(now.getTime() - c.resetHoursBefore * HOUR);
        const { api, user } = await signedIn(h, { level: 4, qbank_reset_at: resetAt });
        for (const t of [...c.tries].sort((a, b) => b.hoursBefore - a.hoursBefore)) {
          await insertTestTry(h.deps.db, {
            userId: user.id,
            questionId: cat.questionIds[t.question]!,
            correct: t.correct,
            at: new Date(now.getTime() - t.hoursBefore * HOUR),
          });
        }
        for (const [q, areas] of c.tags.entries()) {
          await addQuestionAreas(
            h.deps.db,
            [cat.questionIds[q]!],
            areas.map((a) => entries[a]!.id),
          );
        }
        for (const q of c.retired) await removeQuestion(h.deps.db, cat.questionIds[q]!, now);
        // Counted before any check, so a failing case (and fast-check's shrinking) leaves the tally true.
        const before = liveElsewhere;
        liveElsewhere += QUESTIONS - c.retired.length;

        // The plan made a month before, so its week runs from Monday; the exam three weeks on.
        h.clock.set(new Date(now.getTime() - 30 * 24 * HOUR));
        const examDay = addDays(localDay(now, TZ), 21);
        await api.plan.setDate({ exam_date: examDay });
        h.clock.set(now);
        const plan = await api.plan.get();

        const today = localDay(now, TZ);
        const f = expected(c, before, now, mondayOf(today));
        const t = targetsOf(f, { today, examDay, weekFrom: mondayOf(today) });
        expect(plan).toMatchObject({
          unseen: f.unseen,
          today: { done: f.done_today, target: t.today },
          week: { done: f.done_week, target: t.week },
          daily_target: t.daily_target,
        });
        expect(plan.weakest_areas).toEqual(weakest(f.areas, entries));
      }),
      { numRuns: 40 },
    );
  });
});
