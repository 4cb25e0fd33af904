import {
  answerRunQuestion,
  appendRunQuestions,
  findLatestOpenRun,
  findOpenTimedRun,
  findRunForUser,
  findRunQuestion,
  hasRunTry,
  holdLiveAccount,
  insertTries,
  lockRun,
  lockRunQuestion,
  newId,
  peerCounts,
  pickPracticeQuestions,
  recordFirstAnswers,
  runQuestion,
  runQuestions,
  runTally,
  shareRun,
  type Db,
  type RunRow,
} from "@qbank/db";
import { addWrongAnswerCards } from "../../review/cards.ts";
import { inTransaction, onceFromDevice } from "../../shared/device-requests.ts";
import { badRequest, notFound, unauthorized } from "../../shared/errors.ts";
import { hasFixedList, isTimedMode, PAGE_SIZE, QUESTION_TIME_CAP_SECONDS } from "../constants.ts";
import type { RunPage } from "../schemas.ts";
import { finishRun } from "./finish.ts";
import { practicePage, poolOf, presentPage, timedPage, withShuffles, type RunCtx } from "./page.ts";
import { hasEnded, presentQuestion, results, runInfo, timed } from "./present.ts";
import { runPacing } from "./timing.ts";

async function ownRun(ctx: RunCtx, runId: string): Promise<RunRow> {
  const run = await findRunForUser(ctx.db, runId, ctx.user.id);
  if (!run) throw notFound("run");
  return run;
}

/**
 * Tops an open practice run up to a page beyond what the client holds. The run's row lock
 * makes parallel calls take turns, so positions never collide and nothing is drawn twice.
 */
async function topUp(ctx: RunCtx, run: RunRow, held: string[]): Promise<RunRow> {
  if (hasFixedList(run.mode) || run.ended_at) return run;
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await lockRun(trx, run.id, ctx.user.id);
    if (!locked || locked.ended_at) return locked ?? run;
    const unseen = await runQuestions(trx, run.id, { excludeIds: held, limit: PAGE_SIZE });
    if (unseen.length >= PAGE_SIZE) return locked;
    const ids = await pickPracticeQuestions(trx, poolOf(ctx, locked), PAGE_SIZE - unseen.length);
    return { ...locked, question_count: await appendRunQuestions(trx, locked, withShuffles(ids)) };
  });
}

/** The next page beyond what the client holds; practice runs draw new questions as they go. */
export async function more(
  ctx: RunCtx,
  input: { run?: string | undefined; questions: string[]; mode?: string | undefined },
): Promise<RunPage> {
  const found = input.run
    ? await ownRun(ctx, input.run)
    : await findLatestOpenRun(
        ctx.db,
        ctx.user.id,
        ctx.clock.now(),
        input.mode ? { mode: input.mode as RunRow["mode"] } : {},
      );
  if (!found) throw notFound("run");
  const run = await topUp(ctx, found, input.questions);
  const rows = await runQuestions(ctx.db, run.id, { excludeIds: input.questions, limit: PAGE_SIZE });
  return timed(run) ? presentPage(ctx, run, rows, run.question_count) : practicePage(ctx, run, rows);
}

/** Closes a timed run whose time ran out before the sweep did, so its results count at once. */
async function closedIfOverdue(ctx: RunCtx, run: RunRow): Promise<RunRow> {
  const now = ctx.clock.now();
  if (run.ended_at || !hasEnded(run, now)) return run;
  await ctx.db.transaction().execute((trx) => finishRun(trx, run, now));
  return ownRun(ctx, run.id);
}

/** A run as it stands, to resume it on any device with the time really left. */
export async function resume(ctx: RunCtx, runId: string): Promise<RunPage> {
  const run = await closedIfOverdue(ctx, await ownRun(ctx, runId));
  if (timed(run)) return timedPage(ctx, run);
  return practicePage(ctx, run, await runQuestions(ctx.db, run.id));
}

/** Whether the learner has a practice run open (a mock's start would end it). */
export async function hasOpenPracticeRun(ctx: RunCtx): Promise<boolean> {
  const run = await findLatestOpenRun(ctx.db, ctx.user.id, ctx.clock.now());
  return run !== undefined && !timed(run);
}

export async function openTimedRun(ctx: RunCtx) {
  const now = ctx.clock.now();
  const run = await findOpenTimedRun(ctx.db, ctx.user.id, now);
  return run ? runInfo(run, run.question_count, now) : null;
}

/**
 * Records the first answer of a run to a question. The server decides correctness; a
 * practice run reveals the key and explanation, a timed run nothing until it ends. An answer
 * with a device-made id is recorded once; its replay gets the first reply, even past a
 * deadline, since the answer itself arrived in time.
 */
export async function submit(
  ctx: RunCtx,
  input: { run?: string | undefined; question: string; answer: number; device_id?: string | undefined },
) {
  const now = ctx.clock.now();
  const run = input.run
    ? await ownRun(ctx, input.run)
    : await findLatestOpenRun(ctx.db, ctx.user.id, now, { questionId: input.question });
  if (!run) throw notFound("question");
  try {
    return await onceFromDevice(ctx, input.device_id, "answer", (c) => answer(c, run, input, now));
  } catch (error) {
    await closedIfOverdue(ctx, run);
    throw error;
  }
}

/** What an answer did: recorded or not, and whether its run had ended before it arrived. */
interface Answered {
  first: boolean;
  late: boolean;
  /** A late answer is shown as the learner gave it; the run's own row keeps no trace of it. */
  shown?: { answered_option: number; correct: boolean };
}

/**
 * Records the answer under the run's shared lock, taken after the account's: the run's end
 * waits for the answer to commit, so every answer its results count is a try when it ends. A
 * practice answer arriving after the end (sent later from the device's queue) is still the
 * learner's try, outside the run's results; a mock's is refused.
 */
async function record(
  ctx: RunCtx,
  trx: Db,
  run: RunRow,
  input: { question: string; stored: number; correct: boolean },
  now: Date,
): Promise<Answered> {
  const isTimed = isTimedMode(run.mode);
  if (!(await holdLiveAccount(trx, ctx.user.id))) throw unauthorized();
  const locked = await shareRun(trx, run.id);
  if (!locked) throw notFound("run");
  const { question, stored, correct } = input;
  if (hasEnded(locked, now)) {
    if (isTimed) throw badRequest("run", "Time is up: this mock has ended.");
    const rq = await lockRunQuestion(trx, run.id, question);
    if (!rq) throw notFound("question");
    if (rq.answered_option !== null) return { first: false, late: true };
    const shown = { answered_option: stored, correct };
    if (await hasRunTry(trx, ctx.user.id, run.id, question)) return { first: false, late: true, shown };
    await recordPracticeTry(trx, ctx.user.id, run.id, input, now);
    return { first: true, late: true, shown };
  }
  const answered = await answerRunQuestion(trx, {
    runId: run.id,
    questionId: question,
    option: stored,
    correct,
    at: now,
    ...(isTimed ? { timeCap: QUESTION_TIME_CAP_SECONDS } : {}),
  });
  if (answered && !isTimed) await recordPracticeTry(trx, ctx.user.id, run.id, input, now);
  return { first: answered !== undefined, late: false };
}

/** A practice answer as the learner's own history: a try, a review card when wrong, the first answer. */
async function recordPracticeTry(
  trx: Db,
  userId: string,
  runId: string,
  a: { question: string; stored: number; correct: boolean },
  now: Date,
): Promise<void> {
  const { question, stored, correct } = a;
  await insertTries(trx, [
    { id: newId(), user_id: userId, question_id: question, run_id: runId, correct, created_at: now },
  ]);
  await addWrongAnswerCards(trx, userId, [{ question_id: question, correct }], now);
  await recordFirstAnswers(trx, [
    { user_id: userId, question_id: question, option: stored, correct, answered_at: now },
  ]);
}

async function answer(ctx: RunCtx, run: RunRow, input: { question: string; answer: number }, now: Date) {
  const isTimed = isTimedMode(run.mode);
  if (hasEnded(run, now) && isTimed) throw badRequest("run", "Time is up: this mock has ended.");
  const rq = await findRunQuestion(ctx.db, run.id, input.question);
  if (!rq) throw notFound("question");
  const stored = isTimed ? rq.option_order[input.answer - 1]! : input.answer;
  const correct = stored === 1;
  const outcome = await inTransaction(ctx.db, (trx) =>
    record(ctx, trx, run, { question: input.question, stored, correct }, now),
  );
  const [question, tally, peers] = await Promise.all([
    runQuestion(ctx.db, run.id, input.question),
    runTally(ctx.db, run.id),
    isTimed ? new Map() : peerCounts(ctx.db, [input.question]),
  ]);
  const shown = presentQuestion(
    { ...question!, ...outcome.shown },
    { timed: isTimed, revealed: false, tries: new Map(), saved: new Set(), peers },
  );
  return {
    question: input.question,
    chosen: shown.chosen!,
    first: outcome.first,
    late: outcome.late,
    correct: shown.correct,
    correct_number: shown.correct_number,
    explanation_text: shown.explanation_text,
    answered: tally.answered,
    right: isTimed ? 0 : tally.correct,
    wrong: isTimed ? 0 : tally.answered - tally.correct,
    total: run.question_count,
    peers: shown.peers,
    peers_correct: shown.peers_correct,
  };
}

/** Ends a run and answers its results with every question revealed for review. */
export async function end(ctx: RunCtx, runId: string) {
  const run = await ownRun(ctx, runId);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute((trx) => finishRun(trx, run, now));
  const ended = await ownRun(ctx, runId);
  const tally = await runTally(ctx.db, run.id);
  const page = await presentPage(ctx, ended, await runQuestions(ctx.db, run.id), run.question_count);
  return {
    run: page.run,
    results: results(tally),
    pacing: await runPacing(ctx, ended),
    questions: page.questions,
  };
}
