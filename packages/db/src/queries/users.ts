import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";
import type { NewUser, UserRow } from "../schema.ts";

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The user's password hash (null without a password), read only where a password is checked. */
export async function findPasswordHash(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", id).executeTakeFirst();
  return row?.password_hash ?? null;
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

/**
 * The live account with this email, locked until the caller's transaction ends. One erased while
 * this waited for the lock is not returned: its row no longer has the email.
 */
export function lockLiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email.toLowerCase())
    .where("deleted_at", "is", null)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts a user unless the email is taken; returns undefined when it was. */
export function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  return db
    .insertInto("users")
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflict((oc) => oc.column("email").doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateUserProfile(
  db: Db,
  id: string,
  fields: { first_name: string; second_name: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ ...fields, updated_at: now })
    .where("id", "=", id)
    .execute();
}

/** Sets the password and ends every session started under the one before; answers the new epoch. */
export async function setPasswordHash(db: Db, id: string, passwordHash: string, now: Date): Promise<number> {
  const row = await db
    .updateTable("users")
    .set({ password_hash: passwordHash, session_epoch: sql<number>`session_epoch + 1`, updated_at: now })
    .where("id", "=", id)
    .returning("session_epoch")
    .executeTakeFirstOrThrow();
  return row.session_epoch;
}

/**
 * Clears the password of an account whose email nobody has proven (anyone may sign up with any
 * address), ending its sessions' epoch; a provider that has verified the address is proof that
 * it is the owner's, and the owner never chose that password. Answers the account's epoch.
 */
export async function forgetUnprovenPassword(db: Db, id: string, now: Date): Promise<number | undefined> {
  const row = await db
    .updateTable("users")
    .set({ password_hash: null, session_epoch: sql<number>`session_epoch + 1`, updated_at: now })
    .where("id", "=", id)
    .where("email_verified_at", "is", null)
    .returning("session_epoch")
    .executeTakeFirst();
  return row?.session_epoch;
}

/** Marks the email confirmed; an unconfirmed sign-up becomes a level-2 learner. */
export async function confirmUserEmail(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, ${now})`, updated_at: now })
    .where("id", "=", id)
    .execute();
}

/**
 * Locks the user's row until the caller's transaction ends. Everything that must happen once
 * per learner at a time (starting a run, spending an attempt) takes this lock first.
 */
const lockUserRow = compiledOnce((db, v: { id: string }) =>
  db.selectFrom("users").select(["id", "deleted_at"]).where("id", "=", v.id).forUpdate(),
);

/** Locks the account's row; answers whether the account is erased (undefined: no such account). */
export async function lockUser(db: Db, id: string): Promise<{ erased: boolean } | undefined> {
  const [row] = await lockUserRow(db, { id });
  return row && { erased: row.deleted_at !== null };
}

/** Starts the learner's bank afresh: older tries stop counting; history and flags stay. */
export async function setQbankResetAt(db: Db, id: string, now: Date): Promise<Date> {
  const row = await db
    .updateTable("users")
    .set({ qbank_reset_at: now, updated_at: now })
    .where("id", "=", id)
    .returning("qbank_reset_at")
    .executeTakeFirstOrThrow();
  return row.qbank_reset_at!;
}
