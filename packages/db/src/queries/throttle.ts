import { sql } from "kysely";
import type { Db } from "../create-db.ts";

/**
 * Adds one hit to a fixed-window counter and returns the count and the window's start.
 * One upsert, so concurrent server processes share the counter safely.
 */
export async function hitThrottle(
  db: Db,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<{ count: number; window_started_at: Date }> {
  const windowOpenedAfter = new Date(now.getTime() - windowSeconds * 1000);
  const row = await db
    .insertInto("auth_throttle")
    .values({ key, count: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when auth_throttle.window_started_at <= ${windowOpenedAfter} then 1 else auth_throttle.count + 1 end`,
        window_started_at: sql<Date>`case when auth_throttle.window_started_at <= ${windowOpenedAfter} then ${now}::timestamptz else auth_throttle.window_started_at end`,
      }),
    )
    .returning(["count", "window_started_at"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), window_started_at: row.window_started_at };
}

/** Gives back one hit that turned out not to count (a successful log-in). */
export async function releaseThrottle(db: Db, key: string): Promise<void> {
  await db
    .updateTable("auth_throttle")
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where("key", "=", key)
    .execute();
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom("auth_throttle").where("key", "=", key).execute();
}
