import type { Kysely } from "kysely";

/**
 * A question in a learner's history (tries, runs, revision keys) is retired rather than
 * deleted: learners are no longer served it, but their history and keys keep it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("questions").addColumn("retired_at", "timestamptz").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("questions").dropColumn("retired_at").execute();
}
