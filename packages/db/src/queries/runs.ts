import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "../create-db.ts";
import { notSetAside, SWEEP_BATCH } from "./sweep-failures.ts";
import { compiledOnce } from "../compiled-once.ts";
import type { RunMode, RunRow, StemHighlight } from "../schema.ts";
import { answerSecondsAt } from "./pacing.ts";

interface NewRun {
  id: string;
  user_id: string;
  mode: RunMode;
  category_ids: string[];
  area_ids?: string[];
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
      question_count: v.question_count,
      started_at: v.started_at,
      deadline_at: v.deadline_at,
    })
    .returningAll(),
);

export async function insertRun(db: Db, run: NewRun): Promise<RunRow> {
  const [row] = await insertRunRow(db, { ...run, area_ids: run.area_ids ?? [] });
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

const lockRunQuestionRow = compiledOnce((db, v: { runId: string; questionId: string }) =>
  db
    .selectFrom("run_questions")
    .select(["answered_option", "correct"])
    .where("run_id", "=", v.runId)
    .where("question_id", "=", v.questionId)
    .forUpdate(),
);

/** Holds one question of a run until the caller's transaction ends, so answers to it take turns. */
export async function lockRunQuestion(
  db: Db,
  runId: string,
  questionId: string,
): Promise<{ answered_option: number | null; correct: boolean | null } | undefined> {
  const [row] = await lockRunQuestionRow(db, { runId, questionId });
  return row;
}

/**
 * Appends questions after a run's last position, each with its option order. The caller
 * holds the run's lock (lockRun) in the same transaction, and passes the locked row.
 */
/**
 * The run's new questions in one statement of two arrays: Kysely built and compiled a
 * 180-row insert (720 values) on every exam start.
 */
const insertRunQuestions = compiledOnce(
  (_db, v: { runId: string; after: number; questionIds: string[]; optionOrders: string[] }) => sql`
    insert into run_questions (run_id, position, question_id, option_order)
    select ${v.runId}::uuid, ${v.after}::int + q.n::int, q.question_id, q.option_order::int[]
    from unnest(${v.questionIds}::uuid[], ${v.optionOrders}::text[]) with ordinality as q(question_id, option_order, n)
  `,
);

const setQuestionCount = compiledOnce((db, v: { runId: string; count: number }) =>
  db.updateTable("runs").set({ question_count: v.count }).where("id", "=", v.runId),
);

export async function appendRunQuestions(
  db: Db,
  run: Pick<RunRow, "id" | "question_count">,
  questions: { question_id: string; option_order: number[] }[],
): Promise<number> {
  if (questions.length === 0) return run.question_count;
  const count = run.question_count + questions.length;
  await insertRunQuestions(db, {
    runId: run.id,
    after: run.question_count,
    questionIds: questions.map((q) => q.question_id),
    optionOrders: questions.map((q) => `{${q.option_order.join(",")}}`),
  });
  await setQuestionCount(db, { runId: run.id, count });
  return count;
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

/** The answered questions of a run, for recording a timed run's tries when it ends. */
export function answeredRunQuestions(
  db: Db,
  runId: string,
): Promise<{ question_id: string; answered_option: number; correct: boolean; answered_at: Date }[]> {
  return db
    .selectFrom("run_questions")
    .select(["question_id", "answered_option", "correct", "answered_at"])
    .where("run_id", "=", runId)
    .where("answered_option", "is not", null)
    .orderBy("position")
    .execute() as Promise<{ question_id: string; answered_option: number; correct: boolean; answered_at: Date }[]>;
}

/** Whether the question is in any of the learner's timed runs still open at `now`. */
export async function inOpenTimedRun(db: Db, userId: string, questionId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom("run_questions as rq")
    .innerJoin("runs as r", "r.id", "rq.run_id")
    .select("rq.run_id")
    .where("r.user_id", "=", userId)
    .where("rq.question_id", "=", questionId)
    .where("r.ended_at", "is", null)
    .where("r.deadline_at", ">", now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function userHasRunQuestion(db: Db, userId: string, questionId: string): Promise<boolean> {
  const row = await db
    .selectFrom("run_questions as rq")
    .innerJoin("runs as r", "r.id", "rq.run_id")
    .select("rq.run_id")
    .where("r.user_id", "=", userId)
    .where("rq.question_id", "=", questionId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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

export interface RunQuestionRow {
  position: number;
  question_id: string;
  option_order: number[];
  answered_option: number | null;
  correct: boolean | null;
  question_text: string;
  explanation_text: string;
  options: string[];
  image_name: string | null;
  has_image: boolean;
  url: string | null;
  category_id: string;
  category_name: string;
  struck_options: number[];
  highlights: StemHighlight[];
}

const runQuestionsQuery = (db: Db, runId: string) =>
  db
    .selectFrom("run_questions as rq")
    .innerJoin("questions as q", "q.id", "rq.question_id")
    .innerJoin("categories as c", "c.id", "q.category_id")
    .select([
      "rq.position",
      "rq.question_id",
      "rq.option_order",
      "rq.answered_option",
      "rq.correct",
      "rq.struck_options",
      "rq.highlights",
      "q.question_text",
      "q.explanation_text",
      "q.options",
      "q.image_name",
      "q.url",
      "c.id as category_id",
      "c.name as category_name",
    ])
    .select(sql<boolean>`q.image_id is not null`.as("has_image"))
    .where("rq.run_id", "=", runId);

/** The first questions of a run: a timed run's page, a new run's first page. */
const firstRunQuestions = compiledOnce((db, v: { runId: string; limit: number }) =>
  runQuestionsQuery(db, v.runId).orderBy("rq.position").limit(v.limit),
);

/** A run's questions in order: from a position, all, or all but the ones a client already holds. */
export function runQuestions(
  db: Db,
  runId: string,
  page: { afterPosition?: number; limit?: number; excludeIds?: string[] } = {},
): Promise<RunQuestionRow[]> {
  const { afterPosition, limit, excludeIds } = page;
  if (limit !== undefined && afterPosition === undefined && !excludeIds?.length) {
    return firstRunQuestions(db, { runId, limit });
  }
  let query = runQuestionsQuery(db, runId).orderBy("rq.position");
  if (afterPosition !== undefined) query = query.where("rq.position", ">", afterPosition);
  if (excludeIds && excludeIds.length > 0) query = query.where("rq.question_id", "not in", excludeIds);
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

const oneRunQuestion = compiledOnce((db, v: { runId: string; questionId: string }) =>
  runQuestionsQuery(db, v.runId).where("rq.question_id", "=", v.questionId),
);

/** One question of a run, as `runQuestions` shows it (every answer shows its question again). */
export async function runQuestion(db: Db, runId: string, questionId: string): Promise<RunQuestionRow | undefined> {
  const [row] = await oneRunQuestion(db, { runId, questionId });
  return row;
}

const runQuestionAnswer = compiledOnce((db, v: { runId: string; questionId: string }) =>
  db
    .selectFrom("run_questions")
    .select(["option_order", "answered_option", "correct"])
    .where("run_id", "=", v.runId)
    .where("question_id", "=", v.questionId),
);

export async function findRunQuestion(
  db: Db,
  runId: string,
  questionId: string,
): Promise<{ option_order: number[]; answered_option: number | null; correct: boolean | null } | undefined> {
  const [row] = await runQuestionAnswer(db, { runId, questionId });
  return row;
}

interface AnswerValues {
  runId: string;
  questionId: string;
  option: number;
  correct: boolean;
  at: Date;
  timeCap: number;
}

const answer = (timed: boolean) =>
  compiledOnce((db, v: AnswerValues) =>
    db
      .updateTable("run_questions")
      .set({
        answered_option: v.option,
        correct: v.correct,
        answered_at: v.at,
        answer_seconds: timed ? answerSecondsAt(v.runId, v.at, v.timeCap) : null,
        shown_at: null,
      })
      .where("run_id", "=", v.runId)
      .where("question_id", "=", v.questionId)
      .where("answered_option", "is", null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("runs")
            .select("runs.id")
            .where("runs.id", "=", v.runId)
            .where("runs.ended_at", "is", null)
            .where((r) => r.or([r("runs.deadline_at", "is", null), r("runs.deadline_at", ">", v.at)])),
        ),
      )
      .returning("position"),
  );
const ANSWER = { timed: answer(true), untimed: answer(false) };

/**
 * Records a run's first answer to a question while the run is open at `at`; a second answer,
 * or one after the run ended, changes nothing (undefined). With `timeCap` (timed runs) it
 * also records the seconds spent on the question, at most `timeCap`.
 */
export async function answerRunQuestion(
  db: Db,
  row: { runId: string; questionId: string; option: number; correct: boolean; at: Date; timeCap?: number },
): Promise<{ position: number } | undefined> {
  const { runId, questionId, option, correct, at, timeCap } = row;
  const answer = timeCap === undefined ? ANSWER.untimed : ANSWER.timed;
  const [answered] = await answer(db, { runId, questionId, option, correct, at, timeCap: timeCap ?? 0 });
  return answered;
}

const tally = compiledOnce((db, v: { runId: string }) =>
  db
    .selectFrom("run_questions")
    .select([
      sql<number>`count(*)::int`.as("total"),
      sql<number>`count(answered_option)::int`.as("answered"),
      sql<number>`count(*) filter (where correct)::int`.as("correct"),
      sql<number>`coalesce(max(position) filter (where answered_option is not null), 0)::int`.as("reached"),
    ])
    .where("run_id", "=", v.runId),
);

/** A run's questions, answered and right ones, and the position of its last answered question (0: none). */
export async function runTally(
  db: Db,
  runId: string,
): Promise<{ total: number; answered: number; correct: number; reached: number }> {
  const [row] = await tally(db, { runId });
  return row!;
}

export type PracticeMode = "all" | "new" | "wrong" | "marked";

interface PoolFilter {
  userId: string;
  mode: PracticeMode;
  categoryIds: string[];
  /** When given and not empty, only questions tagged with one of these MLA entries. */
  areaIds?: string[];
  since: Date | null;
  /** Questions already in this run are not picked again. */
  runId?: string;
}

function poolWhere(f: PoolFilter): Expression<SqlBool> {
  const since = f.since ?? new Date(0);
  const byMode = {
    all: sql`true`,
    new: sql`not exists (select 1 from tries t where t.user_id = ${f.userId} and t.question_id = q.id and t.created_at > ${since})`,
    wrong: sql`(select t.correct from tries t where t.user_id = ${f.userId} and t.question_id = q.id and t.created_at > ${since}
                order by t.created_at desc, t.id desc limit 1) = false`,
    marked: sql`exists (select 1 from do_later d where d.user_id = ${f.userId} and d.question_id = q.id)`,
  }[f.mode];
  const notInRun = f.runId
    ? sql`not exists (select 1 from run_questions rq where rq.run_id = ${f.runId} and rq.question_id = q.id)`
    : sql`true`;
  const inAreas = f.areaIds?.length
    ? sql`exists (select 1 from question_areas qa where qa.question_id = q.id and qa.entry_id in (${sql.join(f.areaIds)}))`
    : sql`true`;
  return sql<SqlBool>`q.category_id in (${sql.join(f.categoryIds)}) and q.retired_at is null and ${byMode} and ${notInRun} and ${inAreas}`;
}

/** Random questions of a practice mode's pool. */
export async function pickPracticeQuestions(db: Db, filter: PoolFilter, limit: number): Promise<string[]> {
  if (filter.categoryIds.length === 0) return [];
  const rows = await db
    .selectFrom("questions as q")
    .select("q.id")
    .where(poolWhere(filter))
    .orderBy(sql`random()`)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function countPracticePool(db: Db, filter: PoolFilter): Promise<number> {
  if (filter.categoryIds.length === 0) return 0;
  const row = await db
    .selectFrom("questions as q")
    .select(sql<number>`count(*)::int`.as("n"))
    .where(poolWhere(filter))
    .executeTakeFirstOrThrow();
  return row.n;
}

const randomQuestions = compiledOnce((db, v: { categoryIds: string[]; limit: number }) =>
  db
    .selectFrom("questions")
    .select("id")
    .where(sql<boolean>`category_id = any(${v.categoryIds}::uuid[])`)
    .where("retired_at", "is", null)
    .orderBy(sql`random()`)
    .limit(v.limit),
);

export async function pickRandomQuestions(db: Db, categoryIds: string[], limit: number): Promise<string[]> {
  if (categoryIds.length === 0) return [];
  const rows = await randomQuestions(db, { categoryIds, limit });
  return rows.map((r) => r.id);
}

const questionCount = compiledOnce((db, v: { categoryIds: string[] }) =>
  db
    .selectFrom("questions")
    .select(sql<number>`count(*)::int`.as("count"))
    .where(sql<boolean>`category_id = any(${v.categoryIds}::uuid[])`)
    .where("retired_at", "is", null),
);

/** How many live questions the categories hold: the most a random draw from them can take. */
export async function countLiveQuestions(db: Db, categoryIds: string[]): Promise<number> {
  if (categoryIds.length === 0) return 0;
  const [row] = await questionCount(db, { categoryIds });
  return row?.count ?? 0;
}

/** Sets the study aids of a run's question; undefined when the question is not in the run. */
export async function markRunQuestion(
  db: Db,
  row: { runId: string; questionId: string; struck: number[]; highlights: StemHighlight[] },
): Promise<{ struck_options: number[]; highlights: StemHighlight[] } | undefined> {
  return db
    .updateTable("run_questions")
    .set({ struck_options: row.struck, highlights: JSON.stringify(row.highlights) })
    .where("run_id", "=", row.runId)
    .where("question_id", "=", row.questionId)
    .returning(["struck_options", "highlights"])
    .executeTakeFirst();
}
