import { sql, type Kysely } from "kysely";

/** The answers to a question, for the admins' quality figures, read from the index alone. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index run_questions_answers_idx on run_questions (question_id) include (run_id, answered_option, correct)
            where answered_option is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("run_questions_answers_idx").execute();
}
