import type { Db } from "../create-db.ts";
import type { EmailTokenPurpose } from "../schema.ts";

export async function insertEmailToken(
  db: Db,
  row: { id: string; user_id: string; purpose: EmailTokenPurpose; expires_at: Date; created_at: Date },
): Promise<void> {
  await db.insertInto("email_tokens").values(row).execute();
}

const tokenOwner = (db: Db, idHash: string, purpose: EmailTokenPurpose) =>
  db.selectFrom("email_tokens").select("user_id").where("id", "=", idHash).where("purpose", "=", purpose);

/** The user a live token belongs to, without using it (a page asks before showing its form). */
export function findLiveEmailToken(
  db: Db,
  idHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<{ user_id: string } | undefined> {
  return tokenOwner(db, idHash, purpose).where("used_at", "is", null).where("expires_at", ">", now).executeTakeFirst();
}

/**
 * Marks a live token used and returns its user, in one statement so a link can be used once
 * even when two requests race.
 */
export async function consumeEmailToken(
  db: Db,
  idHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<{ user_id: string } | undefined> {
  return db
    .updateTable("email_tokens")
    .set({ used_at: now })
    .where("id", "=", idHash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
}

/** Whose a token is, used, expired or not; undefined when there is no such token. */
export function emailTokenOwner(
  db: Db,
  idHash: string,
  purpose: EmailTokenPurpose,
): Promise<{ user_id: string } | undefined> {
  return tokenOwner(db, idHash, purpose).executeTakeFirst();
}

/** Ends every unused token of a purpose for a user (a new reset link replaces older ones). */
export async function revokeEmailTokens(db: Db, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<void> {
  await db
    .updateTable("email_tokens")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
}
