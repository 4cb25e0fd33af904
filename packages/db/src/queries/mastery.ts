import { sql } from "kysely";
import type { Db } from "../create-db.ts";

export async function masteryAttemptsLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("mastery_purchases")
    .select(sql<number>`coalesce(sum(attempts - used_attempts_count), 0)::int`.as("left"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.left;
}

/**
 * Uses one attempt from the oldest purchase that has one. The row lock makes parallel
 * callers queue; each re-checks the count, so one attempt is never used twice.
 */
export async function consumeMasteryAttempt(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .updateTable("mastery_purchases")
    .set({ used_attempts_count: sql<number>`used_attempts_count + 1` })
    .where(
      "id",
      "=",
      sql<string>`(select id from mastery_purchases
                   where user_id = ${userId} and used_attempts_count < attempts
                   order by created_at, id limit 1 for update)`,
    )
    .where("used_attempts_count", "<", sql<number>`attempts`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
