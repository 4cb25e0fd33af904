import { sql } from "kysely";
import type { Db } from "../create-db.ts";

/**
 * Removes what has no more use: expired sessions, email links a week past their end, and
 * throttle windows a day old. Returns how many rows of each went.
 */
export async function purgeExpired(db: Db): Promise<{ sessions: number; tokens: number; throttles: number }> {
  const sessions = await db
    .deleteFrom("sessions")
    .where("expires_at", "<=", sql<Date>`now()`)
    .executeTakeFirst();
  const tokens = await db
    .deleteFrom("email_tokens")
    .where("expires_at", "<=", sql<Date>`now() - interval '7 days'`)
    .executeTakeFirst();
  const throttles = await db
    .deleteFrom("auth_throttle")
    .where("window_started_at", "<=", sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
    throttles: Number(throttles.numDeletedRows),
  };
}
