import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";

export interface NewTry {
  id: string;
  user_id: string;
  question_id: string;
  run_id: string | null;
  correct: boolean;
  created_at: Date;
}

export async function insertTries(db: Db, rows: NewTry[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto("tries").values(rows).execute();
}

const runTry = compiledOnce((db, v: { userId: string; runId: string; questionId: string }) =>
  db
    .selectFrom("tries")
    .select("id")
    .where("run_id", "=", v.runId)
    .where("user_id", "=", v.userId)
    .where("question_id", "=", v.questionId)
    .limit(1),
);

/** Whether the learner already has a try of this question in this run. */
export async function hasRunTry(db: Db, userId: string, runId: string, questionId: string): Promise<boolean> {
  return (await runTry(db, { userId, runId, questionId })).length > 0;
}

/**
 * Per category, how many questions the learner's latest try since the reset got right or
 * wrong: the counters the database keeps with every try (learner_category_stats).
 */
const counters = (db: Db, userId: string) =>
  db
    .selectFrom("learner_category_stats")
    .select(["category_id", "right_count", "wrong_count"])
    .where("user_id", "=", userId);
const allCounters = compiledOnce((db, v: { userId: string }) => counters(db, v.userId));
const someCounters = compiledOnce((db, v: { userId: string; categoryIds: string[] }) =>
  counters(db, v.userId).where(sql<boolean>`category_id = any(${v.categoryIds}::uuid[])`),
);

/**
 * Per category, how many questions the learner's latest try since the reset got right or
 * wrong: the counters the database keeps with every try (learner_category_stats).
 */
export async function rightWrongByCategory(
  db: Db,
  userId: string,
  categoryIds?: string[],
): Promise<Map<string, { right: number; wrong: number }>> {
  if (categoryIds && categoryIds.length === 0) return new Map();
  const rows = categoryIds ? await someCounters(db, { userId, categoryIds }) : await allCounters(db, { userId });
  return new Map(rows.map((r) => [r.category_id, { right: r.right_count, wrong: r.wrong_count }]));
}

/**
 * The same figures counted from the tries themselves (latest try per question since the
 * reset): what the counters must always equal.
 */
export async function recountRightWrongByCategory(
  db: Db,
  userId: string,
  since: Date | null,
): Promise<Map<string, { right: number; wrong: number }>> {
  const rows = await sql<{ category_id: string; right: number; wrong: number }>`
    select q.category_id,
           count(*) filter (where lt.correct)::int as right,
           count(*) filter (where not lt.correct)::int as wrong
    from (
      select distinct on (t.question_id) t.question_id, t.correct
      from tries t
      where t.user_id = ${userId} and t.created_at > ${since ?? new Date(0)}
      order by t.question_id, t.created_at desc, t.id desc
    ) lt
    join questions q on q.id = lt.question_id
    group by q.category_id
  `.execute(db);
  return new Map(rows.rows.map((r) => [r.category_id, { right: r.right, wrong: r.wrong }]));
}

type TriesByQuestion = Map<string, { id: string; correct: boolean }[]>;

/** The learner's tries since `since` on the questions `which` picks, oldest first, by question. */
const triesQuery = (db: Db, userId: string, since: Date, which: Expression<SqlBool>) =>
  db
    .selectFrom("tries")
    .select(["id", "question_id", "correct"])
    .where("user_id", "=", userId)
    .where(which)
    .where("created_at", ">", since)
    .orderBy("question_id")
    .orderBy("created_at")
    .orderBy("id");

function byQuestion(rows: { id: string; question_id: string; correct: boolean }[]): TriesByQuestion {
  const out: TriesByQuestion = new Map();
  for (const r of rows) {
    const list = out.get(r.question_id) ?? [];
    list.push({ id: r.id, correct: r.correct });
    out.set(r.question_id, list);
  }
  return out;
}

const questionTries = compiledOnce((db, v: { userId: string; since: Date; questionIds: string[] }) =>
  triesQuery(db, v.userId, v.since, sql<SqlBool>`question_id = any(${v.questionIds}::uuid[])`),
);

export async function triesForQuestions(
  db: Db,
  userId: string,
  since: Date | null,
  questionIds: string[],
): Promise<TriesByQuestion> {
  if (questionIds.length === 0) return new Map();
  return byQuestion(await questionTries(db, { userId, since: since ?? new Date(0), questionIds }));
}

const categoryTries = compiledOnce((db, v: { userId: string; since: Date; categoryId: string }) => {
  const live = sql`select id from questions where category_id = ${v.categoryId} and retired_at is null`;
  return triesQuery(db, v.userId, v.since, sql<SqlBool>`question_id = any(array(${live}))`);
});

/**
 * The same for the live questions of one category, gathered in the statement itself (an array
 * probed through `tries_user_question_idx`) rather than sent as 500 parameters.
 */
export async function triesInCategory(
  db: Db,
  userId: string,
  since: Date | null,
  categoryId: string,
): Promise<TriesByQuestion> {
  return byQuestion(await categoryTries(db, { userId, since: since ?? new Date(0), categoryId }));
}
