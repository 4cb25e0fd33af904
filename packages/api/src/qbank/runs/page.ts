import { randomInt } from "node:crypto";
import {
  countPracticePool,
  listDoLater,
  peerCounts,
  runQuestions,
  runTally,
  savedQuestionIds,
  triesForQuestions,
  type PracticeMode,
  type RunQuestionRow,
  type RunRow,
} from "@qbank/db";
import type { AuthedContext } from "../../context.ts";
import { hasFixedList, OPTIONS_PER_QUESTION, PAGE_SIZE } from "../constants.ts";
import type { RunPage } from "../schemas.ts";
import { presentQuestion, runInfo, showsPeers, timed } from "./present.ts";

export type RunCtx = Pick<AuthedContext, "db" | "user" | "clock">;

/** A fresh option order for one question: a uniform shuffle of 1..5, kept with the run. */
function shuffledOptions(): number[] {
  const order = Array.from({ length: OPTIONS_PER_QUESTION }, (_, i) => i + 1);
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export const withShuffles = (ids: string[]) =>
  ids.map((question_id) => ({ question_id, option_order: shuffledOptions() }));

/** The pool a practice run draws from: its mode and categories, since the learner's reset. */
export const poolOf = (ctx: RunCtx, run: RunRow) => ({
  userId: ctx.user.id,
  mode: run.mode as PracticeMode,
  categoryIds: run.category_ids,
  areaIds: run.area_ids,
  since: ctx.user.qbank_reset_at,
  runId: run.id,
});

export async function presentPage(ctx: RunCtx, run: RunRow, rows: RunQuestionRow[], length: number): Promise<RunPage> {
  const ids = rows.map((r) => r.question_id);
  const info = runInfo(run, length, ctx.clock.now());
  const peerIds = rows.filter((r) => showsPeers(r, timed(run), info.ended)).map((r) => r.question_id);
  const [tries, saved, doLater, peers] = await Promise.all([
    triesForQuestions(ctx.db, ctx.user.id, ctx.user.qbank_reset_at, ids),
    savedQuestionIds(ctx.db, ctx.user.id, ids),
    listDoLater(ctx.db, ctx.user.id, ids),
    peerCounts(ctx.db, peerIds),
  ]);
  const options = { timed: timed(run), revealed: info.ended, tries, saved, peers };
  return { run: info, questions: rows.map((r) => presentQuestion(r, options)), doLater, length };
}

/** How many questions a run has: fixed for timed runs, served plus what is left for practice. */
export async function runLength(ctx: RunCtx, run: RunRow): Promise<number> {
  if (hasFixedList(run.mode) || run.ended_at) return run.question_count;
  const left = await countPracticePool(ctx.db, poolOf(ctx, run));
  return run.question_count + left;
}

/**
 * A timed run's page: every question up to the page after the last answered one, by position
 * (a learner who skipped ahead finds every answer of theirs held, and counted, after a reload).
 */
export async function timedPage(ctx: RunCtx, run: RunRow): Promise<RunPage> {
  const { reached } = await runTally(ctx.db, run.id);
  const upTo = Math.max(PAGE_SIZE, Math.ceil((reached + 1) / PAGE_SIZE) * PAGE_SIZE);
  return presentPage(ctx, run, await runQuestions(ctx.db, run.id, { limit: upTo }), run.question_count);
}

export async function practicePage(ctx: RunCtx, run: RunRow, rows: RunQuestionRow[]): Promise<RunPage> {
  return presentPage(ctx, run, rows, await runLength(ctx, run));
}
