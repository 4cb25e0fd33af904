import {
  appendRunQuestions,
  categoryIdsAtLevel,
  categoryIdsInScope,
  consumeMasteryAttempt,
  countLiveEntries,
  countLiveQuestions,
  endOpenPracticeRuns,
  extraTimePercent,
  findOpenTimedRun,
  insertRun,
  lockUser,
  newId,
  pickPracticeQuestions,
  pickRandomQuestions,
  runQuestions,
  type Db,
  type PracticeMode,
  type RunRow,
} from "@qbank/db";
import { appError, badRequest, forbidden, notFound } from "../../shared/errors.ts";
import { hasUnlimitedMocks, Level, mayUseRandom, UNLIMITED_MOCK_MIN_LEVEL } from "../../shared/levels.ts";
import { EXAM_QUESTIONS, MASTERY_MAX_QUESTIONS, NO_ATTEMPTS, PAGE_SIZE, timedRunMs } from "../constants.ts";
import type { RunPage } from "../schemas.ts";
import { categoryScope } from "../scope.ts";
import { closeOverdueRuns } from "./finish.ts";
import { practicePage, poolOf, timedPage, withShuffles, type RunCtx } from "./page.ts";

const nothingToPractise = () => appError("NOT_FOUND", "mode", "No questions match this choice yet.");

/**
 * Every start runs here: one transaction holding the learner's row lock, with their overdue
 * mocks closed first. Parallel starts (a double-click, two tabs, one batched request) take
 * turns, so each sees what the one before it did: one open run per learner, one attempt
 * spent, never a practice run beside a mock. The unique index on open runs backs this up.
 */
export function underLearnerLock<T>(
  ctx: RunCtx,
  now: Date,
  work: (trx: Db, openMock: RunRow | undefined) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, ctx.user.id);
    await closeOverdueRuns(trx, now, ctx.user.id);
    return work(trx, await findOpenTimedRun(trx, ctx.user.id, now));
  });
}

export async function startPractice(
  ctx: RunCtx,
  input: { mode: PracticeMode; category?: string[] | undefined; areas?: string[] | undefined },
): Promise<RunPage> {
  if (input.mode === "all" && !mayUseRandom(ctx.user.level)) {
    throw forbidden("Random mode is not part of the Silver plan.");
  }
  const categoryIds = await categoryIdsInScope(ctx.db, categoryScope(ctx.user), input.category);
  if (input.category && categoryIds.length !== new Set(input.category).size) throw notFound("category");
  const areaIds = [...new Set(input.areas ?? [])];
  if (areaIds.length > 0 && (await countLiveEntries(ctx.db, areaIds)) !== areaIds.length) throw notFound("MLA area");
  const now = ctx.clock.now();
  const run = await underLearnerLock(ctx, now, async (trx, openMock) => {
    if (openMock) {
      throw appError("CONFLICT", "mode", "You have a timed mock in progress. Finish or end it before practising.");
    }
    await endOpenPracticeRuns(trx, ctx.user.id, now);
    const created = await insertRun(trx, {
      id: newId(),
      user_id: ctx.user.id,
      mode: input.mode,
      category_ids: categoryIds,
      area_ids: areaIds,
      question_count: 0,
      started_at: now,
      deadline_at: null,
    });
    const ids = await pickPracticeQuestions(trx, poolOf(ctx, created), PAGE_SIZE);
    if (ids.length === 0) throw nothingToPractise();
    return { ...created, question_count: await appendRunQuestions(trx, created, withShuffles(ids)) };
  });
  return practicePage(ctx, run, await runQuestions(ctx.db, run.id, { limit: PAGE_SIZE }));
}

async function createTimedRun(
  trx: Db,
  ctx: RunCtx,
  now: Date,
  run: { mode: "exam" | "mastery"; categoryIds: string[]; questionIds: string[] },
): Promise<RunRow> {
  await endOpenPracticeRuns(trx, ctx.user.id, now);
  const extraTime = await extraTimePercent(trx, ctx.user.id);
  const created = await insertRun(trx, {
    id: newId(),
    user_id: ctx.user.id,
    mode: run.mode,
    category_ids: run.categoryIds,
    question_count: 0,
    started_at: now,
    deadline_at: new Date(now.getTime() + timedRunMs(extraTime)),
  });
  return { ...created, question_count: await appendRunQuestions(trx, created, withShuffles(run.questionIds)) };
}

/**
 * How many questions a mock of this learner has: 180 as in the exam, or the whole bank they
 * see when it is smaller. Below the plan with mocks, what that plan's mock would have.
 */
export async function mockQuestions(ctx: RunCtx): Promise<number> {
  const level = hasUnlimitedMocks(ctx.user.level) ? ctx.user.level : UNLIMITED_MOCK_MIN_LEVEL;
  const categoryIds = await categoryIdsInScope(ctx.db, categoryScope({ ...ctx.user, level }));
  return Math.min(EXAM_QUESTIONS, await countLiveQuestions(ctx.db, categoryIds));
}

/** A timed mock of 180 random questions from the learner's categories; an unfinished one resumes. */
export async function startExam(ctx: RunCtx): Promise<RunPage> {
  const now = ctx.clock.now();
  const run = await underLearnerLock(ctx, now, async (trx, openMock) => {
    if (openMock?.mode === "exam") return openMock;
    if (openMock) throw appError("CONFLICT", "mode", "You have a Master Mock in progress. Finish it first.");
    const categoryIds = await categoryIdsInScope(trx, categoryScope(ctx.user));
    const questionIds = await pickRandomQuestions(trx, categoryIds, EXAM_QUESTIONS);
    if (questionIds.length === 0) throw nothingToPractise();
    return createTimedRun(trx, ctx, now, { mode: "exam", categoryIds, questionIds });
  });
  return timedPage(ctx, run);
}

/** A mastery mock from the level-9 pool; the attempt is spent in the transaction that creates it. */
export async function startMastery(ctx: RunCtx): Promise<RunPage> {
  const now = ctx.clock.now();
  const run = await underLearnerLock(ctx, now, async (trx, openMock) => {
    if (openMock?.mode === "mastery") return openMock;
    if (openMock) throw appError("CONFLICT", "mode", "You have a timed mock in progress. Finish or end it first.");
    const categoryIds = await categoryIdsAtLevel(trx, Level.MasteryPool);
    const questionIds = await pickRandomQuestions(trx, categoryIds, MASTERY_MAX_QUESTIONS);
    if (questionIds.length === 0) throw appError("NOT_FOUND", "mode", "The Master Mock is not available yet.");
    if (!(await consumeMasteryAttempt(trx, ctx.user.id))) throw badRequest("attempts", NO_ATTEMPTS);
    return createTimedRun(trx, ctx, now, { mode: "mastery", categoryIds, questionIds });
  });
  return timedPage(ctx, run);
}
