import { sql, type Kysely } from "kysely";

/**
 * A large question file imports as a job: the upload is kept (in parts of at most a megabyte,
 * so no single value has to pass through memory whole) until the job finishes, and the runner
 * records its progress (items done of the total, the counts so far) in the same transaction as
 * each batch it writes, so a runner that stops is resumed where it stopped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("import_jobs")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("author_id", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("options", "jsonb", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('queued', 'running', 'done', 'refused', 'failed')`),
    )
    .addColumn("phase", "text", (c) => c.notNull().check(sql`phase in ('waiting', 'reading', 'writing', 'finished')`))
    .addColumn("done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("counts", "jsonb", (c) => c.notNull())
    .addColumn("skipped", "jsonb", (c) => c.notNull())
    .addColumn("problems", "jsonb", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("heartbeat_at", "timestamptz")
    .addColumn("finished_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("import_jobs_waiting_idx")
    .on("import_jobs")
    .column("created_at")
    .where(sql<boolean>`status in ('queued', 'running')`)
    .execute();
  await db.schema
    .createTable("import_job_parts")
    .addColumn("job_id", "uuid", (c) => c.notNull().references("import_jobs.id").onDelete("cascade"))
    .addColumn("part", "integer", (c) => c.notNull())
    .addColumn("bytes", "bytea", (c) => c.notNull())
    .addPrimaryKeyConstraint("import_job_parts_pkey", ["job_id", "part"])
    .execute();
  await sql`comment on table import_jobs is 'Question files imported in the background, with their progress'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("import_job_parts").execute();
  await db.schema.dropTable("import_jobs").execute();
}
