import {
  answeredRunQuestions,
  endRun,
  holdLiveAccount,
  insertTries,
  listOverdueRuns,
  newId,
  recordFirstAnswers,
  type Db,
  type RunRow,
} from "@qbank/db";
import { addWrongAnswerCards } from "../../review/cards.ts";
import { timed } from "./present.ts";

/**
 * Ends a run at `now` inside the caller's transaction. A timed run's answers become tries
 * only now, so nothing about correctness (not even the category page's circles) shows while
 * the mock is running; so do the learner's first answers behind the peer shares, and its
 * wrong answers become review cards now too.
 *
 * Ending the run updates its row, which waits for every answer holding it (`shareRun`) to
 * commit and then keeps later answers out; the answers are read after that, under the same
 * row lock, so each answer the results count becomes a try. The account is held first, as
 * every writer does: an erased account's runs were ended by the erasure.
 */
export async function finishRun(trx: Db, run: RunRow, now: Date): Promise<void> {
  if (!(await holdLiveAccount(trx, run.user_id))) return;
  const endedNow = await endRun(trx, run.id, now);
  if (!endedNow || !timed(run)) return;
  const answered = await answeredRunQuestions(trx, run.id);
  await insertTries(
    trx,
    answered.map((a) => ({
      id: newId(),
      user_id: run.user_id,
      question_id: a.question_id,
      run_id: run.id,
      correct: a.correct,
      created_at: a.answered_at,
    })),
  );
  await addWrongAnswerCards(trx, run.user_id, answered, now);
  await recordFirstAnswers(
    trx,
    answered.map((a) => ({
      user_id: run.user_id,
      question_id: a.question_id,
      option: a.answered_option,
      correct: a.correct,
      answered_at: a.answered_at,
    })),
  );
}

/** Closes timed runs whose time ran out by `now` (one learner's, inside their start). */
export async function closeOverdueRuns(trx: Db, now: Date, userId?: string): Promise<number> {
  const overdue = await listOverdueRuns(trx, now, userId);
  for (const run of overdue) await finishRun(trx, run, now);
  return overdue.length;
}

/** The sweep's part: an overdue run in its own transaction, even when its learner never returns. */
export async function closeOverdueRun(db: Db, run: RunRow, now: Date): Promise<void> {
  await db.transaction().execute((trx) => finishRun(trx, run, now));
}
