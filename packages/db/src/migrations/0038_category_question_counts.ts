import { sql, type Kysely } from "kysely";

/**
 * Each category's count of live (not retired) questions, kept by the database with every
 * question written, moved, retired or deleted: the category list, the per-category statistics
 * and the performance page read it instead of counting the category's questions on every call
 * (500 index entries per category at the default bench scale, ten times that at a bank ten
 * times the size). A row trigger adjusts the category row in the writer's own transaction;
 * `recount_category_question_counts()` recounts every category (after a bulk load that went
 * around the triggers).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table categories add column live_question_count int not null default 0
            check (live_question_count >= 0)`.execute(db);

  await sql`create function recount_category_question_counts() returns void language sql as $$
      update categories c
      set live_question_count = (select count(*) from questions q where q.category_id = c.id and q.retired_at is null);
    $$`.execute(db);

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

  await sql`select recount_category_question_counts()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger questions_count_live on questions`.execute(db);
  await sql`drop function categories_count_live_questions()`.execute(db);
  await sql`drop function recount_category_question_counts()`.execute(db);
  await sql`alter table categories drop column live_question_count`.execute(db);
}
