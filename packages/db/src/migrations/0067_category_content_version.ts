import { sql, type Kysely } from "kysely";

/**
 * Each category's content version: a counter the database moves with every question written
 * into, out of or within the category (insert, delete, a move, a retirement, a new text), in
 * the writer's own transaction. A serving process keeps a category's question list in memory
 * for as long as the version it read with the category is the same; a change made through any
 * process, path or script moves the version, so no process serves an old list.
 *
 * One row trigger keeps both the live question count (migration 0038) and the version, so each
 * question written updates its category row once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table categories add column content_version int not null default 0`.execute(db);

  await sql`create function categories_follow_questions() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.category_id = new.category_id then
        update categories
        set live_question_count = live_question_count - (old.retired_at is null)::int + (new.retired_at is null)::int,
            content_version = content_version + 1
        where id = new.category_id;
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update categories
        set live_question_count = live_question_count - (old.retired_at is null)::int,
            content_version = content_version + 1
        where id = old.category_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        update categories
        set live_question_count = live_question_count + (new.retired_at is null)::int,
            content_version = content_version + 1
        where id = new.category_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger questions_count_live on questions`.execute(db);
  await sql`drop function categories_count_live_questions()`.execute(db);
  await sql`create trigger questions_follow after insert or delete or update of category_id, retired_at, question_text
            on questions for each row execute function categories_follow_questions()`.execute(db);

  // A bulk load that went around the triggers recounts, and every list kept in memory is stale.
  await sql`create or replace function recount_category_question_counts() returns void language sql as $$
      update categories c
      set live_question_count = (select count(*) from questions q where q.category_id = c.id and q.retired_at is null),
          content_version = c.content_version + 1;
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create or replace function recount_category_question_counts() returns void language sql as $$
      update categories c
      set live_question_count = (select count(*) from questions q where q.category_id = c.id and q.retired_at is null);
    $$`.execute(db);
  await sql`drop trigger questions_follow on questions`.execute(db);
  await sql`drop function categories_follow_questions()`.execute(db);
  await sql`create function categories_count_live_questions() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.retired_at is null then
        update categories set live_question_count = live_question_count - 1 where id = old.category_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.retired_at is null then
        update categories set live_question_count = live_question_count + 1 where id = new.category_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger questions_count_live after insert or delete or update of category_id, retired_at
            on questions for each row execute function categories_count_live_questions()`.execute(db);
  await sql`alter table categories drop column content_version`.execute(db);
}
