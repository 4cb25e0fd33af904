import { addQuestionAreas, listLiveEntries, newId } from "@qbank/db";
import { createCategoryWithQuestions, insertTestUser, TEST_NOW } from "@qbank/db/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const now = Date.parse(TEST_NOW);
const daysAgo = (d: number) => new Date(now - d * 86_400_000);

/** `answered` answers of one learner, the first `right` of them right, `at` the given instant. */
async function answers(userId: string, questionIds: string[], answered: number, right: number, at = daysAgo(1)) {
  await h.deps.db
    .insertInto("tries")
    .values(
      Array.from({ length: answered }, (_, i) => ({
        id: newId(),
        user_id: userId,
        question_id: questionIds[i % questionIds.length]!,
        run_id: null,
        correct: i < right,
        created_at: at,
      })),
    )
    .execute();
}

const learner = () => insertTestUser(h.deps.db, { password_hash: null, email_verified_at: daysAgo(40), level: 3 });

describe("stats.percentile: where I stand among active learners", () => {
  it("is hidden below 20 learners with 50 answers in 30 days, and shown at 20", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 60 });
    const q = cat.questionIds;
    const { api, user } = await signedIn(h, { level: 4 });
    await answers(user.id, q, 50, 30); // 60% right
    // 18 others: 9 below me (50%), 9 above (70%).
    for (let i = 0; i < 18; i++) await answers((await learner()).id, q, 50, i < 9 ? 25 : 35);
    // Not counted: too few answers, or answers older than 30 days.
    await answers((await learner()).id, q, 49, 0);
    await answers((await learner()).id, q, 50, 0, daysAgo(31));

    // 19 learners (me among them): hidden.
    await expect(api.stats.percentile()).resolves.toEqual({
      percentile: null,
      learners: 19,
      window_days: 30,
      min_answers: 50,
      areas: [],
    });
    // The 20th, below me: 10 of 20 are below, 50%.
    await answers((await learner()).id, q, 50, 10);
    await expect(api.stats.percentile()).resolves.toMatchObject({ percentile: 50, learners: 20 });
  });

  it("is null for a reader without 50 answers, and per MLA area where 20 learners answered 20 of it", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 60 });
    const cardio = (await listLiveEntries(h.deps.db)).find((e) => e.name === "Cardiovascular")!.id;
    const tagged = cat.questionIds.slice(0, 20);
    await addQuestionAreas(h.deps.db, tagged, [cardio]);
    const { api, user } = await signedIn(h, { level: 4 });
    const others = [];
    for (let i = 0; i < 19; i++) others.push((await learner()).id);
    // Everyone answers 50, the first 20 of them on the area's questions; the reader gets them all right.
    await answers(user.id, cat.questionIds, 50, 50);
    for (const [i, id] of others.entries()) await answers(id, cat.questionIds, 50, i);
    const shown = await api.stats.percentile();
    expect(shown).toMatchObject({ learners: 20, percentile: 95 });
    expect(shown.areas).toEqual([{ id: cardio, name: "Cardiovascular", percentile: 95, learners: 20 }]);

    // 19 on the area (one learner answered only 19 of it): the area line is hidden.
    const fresh = await signedIn(h, { level: 4 });
    await h.deps.db.deleteFrom("tries").where("user_id", "=", others[0]!).execute();
    await answers(others[0]!, [...tagged.slice(0, 19), ...cat.questionIds.slice(20)], 50, 0);
    const oneShort = await api.stats.percentile();
    expect(oneShort.areas).toEqual([]);
    // A reader with no answers of their own: no percentile, the learners still counted.
    await expect(fresh.api.stats.percentile()).resolves.toMatchObject({ percentile: null, learners: 20 });
  });
});
