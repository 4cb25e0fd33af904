import {
  finishImportJob,
  findImportJob,
  importFileParts,
  importFileSize,
  insertImportJob,
  listUnfinishedImportJobs,
  lockQuestionImport,
  newId,
  recordImportProgress,
  startImportRun,
  type Db,
  type ImportJobRow,
} from "@qbank/db";
import type { ApiDeps, AuthedContext } from "../../context.ts";
import type { ErrorItem } from "../../shared/error-items.ts";
import { notFound } from "../../shared/errors.ts";
import type { ImportJob } from "../schemas.ts";
import { ItemChecker, type ImportWarning, type ReadyItem } from "./check.ts";
import { FileProblem, type Skip } from "./items.ts";
import { readEvents } from "./read.ts";
import { blobSource, bufferSource, type StoredFile } from "./source.ts";
import {
  apply,
  countSteps,
  lookupsFor,
  newCategories,
  plan,
  writeState,
  type ImportOptions,
  type ImportRequest,
  type NewCategory,
  type Step,
  type StepCounts,
  type WriteState,
} from "./write.ts";

/** Questions written per transaction; the job's progress moves with each. */
const BATCH = 250;
/** A batch is written sooner once its pictures come to this (250 pictures of 5 MB would be 1.25 GB). */
const BATCH_PICTURE_BYTES = 32 * 1024 * 1024;
/**
 * Runs of one job: the first, and one more if the first stopped while it was writing (each
 * resumes where the last stopped); the runner's retry brings the second, and a run after it
 * ends the job. A run cut off while the file was being read is not tried again: reading is
 * where a file's content decides the memory used, so that file may be what stopped the
 * process, and another try could stop the next one.
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
    result:
      row.status === "done"
        ? {
            ...counts,
            skipped: row.skipped as Skip[],
            errors: [],
            warnings: row.warnings as ImportWarning[],
            new_categories: row.new_categories as NewCategory[],
          }
        : null,
    problems: row.problems as ErrorItem[],
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

/** Keeps the upload and its options as a waiting job and wakes a runner. */
export async function queueImport(ctx: Pick<AuthedContext, "db" | "clock" | "user" | "jobs">, request: ImportRequest) {
  const { file, file_name, format, category, dry_run, skip_invalid } = request;
  const options: ImportOptions = { format, category, dry_run, skip_invalid };
  const job = { id: newId(), author_id: ctx.user.id, file_name, options, created_at: ctx.clock.now() };
  const source = Buffer.isBuffer(file) ? bufferSource(file) : blobSource(file);
  await ctx.db.transaction().execute((trx) => insertImportJob(trx, job, source.chunks()));
  await ctx.jobs.queueImport(job.id);
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

/** The most problems (skipped items, warnings, new categories) a job lists; the rest are counted in one last line. */
export const LISTED_MAX = 1_000;

/** A list that keeps its first LISTED_MAX entries and counts the others. */
function listed<T>(more: (n: number) => T) {
  const items: T[] = [];
  let over = 0;
  return {
    push: (...add: T[]) => {
      for (const item of add)
        if (items.length < LISTED_MAX) items.push(item);
        else over += 1;
    },
    get count() {
      return items.length + over;
    },
    all: () => (over > 0 ? [...items, more(over)] : items),
  };
}

/**
 * The categories a job created, kept with each batch's progress since a resumed run finds the
 * ones an earlier run created already in the bank. At most LISTED_MAX are named: the admin's
 * category list shows every one of them.
 */
function createdCategories(before: NewCategory[]) {
  const list = [...before];
  const names = new Set(list.map((c) => c.name.toLowerCase()));
  return {
    add: (steps: Step[], state: WriteState | undefined) => {
      for (const category of newCategories(steps, state)) {
        const key = category.name.toLowerCase();
        if (names.has(key) || list.length >= LISTED_MAX) continue;
        names.add(key);
        list.push(category);
      }
      return list;
    },
  };
}

/** The outcome of each item of a job's file, in file order, as the file is read from the database. */
async function* checkedItems(db: Db, job: ImportJobRow, options: ImportOptions, source: StoredFile) {
  const checker = new ItemChecker(await lookupsFor(db, options));
  for await (const event of readEvents(source, job.file_name, options.format)) {
    if ("skip" in event) yield event;
    else yield checker.check(event.item);
  }
}

/**
 * One job, in two reads of its stored file, neither holding it whole: the first checks every
 * item (a refused file writes nothing), the second writes the ready ones a batch per
 * transaction, recording the progress in each. A run that stops is resumed from the last
 * recorded batch; matching by external id or stem keeps a repeated batch from writing twice.
 */
async function runOne(deps: Pick<ApiDeps, "db" | "clock">, job: ImportJobRow, signal?: AbortSignal): Promise<void> {
  const { db, clock } = deps;
  const options = job.options as ImportOptions;
  let counts = countsOf(job);
  const finish = (
    status: "done" | "refused" | "failed",
    skipped: Skip[],
    problems: ErrorItem[],
    warnings: ImportWarning[] = [],
  ) => finishImportJob(db, job.id, { status, counts, skipped, problems, warnings, now: clock.now() });
  if (job.attempts > 1 && job.phase === "reading")
    return finish("failed", [], [{ object: "file", message: STOPPED_READING }]);
  if (job.attempts > MAX_ATTEMPTS) return finish("failed", [], [{ object: "file", message: GAVE_UP }]);

  const source: StoredFile = {
    chunks: () => importFileParts(db, job.id),
    size: () => importFileSize(db, job.id),
    range: (start, end) => importFileParts(db, job.id, { start, end }),
  };
  await recordImportProgress(db, job.id, { phase: "reading", done: job.done, total: 0, counts });
  const problems = listed<ErrorItem>((n) => ({ object: "file", message: `${n} more problems are not listed.` }));
  const skipped = listed<Skip>((n) => ({ item: `${n} more items`, reason: "Not listed." }));
  const warnings = listed<ImportWarning>((n) => ({ item: `${n} more warnings`, message: "Not listed." }));
  let total = 0;
  try {
    for await (const outcome of checkedItems(db, job, options, source)) {
      if ("skip" in outcome) skipped.push(outcome.skip);
      else if ("ready" in outcome) {
        total += 1;
        warnings.push(...outcome.warnings);
      } else {
        problems.push(...outcome.problems.map((message) => ({ object: outcome.name, message })));
        skipped.push({ item: outcome.name, reason: outcome.problems.join(" ") });
      }
    }
  } catch (error) {
    if (error instanceof FileProblem) return finish("refused", [], error.items);
    throw error;
  }
  if (problems.count > 0 && !options.skip_invalid) return finish("refused", [], problems.all());

  // Reading is over: a stop from here on is not the file's doing, and another run resumes it.
  signal?.throwIfAborted();
  await recordImportProgress(db, job.id, { phase: "writing", done: job.done, total, counts });
  const state = writeState(job.author_id, clock.now());
  const created = createdCategories(job.new_categories as NewCategory[]);
  const write = async (batch: ReadyItem[], done: number) => {
    // A run past the runner's time for it stops before its next batch, for the runner's retry to resume.
    signal?.throwIfAborted();
    counts = await db.transaction().execute(async (trx) => {
      await lockQuestionImport(trx);
      const steps = await plan(trx, batch);
      if (!options.dry_run) await apply(trx, steps, state);
      const next = sum(counts, countSteps(steps));
      const newCategories = created.add(steps, options.dry_run ? undefined : state);
      await recordImportProgress(trx, job.id, {
        phase: "writing",
        done,
        total,
        counts: next,
        newCategories,
      });
      return next;
    });
  };
  let index = 0;
  let batch: ReadyItem[] = [];
  let pictureBytes = 0;
  for await (const outcome of checkedItems(db, job, options, source)) {
    if (!("ready" in outcome) || ++index <= job.done) continue;
    batch.push(outcome.ready);
    pictureBytes += outcome.ready.image?.size ?? 0;
    if (batch.length === BATCH || pictureBytes >= BATCH_PICTURE_BYTES) {
      await write(batch, index);
      batch = [];
      pictureBytes = 0;
    }
  }
  if (batch.length > 0) await write(batch, index);
  await finish("done", skipped.all(), [], warnings.all());
}

/**
 * One run of an import job, as the runner queued it by the job's id: nothing for a finished
 * job; for one an earlier run left unfinished, the end the rules above give it, or its resumption.
 * A run that fails is thrown, for the runner to retry.
 */
export async function runImportJob(
  deps: Pick<ApiDeps, "db" | "clock">,
  id: string,
  signal?: AbortSignal,
): Promise<void> {
  const job = await startImportRun(deps.db, id);
  if (job) await runOne(deps, job, signal);
}

/** The jobs a stop left queued or cut off, oldest first, for a runner to queue again. */
export const unfinishedImportJobs = (deps: Pick<ApiDeps, "db">) => listUnfinishedImportJobs(deps.db);
