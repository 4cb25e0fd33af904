import { Level, levelLabel } from "../shared/levels.ts";
import { levelForPlan, PAID_LEVELS, planById } from "../payments/plans.ts";
import { assignableLevels } from "./schemas.ts";

/** A learner's live plan as the users list shows it. */
export interface LivePlan {
  id: string;
  name: string;
  status: string;
  /** The level the plan gives now (Trial while trialing). */
  level: number;
  /** Stopped by the learner: it ends at its period end. */
  stopping: boolean;
}

export function livePlan(row: {
  plan: string | null;
  plan_status: string | null;
  plan_stopping: boolean | null;
}): LivePlan | null {
  if (!row.plan || !row.plan_status) return null;
  return {
    id: row.plan,
    name: planById(row.plan)?.name ?? row.plan,
    status: row.plan_status,
    level: levelForPlan({ plan: row.plan, status: row.plan_status }),
    stopping: row.plan_stopping ?? false,
  };
}

/**
 * The roles an admin may give a user. A learner with a live plan has the level the plan gives,
 * because every payment event sets it again: the admin may give Admin, Hold or Blocked (payments
 * never touch those) or put them back on their plan's level, never another plan level.
 */
export function rolesFor(plan: Pick<LivePlan, "level"> | null): readonly number[] {
  if (!plan) return assignableLevels;
  return assignableLevels.flatMap((l) => (l === Level.Basic ? [plan.level] : PAID_LEVELS.includes(l) ? [] : [l]));
}

/** Why a role is refused for a learner with a live plan. */
export const planRoleRefusal = (plan: LivePlan) =>
  `This learner's level follows their ${plan.name}: choose ${levelLabel(plan.level)}, Admin, Hold or Blocked.`;
