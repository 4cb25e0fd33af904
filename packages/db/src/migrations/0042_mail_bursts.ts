import { sql, type Kysely } from "kysely";

/**
 * News that comes in bursts (support's quick answers on one ticket) is one mail: such a mail
 * carries a burst key, and the database keeps at most one unsent mail per key and address, so
 * every later answer (parallel ones too) finds it with `on conflict` instead of adding a mail.
 * Once sent, the row leaves the index and the next answer starts a new mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("burst_key", "text").execute();
  await db.schema
    .createIndex("mail_outbox_one_unsent_burst")
    .on("mail_outbox")
    .columns(["burst_key", "to_address"])
    .unique()
    .where(sql<boolean>`burst_key is not null and sent_at is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_one_unsent_burst").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("burst_key").execute();
}
