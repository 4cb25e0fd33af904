import { sql, type Kysely } from "kysely";

/**
 * The discussion under each question. What must always hold is held here:
 * - replies are one level deep: a comment's `depth` is 0 without a parent and 1 with one, and
 *   a reply's parent is named by (id, question, depth 0), so a reply to a reply, or to another
 *   question's comment, has no row to point at;
 * - one "Helpful" vote and one report per learner per comment (their primary keys);
 * - three reports from different learners hide a comment until an admin looks (a trigger in
 *   the report's own transaction, counting reports made since an admin last restored it);
 * - every new row of a person's takes their account's row live, as migration 0052 does, so
 *   nothing is written for an erased account.
 * On the account: the display name shown beside comments (null: the given name and the family
 * name's initial), whether replies come in the daily digest, and until when replies are read
 * (the dashboard's "new replies") and were mailed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("display_name", "text")
    .addColumn("reply_digest", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("replies_seen_at", "timestamptz")
    .addColumn("replies_mailed_at", "timestamptz")
    .execute();
  await sql`alter table users add constraint users_display_name_length
            check (display_name is null or char_length(display_name) between 1 and 40)`.execute(db);

  // An erased account's row may not get a display name back either (migration 0052's rule).
  await sql`drop trigger a_account_erased on users`.execute(db);
  await sql`create trigger a_account_erased before update on users
            for each row when (old.deleted_at is not null and (
              new.email, new.first_name, new.second_name, new.password_hash, new.stripe_customer_id,
              new.email_verified_at, new.level, new.deleted_at, new.display_name
            ) is distinct from (
              old.email, old.first_name, old.second_name, old.password_hash, old.stripe_customer_id,
              old.email_verified_at, old.level, old.deleted_at, old.display_name
            ))
            execute function refuse_erased_account_update()`.execute(db);

  await sql`create table comments (
    id uuid primary key,
    question_id uuid not null references questions(id) on delete cascade,
    user_id uuid not null references users(id),
    parent_id uuid,
    depth smallint generated always as (case when parent_id is null then 0 else 1 end) stored,
    parent_depth smallint generated always as (case when parent_id is null then null else 0 end) stored,
    text text not null,
    created_at timestamptz not null,
    edited_at timestamptz,
    deleted_at timestamptz,
    hidden_at timestamptz,
    reviewed_at timestamptz,
    constraint comments_text_length check (char_length(text) between 1 and 2000),
    constraint comments_one_level unique (id, question_id, depth),
    constraint comments_parent foreign key (parent_id, question_id, parent_depth)
      references comments (id, question_id, depth) on delete cascade
  )`.execute(db);
  await sql`create index comments_question on comments (question_id, created_at)`.execute(db);
  await sql`create index comments_user on comments (user_id, created_at)`.execute(db);
  await sql`create index comments_parent_idx on comments (parent_id) where parent_id is not null`.execute(db);

  await sql`create table comment_votes (
    comment_id uuid not null references comments(id) on delete cascade,
    user_id uuid not null references users(id),
    created_at timestamptz not null,
    primary key (comment_id, user_id)
  )`.execute(db);
  await sql`create index comment_votes_user on comment_votes (user_id)`.execute(db);

  await sql`create table comment_reports (
    comment_id uuid not null references comments(id) on delete cascade,
    user_id uuid not null references users(id),
    reason text not null,
    created_at timestamptz not null,
    primary key (comment_id, user_id),
    constraint comment_reports_reason_length check (char_length(reason) between 1 and 500)
  )`.execute(db);
  await sql`create index comment_reports_user on comment_reports (user_id)`.execute(db);

  await sql`create table discussion_mutes (
    id uuid primary key,
    user_id uuid not null references users(id),
    until timestamptz,
    reason text not null,
    created_by uuid references users(id) on delete set null,
    created_at timestamptz not null,
    constraint discussion_mutes_reason_length check (char_length(reason) between 1 and 500)
  )`.execute(db);
  await sql`create index discussion_mutes_user on discussion_mutes (user_id, created_at)`.execute(db);

  // The comment's row is taken first, so reports on one comment are counted one at a time.
  await sql`create function hide_reported_comment() returns trigger language plpgsql as $$
    declare reviewed timestamptz;
    begin
      select reviewed_at into reviewed from comments where id = new.comment_id for update;
      if (select count(*) from comment_reports
          where comment_id = new.comment_id and (reviewed is null or created_at > reviewed)) >= 3 then
        update comments set hidden_at = new.created_at where id = new.comment_id and hidden_at is null;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger comment_reports_hide after insert on comment_reports
            for each row execute function hide_reported_comment()`.execute(db);

  for (const table of ["comments", "comment_votes", "comment_reports", "discussion_mutes"]) {
    await sql`create trigger a_account_live before insert on ${sql.table(table)}
              for each row execute function refuse_erased_account_row()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table discussion_mutes, comment_reports, comment_votes, comments`.execute(db);
  await sql`drop function hide_reported_comment()`.execute(db);
  await sql`drop trigger a_account_erased on users`.execute(db);
  await sql`create trigger a_account_erased before update on users
            for each row when (old.deleted_at is not null and (
              new.email, new.first_name, new.second_name, new.password_hash, new.stripe_customer_id,
              new.email_verified_at, new.level, new.deleted_at
            ) is distinct from (
              old.email, old.first_name, old.second_name, old.password_hash, old.stripe_customer_id,
              old.email_verified_at, old.level, old.deleted_at
            ))
            execute function refuse_erased_account_update()`.execute(db);
  await sql`alter table users drop constraint users_display_name_length`.execute(db);
  await db.schema
    .alterTable("users")
    .dropColumn("display_name")
    .dropColumn("reply_digest")
    .dropColumn("replies_seen_at")
    .dropColumn("replies_mailed_at")
    .execute();
}
