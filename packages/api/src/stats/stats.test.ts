import { newId, sql, type Db } from "@qbank/db";
import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure } from "../test/expect-error.ts";
import { callerFor, createHarness, signedIn, type Harness } from "../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const TZ = "Europe/London";

/** A moment relative to the start of the current London day or week, as the database computes it. */
async function boundary(db: Db, unit: "day" | "week", offsetMinutes: number): Promise<Date> {
  const result = await sql<{ at: Date }>`
    select (date_trunc(${unit}, now() at time zone ${TZ}) at time zone ${TZ}) + make_interval(mins => ${offsetMinutes}) as at
  `.execute(db);
  return result.rows[0]!.at;
}

async function addTry(userId: string, questionId: string, correct: boolean, at: Date) {
  await h.deps.db
    .insertInto("tries")
    .values({ id: newId(), user_id: userId, question_id: questionId, run_id: null, correct, created_at: at })
    .execute();
}

const byStart = (list: { start: string; stats: { correct: number; wrong: number } }[]) =>
  Object.fromEntries(list.map((p) => [p.start, p.stats]));

async function londonDate(at: Date): Promise<string> {
  const result = await sql<{
    d: string;
  }>`select to_char(${at}::timestamptz at time zone ${TZ}, 'YYYY-MM-DD') as d`.execute(h.deps.db);
  return result.rows[0]!.d;
}

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
    const now = new Date();
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

  it("counts tries into London days and Monday weeks at their boundaries", async () => {
    const { user, api } = await signedIn(h, { level: 5 });
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 4 });
    const [q1, q2, q3, q4] = cat.questionIds as [string, string, string, string];
    const todayStart = await boundary(h.deps.db, "day", 0);
    const weekStart = await boundary(h.deps.db, "week", 0);
    await addTry(user.id, q1, true, new Date(todayStart.getTime() + 60_000)); // today 00:01
    await addTry(user.id, q2, false, new Date(todayStart.getTime() - 60_000)); // yesterday 23:59
    await addTry(user.id, q3, true, new Date(weekStart.getTime() + 30 * 60_000)); // Monday 00:30 this week
    await addTry(user.id, q4, false, new Date(weekStart.getTime() - 30 * 60_000)); // Sunday 23:30 last week

    const days = byStart(await api.stats.day());
    const today = await londonDate(todayStart);
    const yesterday = await londonDate(new Date(todayStart.getTime() - 60_000));
    expect(Object.keys(days)).toHaveLength(7);
    expect(Object.keys(days).at(-1)).toBe(today);
    expect(days[today]?.correct).toBeGreaterThanOrEqual(1);
    expect(days[yesterday]?.wrong).toBeGreaterThanOrEqual(1);

    const weeks = await api.stats.week();
    expect(weeks).toHaveLength(12);
    const thisMonday = await londonDate(weekStart);
    const lastMonday = await londonDate(new Date(weekStart.getTime() - 7 * 24 * 3600_000 + 3 * 3600_000));
    const w = byStart(weeks);
    expect(weeks.at(-1)?.start).toBe(thisMonday);
    expect(new Date(`${thisMonday}T12:00:00Z`).getUTCDay()).toBe(1);
    // Sunday 23:30 belongs to the week before; so does yesterday 23:59 when today is Monday.
    const expectedLastWeekWrong = [todayStart.getTime() - 60_000, weekStart.getTime() - 30 * 60_000].filter(
      (t) => t < weekStart.getTime(),
    ).length;
    expect(w[lastMonday]?.wrong).toBe(expectedLastWeekWrong);
    const thisWeekTotal = (w[thisMonday]?.correct ?? 0) + (w[thisMonday]?.wrong ?? 0);
    const expectedThisWeek = [
      todayStart.getTime() + 60_000,
      todayStart.getTime() - 60_000,
      weekStart.getTime() + 30 * 60_000,
    ].filter((t) => t >= weekStart.getTime()).length;
    expect(thisWeekTotal).toBe(expectedThisWeek);
  });

  it("leaves out tries from before a bank reset", async () => {
    const { user } = await signedIn(h, { level: 5 });
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 2 });
    await addTry(user.id, cat.questionIds[0]!, true, new Date(Date.now() - 3600_000));
    await h.deps.db
      .updateTable("users")
      .set({ qbank_reset_at: new Date(Date.now() - 1800_000) })
      .where("id", "=", user.id)
      .execute();
    await addTry(user.id, cat.questionIds[1]!, false, new Date());
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
