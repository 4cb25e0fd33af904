/** Counting a run's answers: its tally, and the answers a timed run records as tries when it ends. */
import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";

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
