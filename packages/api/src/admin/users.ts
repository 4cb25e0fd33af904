import {
  changeUserLevel,
  deleteUserSessions,
  findLiveSubscription,
  findUserForUpdate,
  newId,
  searchUsers,
  type AdminUserRow,
} from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { appError, forbidden, notFound } from "../shared/errors.ts";
import { Level, levelLabel } from "../shared/levels.ts";
import { livePlan, planRoleRefusal, rolesFor } from "./roles.ts";
import { ADMIN_USER_PAGE } from "./schemas.ts";

type Ctx = Pick<AuthedContext, "db" | "clock" | "user">;

const present = (u: AdminUserRow) => ({
  id: u.id,
  email: u.email,
  first_name: u.first_name,
  second_name: u.second_name,
  level: u.level,
  level_label: levelLabel(u.level),
  created_at: u.created_at.toISOString(),
  plan: livePlan(u),
});

export async function search(ctx: Ctx, input: { q: string; page: number }) {
  const { users, total } = await searchUsers(ctx.db, {
    search: input.q,
    offset: (input.page - 1) * ADMIN_USER_PAGE,
    limit: ADMIN_USER_PAGE,
  });
  return { users: users.map(present), total, page: input.page, page_size: ADMIN_USER_PAGE };
}

/**
 * Gives a user a role. Nobody changes their own level, an Owner is changed by no admin, and a
 * learner with a live plan gets only the roles `rolesFor` allows (read under the row lock every
 * path that starts a plan takes). The change ends all of that user's sessions and is written to
 * the level audit.
 */
export async function setLevel(ctx: Ctx, input: { id: string; level: number }) {
  if (input.id === ctx.user.id) throw forbidden("You cannot change your own role.");
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const target = await findUserForUpdate(trx, input.id);
    if (!target) throw notFound("user");
    if (target.level === Level.Owner) throw forbidden("An Owner's role cannot be changed.");
    const sub = await findLiveSubscription(trx, target.id);
    const planColumns = {
      plan: sub?.plan ?? null,
      plan_status: sub?.status ?? null,
      plan_stopping: sub?.cancel_at_period_end ?? null,
    };
    const plan = livePlan(planColumns);
    if (!rolesFor(plan).includes(input.level)) {
      const why = plan ? planRoleRefusal(plan) : "Trial comes only with a plan's free trial.";
      throw appError("CONFLICT", "level", why);
    }
    if (target.level !== input.level) {
      await changeUserLevel(trx, {
        id: newId(),
        userId: target.id,
        from: target.level,
        to: input.level,
        reason: "admin",
        actorId: ctx.user.id,
        at: now,
      });
      await deleteUserSessions(trx, target.id);
    }
    return { ...target, level: input.level, ...planColumns };
  });
  return present(updated);
}
