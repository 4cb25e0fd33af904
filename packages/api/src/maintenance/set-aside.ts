import { listSetAsideSweepItems, releaseSweepItem } from "@qbank/db";
import type { Context } from "../context.ts";
import { notFound } from "../shared/errors.ts";
import type { SetAsideItem, SweepStep } from "./schemas.ts";

/** The sweep's items that failed three times and wait for an admin, newest first. */
export async function setAsideItems(ctx: Pick<Context, "db">): Promise<SetAsideItem[]> {
  const rows = await listSetAsideSweepItems(ctx.db);
  return rows.map((r) => ({
    // Written by the sweep from the same list of steps; the output schema checks it.
    step: r.step as SweepStep,
    item_id: r.item_id,
    failures: r.failures,
    last_error: r.last_error,
    first_failed_at: r.first_failed_at.toISOString(),
    set_aside_at: (r.set_aside_at ?? r.last_failed_at).toISOString(),
  }));
}

/** Puts a set-aside item back into the sweep (once its cause is fixed), with a fresh count. */
export async function releaseItem(ctx: Pick<Context, "db">, input: { step: string; item_id: string }) {
  if (!(await releaseSweepItem(ctx.db, input.step, input.item_id))) throw notFound("item");
  return { released: true };
}
