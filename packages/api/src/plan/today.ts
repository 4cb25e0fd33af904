import { CUSTOM_MAX_QUESTIONS } from "../qbank/constants.ts";
import type { Plan } from "./schemas.ts";

/**
 * How many questions "Today's session" draws if started now; 0 when there is none to start
 * (no plan, the exam passed, today's target done, nothing left to see). On a study day it is
 * what is left of today's target. The rest day has no target, so a session on it is optional
 * and every answer given on it is extra: each one is a study day's size, whatever was already
 * answered that day. Never more than a custom session holds. The server starts what this says
 * and the dashboard offers the button by it, so the two never disagree.
 */
export function todaySessionSize(
  plan: Pick<Plan, "exam_date" | "exam_passed" | "rest_day" | "daily_target" | "today">,
): number {
  if (plan.exam_date === null || plan.exam_passed) return 0;
  const size = plan.rest_day ? (plan.daily_target ?? 0) : (plan.today.target ?? 0) - plan.today.done;
  return Math.max(0, Math.min(CUSTOM_MAX_QUESTIONS, size));
}

/**
 * The target a figure is counted against, or null when there is none to show: no plan, the
 * exam passed, the rest day (today has no target), a week whose first study day is still to
 * come (a plan made on a Sunday), nothing left to see. The dashboard then shows what was done
 * alone, never "9 of 0".
 */
export const targetShown = (figure: Plan["today"]): number | null =>
  figure.target !== null && figure.target > 0 ? figure.target : null;
