import { sql, type Kysely } from "kysely";

/**
 * The retired questions of a category, found from a small index: the plan counts a learner's
 * unseen questions from the per-category counters and corrects them by the retired questions
 * the learner tried, which would otherwise take a scan of the whole bank on every dashboard.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index questions_retired_category_idx on questions (category_id) where retired_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("questions_retired_category_idx").execute();
}
