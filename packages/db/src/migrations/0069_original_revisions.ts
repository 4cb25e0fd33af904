import { sql, type Kysely } from "kysely";

/**
 * A revision may hold a question as it was first stored (`original`): a question that came
 * with the seed or a bulk load has no revision of its own, so its first edit keeps what it was
 * before as one, and that first text can be compared and restored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table question_revisions drop constraint question_revisions_source_check`.execute(db);
  await sql`alter table question_revisions add constraint question_revisions_source_check
            check (source in ('form', 'import', 'restore', 'original'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from question_revisions where source = 'original'`.execute(db);
  await sql`alter table question_revisions drop constraint question_revisions_source_check`.execute(db);
  await sql`alter table question_revisions add constraint question_revisions_source_check
            check (source in ('form', 'import', 'restore'))`.execute(db);
}
