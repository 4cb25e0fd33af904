import { sql, type Selectable } from "kysely";
import { byteaAsBase64, byteaValue } from "../bytea.ts";
import type { Db } from "../create-db.ts";
import type { ImportJobsTable } from "../schema.ts";

export type ImportJobRow = Selectable<ImportJobsTable>;

/** The size of the parts an upload is kept in. */
const PART_BYTES = 1024 * 1024;
/** Parts read per query: a couple of megabytes at a time, whatever the file's size. */
const PARTS_PER_READ = 2;
/** Past any upload's end (the import takes at most 250 MB): a range's default end, and within a 4-byte integer. */
const MAX_FILE_BYTES = 2 ** 31 - 1;

/**
 * A waiting job and its upload, given a part at a time (an upload on disk is never read whole);
 * the caller runs it in a transaction, so no runner sees half a file.
 */
export async function insertImportJob(
  db: Db,
  row: { id: string; author_id: string; file_name: string; options: object; created_at: Date },
  file: AsyncIterable<Uint8Array>,
): Promise<void> {
  const empty = JSON.stringify([]);
  await db
    .insertInto("import_jobs")
    .values({
      ...row,
      options: JSON.stringify(row.options),
      status: "queued",
      phase: "waiting",
      counts: JSON.stringify({}),
      skipped: empty,
      problems: empty,
      warnings: empty,
      new_categories: empty,
    })
    .execute();
  let part = 0;
  const store = async (bytes: Uint8Array) => {
    await db
      .insertInto("import_job_parts")
      .values({ job_id: row.id, part: part++, bytes: byteaValue(bytes) })
      .execute();
  };
  let pending: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of file) {
    pending.push(chunk);
    size += chunk.length;
    while (size >= PART_BYTES) {
      const whole = Buffer.concat(pending);
      await store(whole.subarray(0, PART_BYTES));
      pending = [whole.subarray(PART_BYTES)];
      size = whole.length - PART_BYTES;
    }
  }
  if (size > 0) await store(Buffer.concat(pending));
}

/**
 * A job's upload from byte `start` up to `end` (the whole file by default), a few parts at a
 * time, in order: never more than PARTS_PER_READ parts in memory. Every part but the last holds
 * PART_BYTES, so a range is read from the parts it falls in, and only its own bytes are sent.
 */
export async function* importFileParts(
  db: Db,
  jobId: string,
  { start = 0, end = MAX_FILE_BYTES }: { start?: number; end?: number } = {},
): AsyncGenerator<Buffer> {
  const after = Math.ceil(end / PART_BYTES);
  for (let next = Math.floor(start / PART_BYTES); next < after; next += PARTS_PER_READ) {
    const upTo = Math.min(next + PARTS_PER_READ, after);
    const offset = sql<number>`part * ${PART_BYTES}::int`;
    const rows = await db
      .selectFrom("import_job_parts")
      .select(
        byteaAsBase64(
          sql<Buffer>`substring(bytes from greatest(1, ${start + 1}::int - ${offset}) for ${end}::int - ${offset} - greatest(0, ${start}::int - ${offset}))`,
        ).as("base64"),
      )
      .where("job_id", "=", jobId)
      .where("part", ">=", next)
      .where("part", "<", upTo)
      .orderBy("part")
      .execute();
    for (const r of rows) if (r.base64) yield Buffer.from(r.base64, "base64");
    if (rows.length < upTo - next) return;
  }
}

/** How many bytes a job's upload holds. */
export async function importFileSize(db: Db, jobId: string): Promise<number> {
  const row = await db
    .selectFrom("import_job_parts")
    .select(sql<string | number | null>`sum(octet_length(bytes))`.as("size"))
    .where("job_id", "=", jobId)
    .executeTakeFirst();
  return Number(row?.size ?? 0);
}

export async function findImportJob(db: Db, id: string): Promise<ImportJobRow | undefined> {
  return db.selectFrom("import_jobs").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Starts a run of a job that has not finished, counting it; undefined for a finished (or
 * unknown) job. A row that was already running when its run starts is one a run left unfinished.
 */
export async function startImportRun(db: Db, id: string): Promise<ImportJobRow | undefined> {
  return db
    .updateTable("import_jobs")
    .set((eb) => ({ status: "running", attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("status", "in", ["queued", "running"])
    .returningAll()
    .executeTakeFirst();
}

/** The jobs not finished, oldest first: those a stop left queued or cut off. */
export async function listUnfinishedImportJobs(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("import_jobs")
    .select("id")
    .where("status", "in", ["queued", "running"])
    .orderBy("created_at")
    .execute();
  return rows.map((r) => r.id);
}

/** A job's progress; a batch written records the categories created so far with it. */
export async function recordImportProgress(
  db: Db,
  id: string,
  progress: {
    phase: "reading" | "writing";
    done: number;
    total: number;
    counts: object;
    newCategories?: unknown[];
  },
): Promise<void> {
  await db
    .updateTable("import_jobs")
    .set({
      phase: progress.phase,
      done: progress.done,
      total: progress.total,
      counts: JSON.stringify(progress.counts),
      ...(progress.newCategories ? { new_categories: JSON.stringify(progress.newCategories) } : {}),
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
    warnings: unknown[];
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
      warnings: JSON.stringify(outcome.warnings),
      finished_at: outcome.now,
    })
    .where("id", "=", id)
    .execute();
}
