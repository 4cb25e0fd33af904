import { CompiledQuery, sql } from "kysely";
import type { Db } from "../create-db.ts";
import type { UserRow } from "../schema.ts";

/** Session rows are keyed by the SHA-256 of the cookie's id; callers pass the hash. */
/**
 * A new session of `epoch`: the account's epoch as the password check read it, so a change of
 * password since ends it (`SESSION_WITH_USER`). Without one, the account's epoch now (a provider's
 * sign-in, or the session that follows the change itself).
 */
export async function insertSession(
  db: Db,
  { epoch, ...row }: { id: string; user_id: string; expires_at: Date; epoch?: number | undefined },
): Promise<void> {
  const current = sql<number>`(select session_epoch from users where id = ${row.user_id})`;
  await db
    .insertInto("sessions")
    .values({ ...row, epoch: epoch ?? current })
    .execute();
}

/**
 * The user as every request's context holds it: the columns the app reads, and whether a
 * password is set, never the password's hash.
 */
export interface SessionUser {
  id: string;
  email: string;
  first_name: string;
  second_name: string;
  has_password: boolean;
  level: number;
  email_verified_at: Date | null;
  qbank_reset_at: Date | null;
  subscription_stopped: boolean;
  stripe_customer_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A full user row as the context holds it (after a sign-in or a change the row came back from). */
export const toSessionUser = (user: UserRow): SessionUser => ({
  id: user.id,
  email: user.email,
  first_name: user.first_name,
  second_name: user.second_name,
  has_password: user.password_hash !== null,
  level: user.level,
  email_verified_at: user.email_verified_at,
  qbank_reset_at: user.qbank_reset_at,
  subscription_stopped: user.subscription_stopped,
  stripe_customer_id: user.stripe_customer_id,
  created_at: user.created_at,
  updated_at: user.updated_at,
});

/**
 * Every request with a session cookie runs this, so its SQL is written out once rather than
 * built and compiled by Kysely each time (compiling the join cost more CPU than running it).
 */
const SESSION_WITH_USER = `select u.id, u.email, u.first_name, u.second_name, u.password_hash is not null as has_password,
    u.level, u.email_verified_at, u.qbank_reset_at, u.subscription_stopped, u.stripe_customer_id,
    u.created_at, u.updated_at, s.expires_at as session_expires_at
  from sessions s inner join users u on u.id = s.user_id
  where s.id = $1 and s.epoch = u.session_epoch`;

type SessionUserRow = SessionUser & { session_expires_at: Date };

export async function findSessionWithUser(
  db: Db,
  idHash: string,
): Promise<{ expiresAt: Date; user: SessionUser } | undefined> {
  const { rows } = await db.executeQuery<SessionUserRow>(CompiledQuery.raw(SESSION_WITH_USER, [idHash]));
  const row = rows[0];
  if (!row) return undefined;
  return {
    expiresAt: row.session_expires_at,
    user: {
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      second_name: row.second_name,
      has_password: row.has_password,
      level: row.level,
      email_verified_at: row.email_verified_at,
      qbank_reset_at: row.qbank_reset_at,
      subscription_stopped: row.subscription_stopped,
      stripe_customer_id: row.stripe_customer_id,
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
  };
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
