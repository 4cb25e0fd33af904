import {
  latestTryTotals,
  listLearnerCategories,
  recordVisit,
  ticketsPerCategory,
  localDate,
  triesPerPeriod,
  usersPerLevel,
  visitorsPerPeriod,
  type Period,
} from "@qbank/db";
import type { AuthedContext, Context } from "../context.ts";
import { percent } from "../shared/percent.ts";
import { sha256Hex } from "../auth/crypto.ts";
import { categoryScope } from "../qbank/scope.ts";
import { ticketCategories } from "../support/schemas.ts";
import { LEARNER_DAYS, LEARNER_WEEKS, VISITOR_DAYS, VISITOR_WEEKS, type Performance } from "./schemas.ts";

type Learner = Pick<AuthedContext, "db" | "user" | "timezone" | "clock">;
type Admin = Pick<Context, "db" | "timezone" | "clock">;

/** Of the questions tried since the last reset, the share whose latest try was right or wrong. */
export async function questionPercentage(ctx: Learner): Promise<Performance["question_percentage"]> {
  const totals = await latestTryTotals(ctx.db, ctx.user.id);
  return {
    right: percent(totals.right, totals.all),
    wrong: percent(totals.all - totals.right, totals.all),
    all: totals.all,
  };
}

export async function categoryStats(ctx: Learner): Promise<Performance["categories"]> {
  const categories = await listLearnerCategories(ctx.db, categoryScope(ctx.user), ctx.user.id);
  return categories.map(({ name, right, wrong, question_count }) => ({
    name,
    data: { right, wrong, not_answered: Math.max(0, question_count - right - wrong) },
  }));
}

export async function periodStats(ctx: Learner, period: Period): Promise<Performance["day"]> {
  const rows = await triesPerPeriod(ctx.db, {
    userId: ctx.user.id,
    since: ctx.user.qbank_reset_at,
    period,
    count: period === "day" ? LEARNER_DAYS : LEARNER_WEEKS,
    timeZone: ctx.timezone,
    now: ctx.clock.now(),
  });
  return rows.map((r) => ({ start: r.start, stats: { correct: r.correct, wrong: r.wrong } }));
}

export async function performance(ctx: Learner): Promise<Performance> {
  const [question_percentage, categories, day, week] = await Promise.all([
    questionPercentage(ctx),
    categoryStats(ctx),
    periodStats(ctx, "day"),
    periodStats(ctx, "week"),
  ]);
  return { question_percentage, categories, day, week };
}

/**
 * Counts a visit without a cookie: one per day per salted hash of (ip, user agent, day).
 * The salt is the server secret, so the hash cannot be reversed from the address space.
 */
export async function trackVisit(ctx: Pick<Context, "db" | "timezone" | "secret" | "ip" | "userAgent" | "clock">) {
  const day = await localDate(ctx.db, ctx.clock.now(), ctx.timezone);
  await recordVisit(ctx.db, day, sha256Hex(`${ctx.secret}|${day}|${ctx.ip}|${ctx.userAgent}`));
  return { ok: true as const };
}

export async function visitors(ctx: Admin, period: Period) {
  const rows = await visitorsPerPeriod(ctx.db, {
    period,
    count: period === "day" ? VISITOR_DAYS : VISITOR_WEEKS,
    timeZone: ctx.timezone,
    now: ctx.clock.now(),
  });
  return rows.map((r) => ({ start: r.start, stats: { visitors: r.visitors } }));
}

export async function tickets(ctx: Admin) {
  const counts = new Map((await ticketsPerCategory(ctx.db)).map((r) => [r.category, r.amount]));
  return Object.entries(ticketCategories).map(([code, name]) => ({ name, amount: counts.get(Number(code)) ?? 0 }));
}

export const userLevels = (ctx: Admin) => usersPerLevel(ctx.db);

export async function adminStats(ctx: Admin) {
  const [user_level, ticketCounts, visitors_day, visitors_week] = await Promise.all([
    userLevels(ctx),
    tickets(ctx),
    visitors(ctx, "day"),
    visitors(ctx, "week"),
  ]);
  return { user_level, tickets: ticketCounts, visitors_day, visitors_week };
}
