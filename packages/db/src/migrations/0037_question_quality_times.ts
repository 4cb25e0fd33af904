import { sql, type Kysely } from "kysely";

/**
 * The quality view gains the median time learners spent on a question before their first
 * answer in a timed run (`run_questions.answer_seconds`, kept since 0031; older answers have
 * none and are left out of the median). Same figures otherwise; the sweep refreshes it.
 */
const ANSWERS = sql`
  with answers as (
    select r.user_id, q.category_id, rq.question_id, rq.answered_option, rq.correct::int as is_right,
           rq.answer_seconds
    from run_questions rq
    join runs r on r.id = rq.run_id
    join questions q on q.id = rq.question_id
    where rq.answered_option is not null
  ),
  learner as (
    select user_id, category_id, count(*) as n, sum(is_right) as rights from answers group by user_id, category_id
  )`;

const FIGURES = sql`
  a.question_id,
  count(*)::int as answered,
  avg(a.is_right)::float8 as facility,
  corr(a.is_right::float8, case when l.n > 1 then (l.rights - a.is_right)::float8 / (l.n - 1) end)::float8
    as discrimination,
  count(*) filter (where a.answered_option = 1)::int as p1,
  count(*) filter (where a.answered_option = 2)::int as p2,
  count(*) filter (where a.answered_option = 3)::int as p3,
  count(*) filter (where a.answered_option = 4)::int as p4,
  count(*) filter (where a.answered_option = 5)::int as p5`;

async function recreate(db: Kysely<any>, withTimes: boolean): Promise<void> {
  await sql`drop materialized view question_quality`.execute(db);
  await sql`
    create materialized view question_quality as
    ${ANSWERS}
    select ${FIGURES}
      ${withTimes ? sql`, percentile_cont(0.5) within group (order by a.answer_seconds)::float8 as median_seconds` : sql``}
    from answers a
    join learner l on l.user_id = a.user_id and l.category_id = a.category_id
    group by a.question_id
  `.execute(db);
  await sql`create unique index question_quality_question_idx on question_quality (question_id)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await recreate(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await recreate(db, false);
}
