import { createCategoryWithQuestions, insertTestTry, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { callerFor, createHarness, signedIn, type Harness } from "#test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(TEST_NOW));

async function addTry(userId: string, questionId: string, correct: boolean, at: Date) {
  await insertTestTry(h.deps.db, { userId, questionId, correct, at });
}

/** Only the periods that hold tries, as {start: {correct, wrong}}. */
const nonEmpty = (list: { start: string; stats: { correct: number; wrong: number } }[]) =>
  Object.fromEntries(list.filter((p) => p.stats.correct + p.stats.wrong > 0).map((p) => [p.start, p.stats] as const));

interface BoundaryCase {
  name: string;
  now: string;
  tries: [at: string, correct: boolean][];
  today: string;
  days: Record<string, { correct: number; wrong: number }>;
  thisMonday: string;
  weeks: Record<string, { correct: number; wrong: number }>;
}

// Instants in UTC; London is UTC+0 in winter and UTC+1 (BST) from the last Sunday of March
// at 01:00 UTC to the last Sunday of October at 01:00 UTC.
const boundaryCases: BoundaryCase[] = [
  {
    name: "Monday 00:30 in London: Sunday 23:59 is yesterday and last week",
    now: "2026-11-23T00:30:00Z",
    tries: [
      ["2026-11-22T23:59:00Z", false],
      ["2026-11-23T00:10:00Z", true],
    ],
    today: "2026-11-23",
    days: { "2026-11-22": { correct: 0, wrong: 1 }, "2026-11-23": { correct: 1, wrong: 0 } },
    thisMonday: "2026-11-23",
    weeks: { "2026-11-16": { correct: 0, wrong: 1 }, "2026-11-23": { correct: 1, wrong: 0 } },
  },
  {
    name: "Sunday 23:59 in London: the week began on Monday 00:00",
    now: "2026-11-22T23:59:00Z",
    tries: [
      ["2026-11-15T23:59:59Z", false],
      ["2026-11-16T00:00:00Z", true],
      ["2026-11-22T23:58:00Z", true],
    ],
    today: "2026-11-22",
    days: { "2026-11-16": { correct: 1, wrong: 0 }, "2026-11-22": { correct: 1, wrong: 0 } },
    thisMonday: "2026-11-16",
    weeks: { "2026-11-09": { correct: 0, wrong: 1 }, "2026-11-16": { correct: 2, wrong: 0 } },
  },
  {
    name: "the last Sunday of March: 01:00 to 02:00 does not exist and the day has 23 hours",
    now: "2026-03-30T12:00:00Z",
    tries: [
      ["2026-03-28T23:59:59Z", true], // Saturday 23:59:59 GMT
      ["2026-03-29T00:59:59Z", true], // Sunday 00:59:59 GMT
      ["2026-03-29T01:00:00Z", true], // Sunday 02:00:00 BST
      ["2026-03-29T22:59:59Z", false], // Sunday 23:59:59 BST
      ["2026-03-29T23:00:00Z", false], // Monday 00:00:00 BST
    ],
    today: "2026-03-30",
    days: {
      "2026-03-28": { correct: 1, wrong: 0 },
      "2026-03-29": { correct: 2, wrong: 1 },
      "2026-03-30": { correct: 0, wrong: 1 },
    },
    thisMonday: "2026-03-30",
    weeks: { "2026-03-23": { correct: 3, wrong: 1 }, "2026-03-30": { correct: 0, wrong: 1 } },
  },
  {
    name: "the last Sunday of October: 01:00 to 02:00 happens twice and the day has 25 hours",
    now: "2026-10-26T12:00:00Z",
    tries: [
      ["2026-10-24T22:59:59Z", false], // Saturday 23:59:59 BST
      ["2026-10-24T23:00:00Z", true], // Sunday 00:00:00 BST
      ["2026-10-25T00:30:00Z", true], // Sunday 01:30 BST
      ["2026-10-25T01:30:00Z", true], // Sunday 01:30 GMT, the second time
      ["2026-10-25T23:59:59Z", false], // Sunday 23:59:59 GMT
      ["2026-10-26T00:00:00Z", true], // Monday 00:00 GMT
    ],
    today: "2026-10-26",
    days: {
      "2026-10-24": { correct: 0, wrong: 1 },
      "2026-10-25": { correct: 3, wrong: 1 },
      "2026-10-26": { correct: 1, wrong: 0 },
    },
    thisMonday: "2026-10-26",
    weeks: { "2026-10-19": { correct: 3, wrong: 2 }, "2026-10-26": { correct: 1, wrong: 0 } },
  },
  {
    name: "New Year's Eve: the year changes inside a week",
    now: "2027-01-01T00:30:00Z",
    tries: [
      ["2026-12-31T23:59:59Z", false],
      ["2027-01-01T00:00:00Z", true],
    ],
    today: "2027-01-01",
    days: { "2026-12-31": { correct: 0, wrong: 1 }, "2027-01-01": { correct: 1, wrong: 0 } },
    thisMonday: "2026-12-28",
    weeks: { "2026-12-28": { correct: 1, wrong: 1 } },
  },
];

describe("learner performance", () => {
  it("answers zeros and empty periods for a learner who has not answered yet", async () => {
    const { api } = await signedIn(h, { level: 5 });
    const perf = await api.stats.performance();
    expect(perf.question_percentage).toEqual({ right: 0, wrong: 0, all: 0 });
    expect(perf.day).toHaveLength(7);
    expect(perf.week).toHaveLength(12);
    expect(perf.day.every((d) => d.stats.correct === 0 && d.stats.wrong === 0)).toBe(true);
  });

  it("computes the shares from each question's latest try, and per category right, wrong and not answered", async () => {
    const { user, api } = await signedIn(h, { level: 5 });
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 5, name: "Stats Alpha" });
    const [q1, q2, q3] = cat.questionIds as [string, string, string];
    const now = h.clock.now();
    const earlier = new Date(now.getTime() - 60_000);
    await addTry(user.id, q1, false, earlier);
    await addTry(user.id, q1, true, now); // latest right
    await addTry(user.id, q2, true, earlier);
    await addTry(user.id, q2, false, now); // latest wrong
    await addTry(user.id, q3, true, now);
    const perf = await api.stats.performance();
    expect(perf.question_percentage).toEqual({ right: 66.67, wrong: 33.33, all: 3 });
    expect(perf.categories.find((c) => c.name === "Stats Alpha")).toEqual({
      name: "Stats Alpha",
      data: { right: 2, wrong: 1, not_answered: 2 },
    });
    await expect(api.stats.questions()).resolves.toEqual(perf.question_percentage);
    await expect(api.stats.categories()).resolves.toEqual(perf.categories);
  });

  describe.each(boundaryCases)("counts tries into London days and Monday weeks: $name", (c) => {
    it("puts each try in its day and its week", async () => {
      h.clock.set(c.now);
      const { user, api } = await signedIn(h, { level: 5 });
      const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: c.tries.length });
      for (const [i, [at, correct]] of c.tries.entries())
        await addTry(user.id, cat.questionIds[i]!, correct, new Date(at));

      const days = await api.stats.day();
      expect(days).toHaveLength(7);
      expect(days.at(-1)?.start).toBe(c.today);
      expect(nonEmpty(days)).toEqual(c.days);

      const weeks = await api.stats.week();
      expect(weeks).toHaveLength(12);
      expect(weeks.at(-1)?.start).toBe(c.thisMonday);
      expect(weeks.every((w) => new Date(`${w.start}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
      expect(nonEmpty(weeks)).toEqual(c.weeks);
    });
  });

  it("leaves out tries from before a bank reset", async () => {
    const { user } = await signedIn(h, { level: 5 });
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 2 });
    const now = h.clock.now().getTime();
    await addTry(user.id, cat.questionIds[0]!, true, new Date(now - 3600_000));
    await h.deps.db
      .updateTable("users")
      .set({ qbank_reset_at: new Date(now - 1800_000) })
      .where("id", "=", user.id)
      .execute();
    await addTry(user.id, cat.questionIds[1]!, false, new Date(now));
    const fresh = await h.deps.db.selectFrom("users").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow();
    const session = await h.deps.lucia.createSession(user.id, {});
    const { api } = callerFor(h, { user: fresh, session });
    const perf = await api.stats.performance();
    expect(perf.question_percentage).toEqual({ right: 0, wrong: 100, all: 1 });
    const totals = perf.day.reduce((n, d) => n + d.stats.correct + d.stats.wrong, 0);
    expect(totals).toBe(1);
  });

  it("needs a signed-in learner", async () => {
    expect((await failure(callerFor(h).api.stats.performance())).code).toBe("UNAUTHORIZED");
  });
});

describe("visits and admin statistics", () => {
  it("counts one visit per visitor per day without storing the address", async () => {
    const visitor = (ip: string) => callerFor(h, { ip }).api;
    await visitor("198.51.100.20").stats.track();
    await visitor("198.51.100.20").stats.track();
    await visitor("198.51.100.21").stats.track();
    const rows = await h.deps.db.selectFrom("visits").selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(rows)).not.toContain("198.51.100");
    const { api } = await signedIn(h, { level: 6 });
    const days = await api.stats.visitorsDay();
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.stats.visitors).toBe(rows.length);
    expect(await api.stats.visitorsWeek()).toHaveLength(12);
  });

  it("gives admins users per level and tickets per category, and refuses learners", async () => {
    const { api } = await signedIn(h, { level: 6 });
    const all = await api.stats.admin();
    expect(all.user_level.find((l) => l.level === 6)?.amount).toBeGreaterThanOrEqual(1);
    expect(all.tickets.map((t) => t.name)).toEqual([
      "General",
      "Payment Support",
      "Question Support",
      "Question Error",
    ]);
    expect(all.visitors_day).toHaveLength(30);
    const learner = (await signedIn(h, { level: 5 })).api;
    expect((await failure(learner.stats.admin())).code).toBe("FORBIDDEN");
    expect((await failure(learner.stats.users())).code).toBe("FORBIDDEN");
  });
});
