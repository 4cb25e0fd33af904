import { sql, type Kysely } from "kysely";

/**
 * Each learner's first answer to each question, and per question how many learners' first
 * answers chose each option and got it right. The counters grow in the transaction that
 * records the first answer, only when that answer was really the first, so the "how others
 * answered" shares never count tries per request. `option` is the stored number (1 is the
 * key); it is null for old tries whose run is gone, which count in the totals only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table first_answers (
              user_id uuid not null references users(id) on delete cascade,
              question_id uuid not null references questions(id) on delete cascade,
              option smallint check (option between 1 and 5),
              correct boolean not null,
              answered_at timestamptz not null,
              primary key (user_id, question_id))`.execute(db);
  await sql`create table question_answer_counts (
              question_id uuid primary key references questions(id) on delete cascade,
              learners integer not null check (learners >= 0),
              correct integer not null check (correct between 0 and learners))`.execute(db);
  await sql`create table question_option_counts (
              question_id uuid not null references questions(id) on delete cascade,
              option smallint not null check (option between 1 and 5),
              learners integer not null check (learners >= 0),
              primary key (question_id, option))`.execute(db);

  // Backfill: every learner's earliest try of each question, with the option its run recorded.
  await sql`
    insert into first_answers (user_id, question_id, option, correct, answered_at)
    select distinct on (t.user_id, t.question_id) t.user_id, t.question_id, rq.answered_option, t.correct, t.created_at
    from tries t
    left join run_questions rq on rq.run_id = t.run_id and rq.question_id = t.question_id
    order by t.user_id, t.question_id, t.created_at, t.id
  `.execute(db);
  await sql`
    insert into question_answer_counts (question_id, learners, correct)
    select question_id, count(*), count(*) filter (where correct) from first_answers group by question_id
  `.execute(db);
  await sql`
    insert into question_option_counts (question_id, option, learners)
    select question_id, option, count(*) from first_answers where option is not null group by question_id, option
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["question_option_counts", "question_answer_counts", "first_answers"]) {
    await db.schema.dropTable(t).execute();
  }
}
