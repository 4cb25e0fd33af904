import type { Selectable } from "kysely";
import { byteaAsBase64, byteaValue } from "../bytea.ts";
import type { Db } from "../create-db.ts";
import type { ImportJobsTable } from "../schema.ts";

export type ImportJobRow = Selectable<ImportJobsTable>;

/** The size of the parts an upload is kept in. */
const PART_BYTES = 1024 * 1024;
/** Parts read per query: a few megabytes of text at a time, whatever the file's size. */
const PARTS_PER_READ = 4;

/** A waiting job and its upload; the caller runs it in a transaction, so no runner sees half a file. */
export async function insertImportJob(
  db: Db,
  row: { id: string; author_id: string; file_name: string; options: object; file: Buffer; created_at: Date },
): Promise<void> {
  const { file, ...job } = row;
  const empty = JSON.stringify([]);
  await db
    .insertInto("import_jobs")
    .values({
      ...job,
      options: JSON.stringify(row.options),
      status: "queued",
      phase: "waiting",
      counts: JSON.stringify({}),
      skipped: empty,
      problems: empty,
    })
    .execute();
  for (let part = 0; part * PART_BYTES < file.length; part++) {
    const bytes = file.subarray(part * PART_BYTES, (part + 1) * PART_BYTES);
    await db
      .insertInto("import_job_parts")
      .values({ job_id: row.id, part, bytes: byteaValue(bytes) })
      .execute();
  }
}

/** A job's upload, put back together a few parts at a time. */
export async function readImportFile(db: Db, jobId: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (;;) {
    const rows = await db
      .selectFrom("import_job_parts")
      .select(byteaAsBase64("bytes").as("base64"))
      .where("job_id", "=", jobId)
      .where("part", ">=", parts.length)
      .orderBy("part")
      .limit(PARTS_PER_READ)
      .execute();
    for (const r of rows) parts.push(Buffer.from(r.base64, "base64"));
    if (rows.length < PARTS_PER_READ) return Buffer.concat(parts);
  }
}

export async function findImportJob(db: Db, id: string): Promise<ImportJobRow | undefined> {
  return db.selectFrom("import_jobs").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Takes the oldest waiting job, or one whose runner stopped beating before `staleBefore`, for
 * this runner; parallel runners skip each other's rows.
 */
export async function claimImportJob(db: Db, now: Date, staleBefore: Date): Promise<ImportJobRow | undefined> {
  return db
    .updateTable("import_jobs")
    .set((eb) => ({ status: "running", attempts: eb("attempts", "+", 1), heartbeat_at: now }))
    .where("id", "=", (eb) =>
      eb
        .selectFrom("import_jobs")
        .select("id")
        .where((w) =>
          w.or([w("status", "=", "queued"), w.and([w("status", "=", "running"), w("heartbeat_at", "<", staleBefore)])]),
        )
        .orderBy("created_at")
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function recordImportProgress(
  db: Db,
  id: string,
  progress: { phase: "reading" | "writing"; done: number; total: number; counts: object; now: Date },
): Promise<void> {
  await db
    .updateTable("import_jobs")
    .set({
      phase: progress.phase,
      done: progress.done,
      total: progress.total,
      counts: JSON.stringify(progress.counts),
      heartbeat_at: progress.now,
    })
    .where("id", "=", id)
    .execute();
}

/** Ends a job with its outcome and lets go of its upload. */
export async function finishImportJob(
  db: Db,
  id: string,
  outcome: {
    status: "done" | "refused" | "failed";
    counts: object;
    skipped: unknown[];
    problems: unknown[];
    now: Date;
  },
): Promise<void> {
  await db.deleteFrom("import_job_parts").where("job_id", "=", id).execute();
  await db
    .updateTable("import_jobs")
    .set({
      status: outcome.status,
      phase: "finished",
      counts: JSON.stringify(outcome.counts),
      skipped: JSON.stringify(outcome.skipped),
      problems: JSON.stringify(outcome.problems),
      finished_at: outcome.now,
      heartbeat_at: outcome.now,
    })
    .where("id", "=", id)
    .execute();
}
