import type { Db } from "../create-db.ts";

const DAY_MS = 24 * 3600_000;

/**
 * Removes what has no more use at `now`: expired sessions, email links a week past their
 * end, and throttle windows a day old. Returns how many rows of each went.
 */
export async function purgeExpired(
  db: Db,
  now: Date,
): Promise<{ sessions: number; tokens: number; throttles: number }> {
  const sessions = await db.deleteFrom("sessions").where("expires_at", "<=", now).executeTakeFirst();
  const tokens = await db
    .deleteFrom("email_tokens")
    .where("expires_at", "<=", new Date(now.getTime() - 7 * DAY_MS))
    .executeTakeFirst();
  const throttles = await db
    .deleteFrom("auth_throttle")
    .where("window_started_at", "<=", new Date(now.getTime() - DAY_MS))
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
    throttles: Number(throttles.numDeletedRows),
  };
}
