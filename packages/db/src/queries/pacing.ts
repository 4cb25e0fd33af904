import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import type { RunMode } from "../schema.ts";

/** Seconds from `from` to `at`, never below zero nor above `max`. */
const secondsSince = (from: unknown, at: Date, max: number) =>
  sql<number>`least(${max}::int, greatest(0, extract(epoch from (${at}::timestamptz - ${from}))))`;

/**
 * Puts one question of an open run on screen at `at`: the question that was on screen gets
 * the time since it was shown (each question's total capped at `maxSeconds`), and this one,
 * if still unanswered, starts its clock. The caller holds the run's lock (lockRun).
 */
export async function markShown(
  db: Db,
  row: { runId: string; questionId: string; at: Date; maxSeconds: number },
): Promise<boolean> {
  const result = await db
    .updateTable("run_questions")
    .set({
      seen_seconds: sql<number>`case when shown_at is null then seen_seconds
        else least(${row.maxSeconds}::int, round(seen_seconds + ${secondsSince(sql.ref("shown_at"), row.at, row.maxSeconds)})::int) end`,
      shown_at: sql<Date | null>`case when question_id = ${row.questionId}::uuid and answered_option is null
        then ${row.at}::timestamptz end`,
    })
    .where("run_id", "=", row.runId)
    .where((eb) =>
      eb.or([
        eb("shown_at", "is not", null),
        eb.and([eb("question_id", "=", row.questionId), eb("answered_option", "is", null)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Seconds spent on a question answered at `at`: the time of its visits, including the one
 * still open. A question never reported as shown (a client that does not say so) gets the
 * time since the run's previous answer, or since the run started.
 */
export function answerSecondsAt(runId: string, at: Date, maxSeconds: number) {
  const previous = sql`(select greatest(r.started_at, max(x.answered_at)) from runs r
                          left join run_questions x on x.run_id = r.id and x.answered_at is not null
                          where r.id = ${runId}::uuid group by r.started_at)`;
  return sql<number>`least(${maxSeconds}::int, round(case
      when shown_at is not null then seen_seconds + ${secondsSince(sql.ref("shown_at"), at, maxSeconds)}
      when seen_seconds > 0 then seen_seconds
      else ${secondsSince(previous, at, maxSeconds)} end)::int)`;
}

export interface AnswerTime {
  position: number;
  question_id: string;
  correct: boolean;
  seconds: number | null;
}

/** A run's answered questions in order, with the seconds each took (null when unmeasured). */
export function runAnswerTimes(db: Db, runId: string): Promise<AnswerTime[]> {
  return db
    .selectFrom("run_questions")
    .select(["position", "question_id", "answer_seconds as seconds"])
    .select(sql<boolean>`coalesce(correct, false)`.as("correct"))
    .where("run_id", "=", runId)
    .where("answered_option", "is not", null)
    .orderBy("position")
    .execute();
}

export interface RunPace {
  run_id: string;
  mode: RunMode;
  started_at: Date;
  answered: number;
  /** Mean seconds per timed answer; null when none was timed. */
  average_seconds: number | null;
}

/** The learner's ended timed runs, oldest first, with their answers' mean time. */
export async function paceHistory(db: Db, userId: string, limit: number): Promise<RunPace[]> {
  const rows = await db
    .selectFrom("runs as r")
    .leftJoin("run_questions as rq", (j) => j.onRef("rq.run_id", "=", "r.id").on("rq.answered_option", "is not", null))
    .select(["r.id as run_id", "r.mode", "r.started_at"])
    .select(sql<number>`count(rq.question_id)::int`.as("answered"))
    .select(sql<number | null>`avg(rq.answer_seconds)::float8`.as("average_seconds"))
    .where("r.user_id", "=", userId)
    .where("r.mode", "in", ["exam", "mastery"])
    .where("r.ended_at", "is not", null)
    .groupBy(["r.id", "r.mode", "r.started_at"])
    .orderBy("r.started_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse();
}
