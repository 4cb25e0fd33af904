import { sql, type Kysely } from "kysely";

/**
 * Mail is written here in the same transaction as its cause (a signup, a reset request) and
 * delivered afterwards with retries, so an SMTP outage delays a message but never loses it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body_text", "text", (c) => c.notNull())
    .addColumn("link", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull())
    .addColumn("sent_at", "timestamptz")
    .addColumn("last_error", "text")
    .execute();
  await db.schema
    .createIndex("mail_outbox_due")
    .on("mail_outbox")
    .columns(["next_attempt_at", "id"])
    .where(sql.ref("sent_at"), "is", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_outbox").execute();
}
