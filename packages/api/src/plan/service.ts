import {
  categoryIdsInScope,
  deleteExamPlan,
  findExamPlan,
  listLearnerAreaTallies,
  pickTodayQuestions,
  readPlanFigures,
  setExamResult,
  upsertExamPlan,
  type ExamPlanRow,
  type PlanFigures,
} from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { startFixedRun } from "../qbank/runs/custom.ts";
import type { RunPage } from "../qbank/schemas.ts";
import { categoryScope } from "../qbank/scope.ts";
import { appError, badRequest } from "../shared/errors.ts";
import { percent } from "../shared/percent.ts";
import { addDays, addYears, daysBetween, isRestDay, localDay, mondayOf, studyDays } from "./calendar.ts";
import type { Plan } from "./schemas.ts";
import { todaySessionSize } from "./today.ts";

type Ctx = Pick<AuthedContext, "db" | "user" | "clock" | "timezone">;

/** How many of the weakest MLA areas the plan names and today's session draws from. */
export const WEAKEST_AREAS = 3;

/**
 * The learner's weakest MLA areas: answered ones with the lowest share right, most answered first
 * on a tie. An area with no wrong answer is weak in nothing, so it is never named.
 */
export async function weakestAreas(ctx: Ctx): Promise<Plan["weakest_areas"]> {
  const rows = await listLearnerAreaTallies(ctx.db, categoryScope(ctx.user), {
    userId: ctx.user.id,
    since: ctx.user.qbank_reset_at,
  });
  return rows
    .filter((r) => r.correct < r.answered)
    .map((r) => ({ id: r.id, name: r.name, right_pct: percent(r.correct, r.answered), answered: r.answered }))
    .sort((a, b) => a.right_pct - b.right_pct || b.answered - a.answered || a.name.localeCompare(b.name))
    .slice(0, WEAKEST_AREAS)
    .map(({ id, name, right_pct }) => ({ id, name, right_pct }));
}

interface Targets {
  daily_target: number;
  today: number;
  week: number;
  /** The week's target for its study days before today. */
  before_today: number;
}

/** What was left over the study days left: a study day's share, rounded up. */
const perDay = (left: number, studyLeft: number) => (studyLeft === 0 ? 0 : Math.ceil(left / studyLeft));

/**
 * The plan's arithmetic. What is left is counted as it stood when today began (the questions
 * first seen today are still part of it), so the target holds still through the day; it is
 * spread over the study days from today to the exam's eve, one rest day a week. A missed day
 * leaves more over fewer days, so the next days' target rises. The week's target is the same
 * share taken when the week began (or the plan, when later), for its study days up to today, so
 * a missed day shows as behind once and is not counted again at the higher rate.
 */
export function targetsOf(f: PlanFigures, days: { today: string; examDay: string; weekFrom: string }): Targets {
  const { today, examDay, weekFrom } = days;
  const daily = perDay(f.unseen + f.first_seen_today + f.reviews_due, studyDays(today, examDay));
  const weekly = perDay(f.unseen + f.first_seen_week + f.reviews_due, studyDays(weekFrom, examDay));
  const beforeToday = studyDays(weekFrom, [today, examDay].sort()[0]!);
  const studyToday = !isRestDay(today) && today < examDay;
  return {
    daily_target: daily,
    today: studyToday ? daily : 0,
    week: weekly * (beforeToday + (studyToday ? 1 : 0)),
    before_today: weekly * beforeToday,
  };
}

/** The week's first day for the plan: Monday, or the day the plan was made when later. */
const weekFromOf = (today: string, plan: ExamPlanRow | undefined, timeZone: string) => {
  const monday = mondayOf(today);
  const made = plan ? localDay(plan.created_at, timeZone) : monday;
  return made > monday && made <= today ? made : monday;
};

async function figures(ctx: Ctx, plan: ExamPlanRow | undefined, today: string): Promise<PlanFigures> {
  const categoryIds = await categoryIdsInScope(ctx.db, categoryScope(ctx.user));
  return readPlanFigures(ctx.db, {
    userId: ctx.user.id,
    since: ctx.user.qbank_reset_at ?? new Date(0),
    categoryIds,
    timeZone: ctx.timezone,
    today,
    weekStart: weekFromOf(today, plan, ctx.timezone),
    // Without a plan (or past it), the reviews due by the end of today.
    examDay: plan && plan.exam_date > today ? plan.exam_date : addDays(today, 1),
  });
}

/** The plan to the exam date as the dashboard shows it. */
export async function readPlan(ctx: Ctx): Promise<Plan> {
  const today = localDay(ctx.clock.now(), ctx.timezone);
  const plan = await findExamPlan(ctx.db, ctx.user.id);
  const [f, weakest] = await Promise.all([figures(ctx, plan, today), weakestAreas(ctx)]);
  const common = {
    rest_day: isRestDay(today),
    due_reviews: f.reviews_due,
    unseen: f.unseen,
    weakest_areas: weakest,
  };
  if (!plan) {
    return {
      ...common,
      exam_date: null,
      days_left: null,
      daily_target: null,
      today: { done: f.done_today, target: null },
      week: { done: f.done_week, target: null },
      on_track: null,
      exam_passed: false,
      result: null,
    };
  }
  const daysLeft = daysBetween(today, plan.exam_date);
  const passed = daysLeft < 0;
  const t = targetsOf(f, { today, examDay: plan.exam_date, weekFrom: weekFromOf(today, plan, ctx.timezone) });
  return {
    ...common,
    exam_date: plan.exam_date,
    days_left: daysLeft,
    daily_target: passed ? null : t.daily_target,
    today: { done: f.done_today, target: passed ? null : t.today },
    week: { done: f.done_week, target: passed ? null : t.week },
    on_track: passed ? null : f.done_week >= t.before_today,
    exam_passed: passed,
    result: plan.result,
  };
}

/**
 * How far ahead an exam date may be. PLAB 1 sittings are booked months ahead, not years: a date
 * further off is a mistyped year, and would plan one question a day for decades.
 */
export const EXAM_DATE_YEARS_AHEAD = 2;

/**
 * Sets the exam date: from today to EXAM_DATE_YEARS_AHEAD years on, in the learner's time zone.
 * A new date starts a new plan's result.
 */
export async function setExamDate(ctx: Ctx, examDate: string): Promise<Plan> {
  const today = localDay(ctx.clock.now(), ctx.timezone);
  if (examDate < today) throw badRequest("exam_date", "Please choose today or a later date.");
  if (examDate > addYears(today, EXAM_DATE_YEARS_AHEAD)) {
    throw badRequest("exam_date", "Please choose a date within the next two years.");
  }
  await upsertExamPlan(ctx.db, { userId: ctx.user.id, examDate, now: ctx.clock.now() });
  return readPlan(ctx);
}

export async function clearExamDate(ctx: Ctx): Promise<Plan> {
  await deleteExamPlan(ctx.db, ctx.user.id);
  return readPlan(ctx);
}

/** The learner's result, once the exam day has come. */
export async function recordResult(ctx: Ctx, result: "passed" | "failed" | "not_taken"): Promise<Plan> {
  const plan = await findExamPlan(ctx.db, ctx.user.id);
  if (!plan) throw badRequest("exam_date", "Please set your exam date first.");
  if (plan.exam_date > localDay(ctx.clock.now(), ctx.timezone)) {
    throw badRequest("result", "Your exam has not happened yet.");
  }
  await setExamResult(ctx.db, { userId: ctx.user.id, result, now: ctx.clock.now() });
  return readPlan(ctx);
}

/**
 * Today's session: what is left of today's target as one tutor session, drawn in order of
 * priority: due reviews, then the three weakest areas, then unseen questions. On the rest day
 * the learner may still take one, of a study day's size, as often as they like
 * (`todaySessionSize`).
 */
export async function startToday(ctx: Ctx): Promise<RunPage> {
  const plan = await readPlan(ctx);
  if (plan.exam_date === null) throw badRequest("exam_date", "Please set your exam date first.");
  if (plan.exam_passed) {
    throw badRequest("exam_date", "Your exam date has passed: tell us your result or set a new date.");
  }
  // The rest day has no target; a session on it is optional, of a study day's size each time.
  const left = todaySessionSize(plan);
  if (left <= 0) {
    throw appError("NOT_FOUND", "today", plan.rest_day ? "Today is your rest day." : "Today's target is done.");
  }
  const scopeIds = await categoryIdsInScope(ctx.db, categoryScope(ctx.user));
  const weakAreaIds = plan.weakest_areas.map((a) => a.id);
  return startFixedRun(ctx, {
    timed: false,
    categoryIds: [],
    areaIds: weakAreaIds,
    todaysSession: true,
    draw: (trx) =>
      pickTodayQuestions(trx, {
        userId: ctx.user.id,
        since: ctx.user.qbank_reset_at,
        scopeIds,
        timeZone: ctx.timezone,
        today: localDay(ctx.clock.now(), ctx.timezone),
        weakAreaIds,
        limit: left,
      }),
    none: () => appError("NOT_FOUND", "today", plan.rest_day ? "Today is your rest day." : "Today's target is done."),
  });
}
