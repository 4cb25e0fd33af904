/** Answering a run's questions: taking turns on one question, the answer, and its study aids. */
import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";
import type { StemHighlight } from "../schema.ts";
import { answerSecondsAt } from "./pacing.ts";

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
