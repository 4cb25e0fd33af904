import { findRunQuestion, lockRun, markShown, paceHistory, runAnswerTimes, type RunRow } from "@qbank/db";
import { notFound } from "../../shared/errors.ts";
import { QUESTION_TIME_CAP_SECONDS } from "../constants.ts";
import { allowedSecondsPerQuestion, pacingSummary } from "../pacing.ts";
import type { PaceHistory, Pacing } from "../schemas.ts";
import type { RunCtx } from "./page.ts";
import { hasEnded, timed } from "./present.ts";

/** Mocks on the performance page's pace chart. */
const PACE_HISTORY_RUNS = 30;

/**
 * The player says which question of a timed run is on screen; the server times each
 * question from these calls. Practice runs and ended runs record nothing.
 */
export async function showQuestion(ctx: RunCtx, input: { run: string; question: string }) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const run = await lockRun(trx, input.run, ctx.user.id);
    if (!run) throw notFound("run");
    if (!(await findRunQuestion(trx, run.id, input.question))) throw notFound("question");
    if (!timed(run) || hasEnded(run, now)) return { recorded: false };
    const recorded = await markShown(trx, {
      runId: run.id,
      questionId: input.question,
      at: now,
      maxSeconds: QUESTION_TIME_CAP_SECONDS,
    });
    return { recorded };
  });
}

export async function runPacing(ctx: RunCtx, run: RunRow): Promise<Pacing | null> {
  if (!timed(run) || !run.deadline_at) return null;
  const pace = allowedSecondsPerQuestion(
    run.started_at.toISOString(),
    run.deadline_at.toISOString(),
    run.question_count,
  );
  return pacingSummary(await runAnswerTimes(ctx.db, run.id), pace);
}

export async function paceOverTime(ctx: RunCtx): Promise<PaceHistory> {
  const rows = await paceHistory(ctx.db, ctx.user.id, PACE_HISTORY_RUNS);
  return rows.map((r) => ({
    run: r.run_id,
    mode: r.mode as "exam" | "mastery",
    started_at: r.started_at.toISOString(),
    answered: r.answered,
    average_seconds: r.average_seconds === null ? null : Math.round(r.average_seconds * 10) / 10,
  }));
}
