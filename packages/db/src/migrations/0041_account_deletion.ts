import { sql, type Kysely } from "kysely";

/**
 * Deleting an account: the row stays as an anonymous stand-in (`deleted_at` set) so the
 * payment records and the answers behind the question figures keep their owner, and a
 * social sign-in account confirms the deletion by a mailed link (`purpose = 'delete'`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("deleted_at", "timestamptz").execute();
  await sql`alter table email_tokens drop constraint email_tokens_purpose_check`.execute(db);
  await sql`alter table email_tokens add constraint email_tokens_purpose_check
    check (purpose in ('confirm', 'reset', 'delete'))`.execute(db);
  // A deleted account is anonymous: nothing in its row can name the person any more.
  await sql`alter table users add constraint users_deleted_anonymous check (
    deleted_at is null
    or (email = 'deleted-' || id || '@deleted.invalid' and first_name = 'Deleted' and second_name = 'account'
        and password_hash is null and stripe_customer_id is null and email_verified_at is null and level = -1)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint users_deleted_anonymous`.execute(db);
  await sql`delete from email_tokens where purpose = 'delete'`.execute(db);
  await sql`alter table email_tokens drop constraint email_tokens_purpose_check`.execute(db);
  await sql`alter table email_tokens add constraint email_tokens_purpose_check
    check (purpose in ('confirm', 'reset'))`.execute(db);
  await db.schema.alterTable("users").dropColumn("deleted_at").execute();
}
