import { sql, type Kysely } from "kysely";

/**
 * The live questions of a category, counted from the index alone (the category list counts
 * them on every call), and the tries of a run, which deleting a run has to find.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index questions_live_category_idx on questions (category_id) where retired_at is null`.execute(db);
  await sql`create index tries_run_idx on tries (run_id) where run_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("tries_run_idx").execute();
  await db.schema.dropIndex("questions_live_category_idx").execute();
}
