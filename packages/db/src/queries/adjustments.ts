import type { Selectable } from "kysely";
import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";
import type { AccountAdjustmentsTable } from "../schema.ts";

export type AdjustmentRow = Selectable<AccountAdjustmentsTable>;
export interface ReadingProfile {
  large_text: boolean;
  wide_spacing: boolean;
  dyslexia_font: boolean;
  reduced_motion: boolean;
}

export async function findAdjustment(db: Db, userId: string): Promise<AdjustmentRow | undefined> {
  return db.selectFrom("account_adjustments").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** The extra time in force on the learner's next timed run, in percent (0 without a row). */
const extraTime = compiledOnce((db, v: { userId: string }) =>
  db.selectFrom("account_adjustments").select("extra_time_percent").where("user_id", "=", v.userId),
);

export async function extraTimePercent(db: Db, userId: string): Promise<number> {
  const [row] = await extraTime(db, { userId });
  return row?.extra_time_percent ?? 0;
}

/** The learner's own choice: extra time in force and reading profile (the admin's grant stays). */
export async function saveAdjustment(
  db: Db,
  row: { userId: string; extraTimePercent: number; reading: ReadingProfile; at: Date },
): Promise<AdjustmentRow> {
  const values = { extra_time_percent: row.extraTimePercent, ...row.reading, updated_at: row.at };
  return db
    .insertInto("account_adjustments")
    .values({ user_id: row.userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An admin's grant: in force at once; null ends the grant and the extra time with it. */
export async function grantExtraTime(
  db: Db,
  row: { userId: string; percent: number | null; at: Date },
): Promise<AdjustmentRow> {
  const values = { extra_time_percent: row.percent ?? 0, granted_percent: row.percent, updated_at: row.at };
  return db
    .insertInto("account_adjustments")
    .values({ user_id: row.userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}
