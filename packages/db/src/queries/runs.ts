/** A run's lifecycle: starting it, finding and locking it, and ending it. */
import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";
import type { RunMode, RunRow } from "../schema.ts";
import { notSetAside, SWEEP_BATCH } from "./sweep-failures.ts";

interface NewRun {
  id: string;
  user_id: string;
  mode: RunMode;
  category_ids: string[];
  area_ids?: string[];
  todays_session?: boolean;
  question_count: number;
  started_at: Date;
  deadline_at: Date | null;
}

const insertRunRow = compiledOnce((db, v: Required<NewRun>) =>
  db
    .insertInto("runs")
    .values({
      id: v.id,
      user_id: v.user_id,
      mode: v.mode,
      category_ids: v.category_ids,
      area_ids: v.area_ids,
      todays_session: v.todays_session,
      question_count: v.question_count,
      started_at: v.started_at,
      deadline_at: v.deadline_at,
    })
    .returningAll(),
);

export async function insertRun(db: Db, run: NewRun): Promise<RunRow> {
  const [row] = await insertRunRow(db, {
    ...run,
    area_ids: run.area_ids ?? [],
    todays_session: run.todays_session ?? false,
  });
  return row!;
}

/**
 * Locks a learner's run row until the caller's transaction ends and reads it afresh, so
 * parallel calls that add to one run take turns.
 */
export function lockRun(db: Db, runId: string, userId: string): Promise<RunRow | undefined> {
  return db
    .selectFrom("runs")
    .selectAll()
    .where("id", "=", runId)
    .where("user_id", "=", userId)
    .forUpdate()
    .executeTakeFirst();
}

const shareRunRow = compiledOnce((db, v: { runId: string }) =>
  db.selectFrom("runs").selectAll().where("id", "=", v.runId).forShare(),
);

/**
 * Reads a run afresh and holds it against its end until the caller's transaction ends: an
 * answer takes it, so ending the run (an update of the row) waits for the answer to commit,
 * and an answer arriving after the end sees it. Answers to one run do not wait for each other.
 */
export async function shareRun(db: Db, runId: string): Promise<RunRow | undefined> {
  const [run] = await shareRunRow(db, { runId });
  return run;
}
export function findRunForUser(db: Db, runId: string, userId: string): Promise<RunRow | undefined> {
  return db.selectFrom("runs").selectAll().where("id", "=", runId).where("user_id", "=", userId).executeTakeFirst();
}

/** Timed runs whose deadline has passed by `now` but that nobody has closed yet. */
const overdueRuns = (db: Db, now: Date) =>
  db.selectFrom("runs").selectAll().where("ended_at", "is", null).where("deadline_at", "<=", now);
const learnerOverdueRuns = compiledOnce((db, v: { now: Date; userId: string }) =>
  overdueRuns(db, v.now).where("user_id", "=", v.userId),
);

/** A learner's overdue runs, or (for the sweep) a batch of everyone's not set aside, oldest deadline first. */
export async function listOverdueRuns(db: Db, now: Date, userId?: string): Promise<RunRow[]> {
  if (userId) return learnerOverdueRuns(db, { now, userId });
  return overdueRuns(db, now)
    .where(notSetAside("overdue_runs", "runs.id"))
    .orderBy("deadline_at")
    .orderBy("id")
    .limit(SWEEP_BATCH)
    .execute();
}

const openTimedRun = compiledOnce((db, v: { userId: string; now: Date }) =>
  db
    .selectFrom("runs")
    .selectAll()
    .where("user_id", "=", v.userId)
    .where("ended_at", "is", null)
    .where("deadline_at", ">", v.now)
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(1),
);

export async function findOpenTimedRun(db: Db, userId: string, now: Date): Promise<RunRow | undefined> {
  const [run] = await openTimedRun(db, { userId, now });
  return run;
}

interface OpenRunValues {
  userId: string;
  now: Date;
  mode: RunMode | undefined;
  questionId: string | undefined;
}

const latestOpenRun = (byMode: boolean, byQuestion: boolean) =>
  compiledOnce((db, v: OpenRunValues) => {
    let query = db
      .selectFrom("runs as r")
      .selectAll("r")
      .where("r.user_id", "=", v.userId)
      .where("r.ended_at", "is", null)
      .where((eb) => eb.or([eb("r.deadline_at", "is", null), eb("r.deadline_at", ">", v.now)]));
    if (byMode) query = query.where("r.mode", "=", v.mode!);
    if (byQuestion) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("run_questions as rq")
            .select("rq.run_id")
            .whereRef("rq.run_id", "=", "r.id")
            .where("rq.question_id", "=", v.questionId!),
        ),
      );
    }
    return query.orderBy("r.started_at", "desc").orderBy("r.id", "desc").limit(1);
  });
const LATEST_OPEN_RUN = {
  any: latestOpenRun(false, false),
  mode: latestOpenRun(true, false),
  question: latestOpenRun(false, true),
  both: latestOpenRun(true, true),
};

/** The learner's newest open run, optionally of a mode or holding a question (legacy calls carry no run id). */
export async function findLatestOpenRun(
  db: Db,
  userId: string,
  now: Date,
  filter: { mode?: RunMode; questionId?: string } = {},
): Promise<RunRow | undefined> {
  const { mode, questionId } = filter;
  const shape = mode ? (questionId ? "both" : "mode") : questionId ? "question" : "any";
  const [run] = await LATEST_OPEN_RUN[shape](db, { userId, now, mode, questionId });
  return run;
}

/** Ends an open run at `now` (at its deadline when that has passed); false when it had already ended. */
export async function endRun(db: Db, runId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("runs")
    .set({ ended_at: sql<Date>`least(${now}::timestamptz, coalesce(deadline_at, ${now}::timestamptz))` })
    .where("id", "=", runId)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
const endPracticeRuns = compiledOnce((db, v: { userId: string; now: Date }) =>
  db
    .updateTable("runs")
    .set({ ended_at: v.now })
    .where("user_id", "=", v.userId)
    .where("ended_at", "is", null)
    .where("deadline_at", "is", null),
);

export async function endOpenPracticeRuns(db: Db, userId: string, now: Date): Promise<void> {
  await endPracticeRuns(db, { userId, now });
}
