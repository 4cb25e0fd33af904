import { randomInt } from "node:crypto";
import {
  answeredRunQuestions,
  answerRunQuestion,
  appendRunQuestions,
  categoryIdsAtLevel,
  categoryIdsInScope,
  consumeMasteryAttempt,
  countPracticePool,
  endOpenPracticeRuns,
  endRun,
  findLatestOpenRun,
  findOpenTimedRun,
  findRunForUser,
  findRunQuestion,
  insertRun,
  insertTries,
  listDoLater,
  listOverdueRuns,
  newId,
  pickPracticeQuestions,
  pickRandomQuestions,
  runQuestions,
  runTally,
  savedQuestionIds,
  triesForQuestions,
  type Db,
  type PracticeMode,
  type RunQuestionRow,
  type RunRow,
} from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { appError, badRequest, forbidden, notFound } from "../shared/errors.ts";
import { Level, mayUseRandom } from "../shared/levels.ts";
import {
  EXAM_QUESTIONS,
  MASTERY_MAX_QUESTIONS,
  OPTIONS_PER_QUESTION,
  PAGE_SIZE,
  TIMED_RUN_MS,
  isTimedMode,
  NO_ATTEMPTS,
} from "./constants.ts";
import { presentQuestion, results, runInfo, timed } from "./present.ts";
import type { RunPage } from "./schemas.ts";
import { categoryScope } from "./scope.ts";

type Ctx = Pick<AuthedContext, "db" | "user">;

/** A fresh option order for one question: a uniform shuffle of 1..5, kept with the run. */
function shuffledOptions(): number[] {
  const order = Array.from({ length: OPTIONS_PER_QUESTION }, (_, i) => i + 1);
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

const withShuffles = (ids: string[]) => ids.map((question_id) => ({ question_id, option_order: shuffledOptions() }));

/** Closes the learner's timed runs whose time ran out, recording their tries. */
export async function closeOverdue(db: Db, userId?: string): Promise<number> {
  const overdue = await listOverdueRuns(db, userId);
  for (const run of overdue) await finishRun(db, run);
  return overdue.length;
}

/**
 * Ends a run. A timed run's answers become tries only now, so nothing about correctness
 * (not even the category page's circles) shows while the mock is running.
 */
async function finishRun(db: Db, run: RunRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const endedNow = await endRun(trx, run.id);
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
  });
}

async function presentPage(ctx: Ctx, run: RunRow, rows: RunQuestionRow[], length: number): Promise<RunPage> {
  const ids = rows.map((r) => r.question_id);
  const [tries, saved, doLater] = await Promise.all([
    triesForQuestions(ctx.db, ctx.user.id, ctx.user.qbank_reset_at, ids),
    savedQuestionIds(ctx.db, ctx.user.id, ids),
    listDoLater(ctx.db, ctx.user.id, ids),
  ]);
  const info = runInfo(run, length);
  const options = { timed: timed(run), revealed: info.ended, tries, saved };
  return { run: info, questions: rows.map((r) => presentQuestion(r, options)), doLater, length };
}

/** How many questions a run has: fixed for timed runs, served plus what is left for practice. */
async function runLength(ctx: Ctx, run: RunRow): Promise<number> {
  if (timed(run) || run.ended_at) return run.question_count;
  const left = await countPracticePool(ctx.db, poolOf(ctx, run));
  return run.question_count + left;
}

const poolOf = (ctx: Ctx, run: RunRow) => ({
  userId: ctx.user.id,
  mode: run.mode as PracticeMode,
  categoryIds: run.category_ids,
  since: ctx.user.qbank_reset_at,
  runId: run.id,
});

async function assertNoOpenMock(ctx: Ctx): Promise<void> {
  if (await findOpenTimedRun(ctx.db, ctx.user.id)) {
    throw appError("CONFLICT", "mode", "You have a timed mock in progress. Finish or end it before practising.");
  }
}

export async function startPractice(ctx: Ctx, input: { mode: PracticeMode; category: string[] }): Promise<RunPage> {
  if (input.mode === "all" && !mayUseRandom(ctx.user.level)) {
    throw forbidden("Random mode is not part of the Silver plan.");
  }
  await closeOverdue(ctx.db, ctx.user.id);
  await assertNoOpenMock(ctx);
  const categoryIds = await categoryIdsInScope(ctx.db, categoryScope(ctx.user), input.category);
  if (categoryIds.length !== new Set(input.category).size) throw notFound("category");
  const run = await ctx.db.transaction().execute(async (trx) => {
    await endOpenPracticeRuns(trx, ctx.user.id);
    const created = await insertRun(trx, {
      id: newId(),
      user_id: ctx.user.id,
      mode: input.mode,
      category_ids: categoryIds,
      question_count: 0,
      deadline_at: null,
    });
    const ids = await pickPracticeQuestions(trx, { ...poolOf(ctx, created) }, PAGE_SIZE);
    if (ids.length === 0) throw appError("NOT_FOUND", "mode", "No questions match this choice yet.");
    await appendRunQuestions(trx, created.id, withShuffles(ids));
    return { ...created, question_count: ids.length };
  });
  return presentPage(ctx, run, await runQuestions(ctx.db, run.id, { limit: PAGE_SIZE }), await runLength(ctx, run));
}

async function createTimedRun(
  ctx: Ctx,
  mode: "exam" | "mastery",
  categoryIds: string[],
  questionIds: string[],
  before?: (trx: Db) => Promise<void>,
): Promise<RunRow> {
  return ctx.db.transaction().execute(async (trx) => {
    await before?.(trx);
    await endOpenPracticeRuns(trx, ctx.user.id);
    const run = await insertRun(trx, {
      id: newId(),
      user_id: ctx.user.id,
      mode,
      category_ids: categoryIds,
      question_count: 0,
      deadline_at: new Date(Date.now() + TIMED_RUN_MS),
    });
    await appendRunQuestions(trx, run.id, withShuffles(questionIds));
    return { ...run, question_count: questionIds.length };
  });
}

async function timedPage(ctx: Ctx, run: RunRow): Promise<RunPage> {
  const answered = await runTally(ctx.db, run.id);
  const upTo = Math.max(PAGE_SIZE, Math.ceil((answered.answered + 1) / PAGE_SIZE) * PAGE_SIZE);
  return presentPage(ctx, run, await runQuestions(ctx.db, run.id, { limit: upTo }), run.question_count);
}

/** A timed mock of 180 random questions from the learner's categories; an unfinished one resumes. */
export async function startExam(ctx: Ctx): Promise<RunPage> {
  await closeOverdue(ctx.db, ctx.user.id);
  const open = await findOpenTimedRun(ctx.db, ctx.user.id);
  if (open?.mode === "exam") return timedPage(ctx, open);
  if (open) throw appError("CONFLICT", "mode", "You have a Master Mock in progress. Finish it first.");
  const categoryIds = await categoryIdsInScope(ctx.db, categoryScope(ctx.user));
  const ids = await pickRandomQuestions(ctx.db, categoryIds, EXAM_QUESTIONS);
  if (ids.length === 0) throw appError("NOT_FOUND", "mode", "No questions match this choice yet.");
  return timedPage(ctx, await createTimedRun(ctx, "exam", categoryIds, ids));
}

/**
 * A mastery mock from the level-9 pool. The attempt is used in the same transaction that
 * creates the run, so parallel starts with one attempt left make exactly one run.
 */
export async function startMastery(ctx: Ctx): Promise<RunPage> {
  await closeOverdue(ctx.db, ctx.user.id);
  const open = await findOpenTimedRun(ctx.db, ctx.user.id);
  if (open?.mode === "mastery") return timedPage(ctx, open);
  if (open) throw appError("CONFLICT", "mode", "You have a timed mock in progress. Finish or end it first.");
  const pool = await categoryIdsAtLevel(ctx.db, Level.MasteryPool);
  const ids = await pickRandomQuestions(ctx.db, pool, MASTERY_MAX_QUESTIONS);
  if (ids.length === 0) throw appError("NOT_FOUND", "mode", "The mastery mock is not available yet.");
  const run = await createTimedRun(ctx, "mastery", pool, ids, async (trx) => {
    if (!(await consumeMasteryAttempt(trx, ctx.user.id))) throw badRequest("attempts", NO_ATTEMPTS);
  });
  return timedPage(ctx, run);
}

async function ownRun(ctx: Ctx, runId: string): Promise<RunRow> {
  const run = await findRunForUser(ctx.db, runId, ctx.user.id);
  if (!run) throw notFound("run");
  return run;
}

/** The next page beyond what the client holds; practice runs draw new questions as they go. */
export async function more(
  ctx: Ctx,
  input: { run?: string | undefined; questions: string[]; mode?: string | undefined },
): Promise<RunPage> {
  await closeOverdue(ctx.db, ctx.user.id);
  const run = input.run
    ? await ownRun(ctx, input.run)
    : await findLatestOpenRun(ctx.db, ctx.user.id, input.mode ? { mode: input.mode as RunRow["mode"] } : {});
  if (!run) throw notFound("run");
  const held = input.questions;
  let rows = await runQuestions(ctx.db, run.id, { excludeIds: held, limit: PAGE_SIZE });
  if (rows.length < PAGE_SIZE && !timed(run) && !run.ended_at) {
    const ids = await pickPracticeQuestions(ctx.db, poolOf(ctx, run), PAGE_SIZE - rows.length);
    await appendRunQuestions(ctx.db, run.id, withShuffles(ids));
    rows = await runQuestions(ctx.db, run.id, { excludeIds: held, limit: PAGE_SIZE });
    run.question_count += ids.length;
  }
  return presentPage(ctx, run, rows, await runLength(ctx, run));
}

/** A run as it stands, to resume it on any device with the time really left. */
export async function resume(ctx: Ctx, runId: string): Promise<RunPage> {
  await closeOverdue(ctx.db, ctx.user.id);
  const run = await ownRun(ctx, runId);
  if (timed(run)) return timedPage(ctx, run);
  return presentPage(ctx, run, await runQuestions(ctx.db, run.id), await runLength(ctx, run));
}

export async function openTimedRun(ctx: Ctx) {
  await closeOverdue(ctx.db, ctx.user.id);
  const run = await findOpenTimedRun(ctx.db, ctx.user.id);
  return run ? runInfo(run, run.question_count) : null;
}

/**
 * Records the first answer of a run to a question. The server decides correctness; a
 * practice run reveals the key and explanation, a timed run nothing until it ends.
 */
export async function submit(ctx: Ctx, input: { run?: string | undefined; question: string; answer: number }) {
  await closeOverdue(ctx.db, ctx.user.id);
  const run = input.run
    ? await ownRun(ctx, input.run)
    : await findLatestOpenRun(ctx.db, ctx.user.id, { questionId: input.question });
  if (!run) throw notFound("question");
  if (run.ended_at) {
    throw badRequest("run", timed(run) ? "Time is up: this mock has ended." : "This run has ended.");
  }
  const rq = await findRunQuestion(ctx.db, run.id, input.question);
  if (!rq) throw notFound("question");
  const isTimed = isTimedMode(run.mode);
  const stored = isTimed ? rq.option_order[input.answer - 1]! : input.answer;
  const correct = stored === 1;
  const first = await ctx.db.transaction().execute(async (trx) => {
    const answered = await answerRunQuestion(trx, {
      runId: run.id,
      questionId: input.question,
      option: stored,
      correct,
    });
    if (answered && !isTimed) {
      await insertTries(trx, [
        { id: newId(), user_id: ctx.user.id, question_id: input.question, run_id: run.id, correct },
      ]);
    }
    return answered !== undefined;
  });
  const [question] = await runQuestions(ctx.db, run.id, { questionId: input.question });
  const tally = await runTally(ctx.db, run.id);
  const shown = presentQuestion(question!, { timed: isTimed, revealed: false, tries: new Map(), saved: new Set() });
  return {
    question: input.question,
    chosen: shown.chosen!,
    first,
    correct: shown.correct,
    correct_number: shown.correct_number,
    explanation_text: shown.explanation_text,
    answered: tally.answered,
    right: isTimed ? 0 : tally.correct,
    wrong: isTimed ? 0 : tally.answered - tally.correct,
    total: run.question_count,
  };
}

/** Ends a run and answers its results with every question revealed for review. */
export async function end(ctx: Ctx, runId: string) {
  const run = await ownRun(ctx, runId);
  await finishRun(ctx.db, run);
  const ended = { ...run, ended_at: run.ended_at ?? new Date() };
  const tally = await runTally(ctx.db, run.id);
  const page = await presentPage(ctx, ended, await runQuestions(ctx.db, run.id), run.question_count);
  return { run: page.run, results: results(tally), questions: page.questions };
}
