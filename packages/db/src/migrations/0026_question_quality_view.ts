import { sql, type Kysely } from "kysely";

/**
 * The admins' quality figures per question, kept as a materialised view the sweep refreshes
 * (at most every 15 minutes), so the question list reads them instead of aggregating every
 * answer of the bank per request. Answers are the first answers of learners' runs; the
 * discrimination is the point-biserial correlation of being right with the learner's score on
 * the rest of that category.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create materialized view question_quality as
    with answers as (
      select r.user_id, q.category_id, rq.question_id, rq.answered_option, rq.correct::int as is_right
      from run_questions rq
      join runs r on r.id = rq.run_id
      join questions q on q.id = rq.question_id
      where rq.answered_option is not null
    ),
    learner as (
      select user_id, category_id, count(*) as n, sum(is_right) as rights from answers group by user_id, category_id
    )
    select a.question_id,
           count(*)::int as answered,
           avg(a.is_right)::float8 as facility,
           corr(a.is_right::float8, case when l.n > 1 then (l.rights - a.is_right)::float8 / (l.n - 1) end)::float8
             as discrimination,
           count(*) filter (where a.answered_option = 1)::int as p1,
           count(*) filter (where a.answered_option = 2)::int as p2,
           count(*) filter (where a.answered_option = 3)::int as p3,
           count(*) filter (where a.answered_option = 4)::int as p4,
           count(*) filter (where a.answered_option = 5)::int as p5
    from answers a
    join learner l on l.user_id = a.user_id and l.category_id = a.category_id
    group by a.question_id
  `.execute(db);
  // Unique, so a refresh can run concurrently with readers.
  await sql`create unique index question_quality_question_idx on question_quality (question_id)`.execute(db);
  await sql`create table question_quality_refresh (
              only_row boolean primary key default true check (only_row),
              refreshed_at timestamptz not null)`.execute(db);
  await sql`insert into question_quality_refresh (refreshed_at) values ('-infinity')`.execute(db);
  // Open reports per question are counted live, from this index.
  await sql`create index tickets_open_question_idx on tickets (question_id) where status <> 2`.execute(db);
  // The newest questions, the list's default order, without sorting the whole bank.
  await sql`create index questions_live_newest_idx on questions (created_at desc, id desc) where retired_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index questions_live_newest_idx`.execute(db);
  await sql`drop index tickets_open_question_idx`.execute(db);
  await sql`drop table question_quality_refresh`.execute(db);
  await sql`drop materialized view question_quality`.execute(db);
}
