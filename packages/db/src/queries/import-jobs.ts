import type { Selectable } from "kysely";
import type { Db } from "../create-db.ts";
import type { ImportJobsTable } from "../schema.ts";

export type ImportJobRow = Omit<Selectable<ImportJobsTable>, "file">;
export type ClaimedImportJob = ImportJobRow & { file: Buffer };

const COLUMNS = [
  "id",
  "author_id",
  "file_name",
  "options",
  "status",
  "phase",
  "done",
  "total",
  "counts",
  "skipped",
  "problems",
  "attempts",
  "created_at",
  "heartbeat_at",
  "finished_at",
] as const;

export async function insertImportJob(
  db: Db,
  row: { id: string; author_id: string; file_name: string; options: object; file: Buffer; created_at: Date },
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
    })
    .execute();
}

export async function findImportJob(db: Db, id: string): Promise<ImportJobRow | undefined> {
  return db.selectFrom("import_jobs").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/**
 * Takes the oldest waiting job, or one whose runner stopped beating before `staleBefore`, for
 * this runner; parallel runners skip each other's rows.
 */
export async function claimImportJob(db: Db, now: Date, staleBefore: Date): Promise<ClaimedImportJob | undefined> {
  const row = await db
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
    .returning([...COLUMNS, "file"])
    .executeTakeFirst();
  if (!row?.file) return undefined;
  // pg gives bytea as a Buffer, PGlite as a plain Uint8Array.
  return { ...row, file: Buffer.from(row.file) };
}

/** Whether a job waits for a runner (queued, or running without a heartbeat since `staleBefore`). */
export async function hasWaitingImportJob(db: Db, staleBefore: Date): Promise<boolean> {
  const row = await db
    .selectFrom("import_jobs")
    .select("id")
    .where((w) =>
      w.or([w("status", "=", "queued"), w.and([w("status", "=", "running"), w("heartbeat_at", "<", staleBefore)])]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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

/** Ends a job with its outcome and lets go of the uploaded file. */
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
  await db
    .updateTable("import_jobs")
    .set({
      status: outcome.status,
      phase: "finished",
      file: null,
      counts: JSON.stringify(outcome.counts),
      skipped: JSON.stringify(outcome.skipped),
      problems: JSON.stringify(outcome.problems),
      finished_at: outcome.now,
      heartbeat_at: outcome.now,
    })
    .where("id", "=", id)
    .execute();
}
