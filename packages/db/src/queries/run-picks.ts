/** Picking a run's questions: the pools a run draws from, and putting the drawn ones in the run. */
import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";
import type { RunRow } from "../schema.ts";

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

/**
 * Appends questions after a run's last position, each with its option order. The caller
 * holds the run's lock (lockRun) in the same transaction, and passes the locked row.
 */
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
