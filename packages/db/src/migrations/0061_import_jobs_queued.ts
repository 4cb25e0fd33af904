import type { Kysely } from "kysely";

/**
 * An import job is one queued run of the job runner (pg-boss on PostgreSQL, the in-process
 * queue on PGlite), which frees the run of a process that died: the job's own heartbeat, by
 * which another runner took a silent job over, is gone. `attempts` stays: it counts the runs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("import_jobs").dropColumn("heartbeat_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("import_jobs").addColumn("heartbeat_at", "timestamptz").execute();
}
