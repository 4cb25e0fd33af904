import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import type { NewUser, UserRow } from "../schema.ts";

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
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
): Promise<void> {
  await db
    .updateTable("users")
    .set({ ...fields, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .execute();
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .execute();
}

/** Marks the email confirmed; an unconfirmed sign-up becomes a level-2 learner. */
export async function confirmUserEmail(db: Db, id: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .execute();
}

export async function setUserLevel(db: Db, id: string, level: number): Promise<void> {
  await db
    .updateTable("users")
    .set({ level, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Starts the learner's bank afresh: older tries stop counting; history and flags stay. */
export async function setQbankResetAt(db: Db, id: string): Promise<Date> {
  const row = await db
    .updateTable("users")
    .set({ qbank_reset_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returning("qbank_reset_at")
    .executeTakeFirstOrThrow();
  return row.qbank_reset_at!;
}
