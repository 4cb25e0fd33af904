import type { Kysely } from "kysely";

/**
 * Sessions belong to the password they were started under. A sign-in checks the password it
 * read, then starts a session; a change of password that lands in between used to sign
 * everyone out before that session existed, so it outlived the change. Each session now
 * carries the account's epoch as the sign-in read it, a change of password moves the epoch on,
 * and the session look-up takes only sessions of the current epoch, whatever the timing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("session_epoch", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("epoch", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("epoch").execute();
  await db.schema.alterTable("users").dropColumn("session_epoch").execute();
}
