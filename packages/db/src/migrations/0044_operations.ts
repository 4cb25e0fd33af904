import type { Kysely } from "kysely";

/**
 * Operations: the indexes review found missing (the minute purge of expired sessions, the admin
 * user list's order, and the foreign keys a delete cascades or nulls through), and the minute
 * sweep's record of items that failed: each failure is counted, and an item that failed three
 * times is set aside (left out of later sweeps) until an admin has looked at it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();
  await db.schema.createIndex("users_created_at_idx").on("users").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("revision_keys_category_idx").on("revision_keys").column("category_id").execute();
  await db.schema.createIndex("questions_image_idx").on("questions").column("image_id").execute();
  await db.schema.createIndex("do_later_question_idx").on("do_later").column("question_id").execute();

  await db.schema
    .createTable("sweep_failures")
    .addColumn("step", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_error", "text", (c) => c.notNull())
    .addColumn("first_failed_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_failed_at", "timestamptz", (c) => c.notNull())
    .addColumn("set_aside_at", "timestamptz")
    .addPrimaryKeyConstraint("sweep_failures_pkey", ["step", "item_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sweep_failures").execute();
  for (const index of [
    "do_later_question_idx",
    "questions_image_idx",
    "revision_keys_category_idx",
    "users_created_at_idx",
    "sessions_expires_at_idx",
  ])
    await db.schema.dropIndex(index).execute();
}
