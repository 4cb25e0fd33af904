import { sql, type Selectable, type SqlBool } from "kysely";
import type { Db } from "../create-db.ts";
import type { SweepFailuresTable } from "../schema.ts";

export type SweepFailureRow = Selectable<SweepFailuresTable>;

/** The sweep takes at most this many items of a step a minute; the rest wait for the next. */
export const SWEEP_BATCH = 500;

/** A condition leaving out the step's items that were set aside (`idColumn` holds their id). */
export const notSetAside = (step: string, idColumn: string) =>
  sql<SqlBool>`not exists (select 1 from sweep_failures f where f.step = ${step}
    and f.item_id = ${sql.ref(idColumn)}::text and f.set_aside_at is not null)`;

/** The step's items that failed and are not yet set aside, and those set aside, by item id. */
export async function sweepFailuresOf(db: Db, step: string): Promise<Map<string, SweepFailureRow>> {
  const rows = await db.selectFrom("sweep_failures").selectAll().where("step", "=", step).execute();
  return new Map(rows.map((r) => [r.item_id, r]));
}

/**
 * Counts one more failure of an item; the failure that reaches `setAsideAfter` sets it aside.
 * Returns whether the item is now set aside.
 */
export async function recordSweepFailure(
  db: Db,
  failure: { step: string; itemId: string; error: string; at: Date; setAsideAfter: number },
): Promise<boolean> {
  const row = await db
    .insertInto("sweep_failures")
    .values({
      step: failure.step,
      item_id: failure.itemId,
      failures: 1,
      last_error: failure.error,
      first_failed_at: failure.at,
      last_failed_at: failure.at,
      set_aside_at: failure.setAsideAfter <= 1 ? failure.at : null,
    })
    .onConflict((oc) =>
      oc.columns(["step", "item_id"]).doUpdateSet({
        failures: sql`sweep_failures.failures + 1`,
        last_error: failure.error,
        last_failed_at: failure.at,
        set_aside_at: sql`coalesce(sweep_failures.set_aside_at, case when sweep_failures.failures + 1 >= ${failure.setAsideAfter} then ${failure.at}::timestamptz end)`,
      }),
    )
    .returning("set_aside_at")
    .executeTakeFirstOrThrow();
  return row.set_aside_at !== null;
}

/** An item that went through after failing: its count starts again. */
export async function clearSweepFailure(db: Db, step: string, itemId: string): Promise<void> {
  await db.deleteFrom("sweep_failures").where("step", "=", step).where("item_id", "=", itemId).execute();
}

/** Every item set aside, newest first (the admins' list); bounded. */
export function listSetAsideSweepItems(db: Db, limit = 200): Promise<SweepFailureRow[]> {
  return db
    .selectFrom("sweep_failures")
    .selectAll()
    .where("set_aside_at", "is not", null)
    .orderBy("set_aside_at", "desc")
    .orderBy("item_id")
    .limit(limit)
    .execute();
}

/** An admin puts a set-aside item back into the sweep. */
export async function releaseSweepItem(db: Db, step: string, itemId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("sweep_failures")
    .where("step", "=", step)
    .where("item_id", "=", itemId)
    .where("set_aside_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
