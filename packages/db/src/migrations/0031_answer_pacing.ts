import { sql, type Kysely } from "kysely";

/**
 * Time on each question of a run, measured by the server: `shown_at` is when the question
 * was last put on screen (null while another one is), `seen_seconds` the time of earlier
 * visits, and `answer_seconds` the time spent when it was answered in a timed run. Answers
 * recorded before this have no time (null).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table run_questions
              add column shown_at timestamptz,
              add column seen_seconds integer not null default 0 check (seen_seconds >= 0),
              add column answer_seconds integer check (answer_seconds >= 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table run_questions drop column shown_at, drop column seen_seconds, drop column answer_seconds`.execute(
    db,
  );
}
