import {
  claimImportJob,
  finishImportJob,
  findImportJob,
  insertImportJob,
  lockQuestionImport,
  newId,
  readImportFile,
  recordImportProgress,
  type ImportJobRow,
} from "@qbank/db";
import type { ApiDeps, AuthedContext } from "../../context.ts";
import type { ErrorItem } from "../../shared/error-items.ts";
import { notFound } from "../../shared/errors.ts";
import type { ImportJob } from "../schemas.ts";
import { FileProblem, type Skip } from "./items.ts";
import { readUpload } from "./read.ts";
import {
  apply,
  checkFile,
  countSteps,
  plan,
  writeState,
  type ImportOptions,
  type ImportRequest,
  type StepCounts,
} from "./write.ts";

/** Questions written per transaction; the job's progress moves with each. */
const BATCH = 250;
/** A running job whose runner has not reported for this long is taken over by another run. */
const STALE_MS = 2 * 60_000;
/**
 * Runs of one job: the first, and one more if the process stopped while it was writing (each
 * resumes where the last stopped). A run cut off while the file was being read is not tried
 * again: reading is where a file's content decides the memory used, so that file may be what
 * stopped the process, and another try could stop the next one.
 */
const MAX_ATTEMPTS = 2;
const GAVE_UP = "The import stopped before it finished, twice. Please upload the file again.";
export const STOPPED_READING = "The server stopped while reading this file; it was not imported.";

/** The counts a job has recorded so far (none before its first batch). */
const countsOf = (row: ImportJobRow): StepCounts => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  ...(row.counts as Partial<StepCounts>),
});

function jobOf(row: ImportJobRow): ImportJob {
  const options = row.options as ImportOptions;
  const counts = countsOf(row);
  return {
    id: row.id,
    file_name: row.file_name,
    dry_run: options.dry_run,
    status: row.status,
    phase: row.phase,
    done: row.done,
    total: row.total,
    result: row.status === "done" ? { ...counts, skipped: row.skipped as Skip[], errors: [] } : null,
    problems: row.problems as ErrorItem[],
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

/** Keeps the upload and its options as a waiting job and wakes a runner. */
export async function queueImport(ctx: Pick<AuthedContext, "db" | "clock" | "user" | "jobs">, request: ImportRequest) {
  const { file, file_name, format, category, dry_run, skip_invalid } = request;
  const options: ImportOptions = { format, category, dry_run, skip_invalid };
  const job = { id: newId(), author_id: ctx.user.id, file_name, options, file, created_at: ctx.clock.now() };
  await ctx.db.transaction().execute((trx) => insertImportJob(trx, job));
  await ctx.jobs.wake("import");
  return importJob(ctx, job.id);
}

/** A job's progress and, once it finished, its outcome. */
export async function importJob(ctx: Pick<AuthedContext, "db">, id: string): Promise<ImportJob> {
  const row = await findImportJob(ctx.db, id);
  if (!row) throw notFound("import");
  return jobOf(row);
}

const sum = (a: StepCounts, b: StepCounts): StepCounts => ({
  created: a.created + b.created,
  updated: a.updated + b.updated,
  unchanged: a.unchanged + b.unchanged,
});

/**
 * One job: reads and checks the whole file first (a refused file writes nothing), then writes
 * its questions a batch per transaction, recording the progress in each. A run that stops is
 * resumed from the last recorded batch; matching by external id or stem keeps a repeated batch
 * from writing twice.
 */
async function runOne(deps: Pick<ApiDeps, "db" | "clock">, job: ImportJobRow): Promise<void> {
  const { db, clock } = deps;
  const options = job.options as ImportOptions;
  let counts = countsOf(job);
  const finish = (status: "done" | "refused" | "failed", skipped: Skip[], problems: ErrorItem[]) =>
    finishImportJob(db, job.id, { status, counts, skipped, problems, now: clock.now() });
  if (job.attempts > 1 && job.phase === "reading")
    return finish("failed", [], [{ object: "file", message: STOPPED_READING }]);
  if (job.attempts > MAX_ATTEMPTS) return finish("failed", [], [{ object: "file", message: GAVE_UP }]);

  await recordImportProgress(db, job.id, {
    phase: "reading",
    done: job.done,
    total: job.total,
    counts,
    now: clock.now(),
  });
  let checked;
  try {
    const file = await readUpload(await readImportFile(db, job.id), job.file_name, options.format);
    checked = await checkFile(db, file, options);
  } catch (error) {
    if (error instanceof FileProblem) return finish("refused", [], error.items);
    throw error;
  }
  const total = checked.ready.length;
  // Reading is over: a stop from here on is not the file's doing, and the run may be taken over.
  await recordImportProgress(db, job.id, { phase: "writing", done: job.done, total, counts, now: clock.now() });
  const state = writeState(job.author_id, clock.now());
  for (let start = job.done; start < total; start += BATCH) {
    const batch = checked.ready.slice(start, start + BATCH);
    counts = await db.transaction().execute(async (trx) => {
      await lockQuestionImport(trx);
      const steps = await plan(trx, batch);
      if (!options.dry_run) await apply(trx, steps, state);
      const next = sum(counts, countSteps(steps));
      const progress = { phase: "writing" as const, done: start + batch.length, total, counts: next, now: clock.now() };
      await recordImportProgress(trx, job.id, progress);
      return next;
    });
  }
  await finish("done", checked.skipped, []);
}

/**
 * Runs waiting import jobs, oldest first, until none waits. A run that fails is left to be
 * taken over once stale (see runOne) and the next job runs meanwhile, so one job never holds
 * the others; the first failure is thrown once the queue is empty.
 */
export async function runImportJobs(deps: Pick<ApiDeps, "db" | "clock">): Promise<{ finished: number }> {
  let finished = 0;
  let failure: Error | undefined;
  for (;;) {
    const now = deps.clock.now();
    const job = await claimImportJob(deps.db, now, new Date(now.getTime() - STALE_MS));
    if (!job) break;
    try {
      await runOne(deps, job);
      finished++;
    } catch (error) {
      failure ??= error instanceof Error ? error : new Error(String(error));
    }
  }
  if (failure) throw failure;
  return { finished };
}
