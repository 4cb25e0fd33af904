/** Reading a run's questions: as the learner sees them, and whether a learner has met one. */
import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";
import type { StemHighlight } from "../schema.ts";

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

/** A run of the learner's that holds the question, if any. */
const runsHolding = (db: Db, userId: string, questionId: string) =>
  db
    .selectFrom("run_questions as rq")
    .innerJoin("runs as r", "r.id", "rq.run_id")
    .select("rq.run_id")
    .where("r.user_id", "=", userId)
    .where("rq.question_id", "=", questionId)
    .limit(1);

/** Whether the question is in any of the learner's timed runs still open at `now`. */
export async function inOpenTimedRun(db: Db, userId: string, questionId: string, now: Date): Promise<boolean> {
  const row = await runsHolding(db, userId, questionId)
    .where("r.ended_at", "is", null)
    .where("r.deadline_at", ">", now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the question was ever in one of the learner's runs. */
export async function userHasRunQuestion(db: Db, userId: string, questionId: string): Promise<boolean> {
  const row = await runsHolding(db, userId, questionId).executeTakeFirst();
  return row !== undefined;
}
