import { findAdjustment, findUserById, findUserForUpdate, grantExtraTime, type AdjustmentRow } from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { notFound } from "../shared/errors.ts";

type Ctx = Pick<AuthedContext, "db" | "clock" | "user">;

const present = (userId: string, row: AdjustmentRow | undefined) => ({
  id: userId,
  extra_time_percent: row?.extra_time_percent ?? 0,
  granted_percent: row?.granted_percent ?? null,
});

export async function userExtraTime(ctx: Ctx, id: string) {
  if (!(await findUserById(ctx.db, id))) throw notFound("user");
  return present(id, await findAdjustment(ctx.db, id));
}

/**
 * Grants a user a percentage of extra time (GMC reasonable adjustment), in force on their
 * next timed run; 0 ends the grant and switches their extra time off. A run already open
 * keeps the deadline it started with.
 */
export async function setUserExtraTime(ctx: Ctx, input: { id: string; percent: number }) {
  const row = await ctx.db.transaction().execute(async (trx) => {
    if (!(await findUserForUpdate(trx, input.id))) throw notFound("user");
    return grantExtraTime(trx, { userId: input.id, percent: input.percent || null, at: ctx.clock.now() });
  });
  return present(input.id, row);
}
