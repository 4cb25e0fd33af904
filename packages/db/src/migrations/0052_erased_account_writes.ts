import { sql, type Kysely } from "kysely";

/**
 * Nothing is written for a person after their account is erased. The erasure takes the
 * account's row FOR UPDATE and then deletes or anonymises what names them; every new row of a
 * table that holds the person's own data first takes the same row FOR KEY SHARE, live: a write
 * that got there first commits before the erasure (which then erases it), one that waited sees
 * the erasure and fails with SQLSTATE QB401, which the API answers as 401. An update that would
 * give an erased account's row back a name or an address fails the same way (it used to break
 * the users_deleted_anonymous check, a 500).
 */
const TABLES = [
  "account_adjustments",
  "checkouts",
  "device_requests",
  "do_later",
  "email_tokens",
  "first_answers",
  "oauth_accounts",
  "review_cards",
  "review_logs",
  "revision_keys",
  "runs",
  "ticket_answers",
  "tickets",
  "tries",
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function refuse_erased_account_row() returns trigger language plpgsql as $$
    begin
      perform 1 from users where id = new.user_id and deleted_at is null for key share;
      if not found then
        raise exception 'the account % is erased', new.user_id using errcode = 'QB401';
      end if;
      return new;
    end $$`.execute(db);
  // Named to fire first (before-triggers fire by name): the account is locked before the
  // other rows a table's own triggers lock, in the erasure's order.
  for (const table of TABLES) {
    await sql`create trigger a_account_live before insert on ${sql.table(table)}
              for each row execute function refuse_erased_account_row()`.execute(db);
  }
  await sql`create function refuse_erased_account_update() returns trigger language plpgsql as $$
    begin
      raise exception 'the account % is erased', old.id using errcode = 'QB401';
    end $$`.execute(db);
  await sql`create trigger a_account_erased before update on users
            for each row when (old.deleted_at is not null and (
              new.email, new.first_name, new.second_name, new.password_hash, new.stripe_customer_id,
              new.email_verified_at, new.level, new.deleted_at
            ) is distinct from (
              old.email, old.first_name, old.second_name, old.password_hash, old.stripe_customer_id,
              old.email_verified_at, old.level, old.deleted_at
            ))
            execute function refuse_erased_account_update()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger a_account_erased on users`.execute(db);
  await sql`drop function refuse_erased_account_update()`.execute(db);
  for (const table of TABLES) await sql`drop trigger a_account_live on ${sql.table(table)}`.execute(db);
  await sql`drop function refuse_erased_account_row()`.execute(db);
}
