import { sql, type Kysely } from "kysely";

/**
 * One live email link per user and purpose: a new confirmation or reset link ends the older
 * ones. Older live duplicates are marked used first, the newest kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update email_tokens t set used_at = now()
    where t.used_at is null
      and exists (
        select 1 from email_tokens newer
        where newer.user_id = t.user_id and newer.purpose = t.purpose and newer.used_at is null
          and (newer.created_at, newer.id) > (t.created_at, t.id)
      )
  `.execute(db);
  await db.schema
    .createIndex("email_tokens_one_live")
    .on("email_tokens")
    .columns(["user_id", "purpose"])
    .unique()
    .where(sql.ref("used_at"), "is", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("email_tokens_one_live").execute();
}
