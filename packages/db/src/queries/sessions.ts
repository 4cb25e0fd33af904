import { CompiledQuery } from "kysely";
import type { Db } from "../create-db.ts";
import type { UserRow } from "../schema.ts";

/** Session rows are keyed by the SHA-256 of the cookie's id; callers pass the hash. */
export async function insertSession(db: Db, row: { id: string; user_id: string; expires_at: Date }): Promise<void> {
  await db.insertInto("sessions").values(row).execute();
}

/**
 * Every request with a session cookie runs this, so its SQL is written out once rather than
 * built and compiled by Kysely each time (compiling the join cost more CPU than running it).
 */
const SESSION_WITH_USER = `select "users".*, "sessions"."id" as "session_id", "sessions"."expires_at" as "session_expires_at"
  from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"
  where "sessions"."id" = $1`;

type SessionUserRow = UserRow & { session_id: string; session_expires_at: Date };

export async function findSessionWithUser(
  db: Db,
  idHash: string,
): Promise<{ session: { id: string; user_id: string; expires_at: Date }; user: UserRow } | undefined> {
  const { rows } = await db.executeQuery<SessionUserRow>(CompiledQuery.raw(SESSION_WITH_USER, [idHash]));
  const row = rows[0];
  if (!row) return undefined;
  const { session_id, session_expires_at, ...user } = row;
  return { session: { id: session_id, user_id: user.id, expires_at: session_expires_at }, user };
}

export async function listUserSessions(
  db: Db,
  userId: string,
): Promise<{ id: string; user_id: string; expires_at: Date }[]> {
  return db.selectFrom("sessions").select(["id", "user_id", "expires_at"]).where("user_id", "=", userId).execute();
}

export async function updateSessionExpiry(db: Db, idHash: string, expiresAt: Date): Promise<void> {
  await db.updateTable("sessions").set({ expires_at: expiresAt }).where("id", "=", idHash).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", idHash).execute();
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom("sessions").where("expires_at", "<=", now).execute();
}
