import {
  appendRunQuestions,
  categoryIdsInScope,
  countCustomQuestions,
  countLiveEntries,
  endOpenPracticeRuns,
  extraTimePercent,
  insertRun,
  newId,
  pickCustomQuestions,
  runQuestions,
  type CustomFilter,
  type Db,
  type RunRow,
} from "@qbank/db";
import { appError, badRequest } from "../../shared/errors.ts";
import { customTimedRunMs, NO_CUSTOM_MATCH, PAGE_SIZE } from "../constants.ts";
import type { CustomChoice, CustomStart, RunPage } from "../schemas.ts";
import { categoryScope } from "../scope.ts";
import { practicePage, timedPage, withShuffles, type RunCtx } from "./page.ts";
import { underLearnerLock } from "./start.ts";

/** The builder's choice checked against what the learner may see: unknown ids are named as the field. */
async function filterOf(ctx: RunCtx, choice: CustomChoice): Promise<CustomFilter> {
  const scopeIds = await categoryIdsInScope(ctx.db, categoryScope(ctx.user));
  const categoryIds = [...new Set(choice.categories ?? [])];
  if (categoryIds.some((id) => !scopeIds.includes(id))) throw badRequest("categories", "Unknown category.");
  const areaIds = [...new Set(choice.areas ?? [])];
  if (areaIds.length > 0 && (await countLiveEntries(ctx.db, areaIds)) !== areaIds.length) {
    throw badRequest("areas", "Unknown MLA area.");
  }
  return { userId: ctx.user.id, since: ctx.user.qbank_reset_at, scopeIds, categoryIds, areaIds, pools: choice.pools };
}

/** How many questions the builder's choice matches, shown before the learner starts. */
export async function customMatches(ctx: RunCtx, choice: CustomChoice): Promise<{ matches: number }> {
  return { matches: await countCustomQuestions(ctx.db, await filterOf(ctx, choice)) };
}

interface FixedRun {
  timed: boolean;
  categoryIds: string[];
  areaIds: string[];
  /** Started as the plan's "Today's session". */
  todaysSession?: boolean;
  /** Drawn under the learner's lock, so two starts never build on what the other ended. */
  draw: (trx: Db) => Promise<string[]>;
  /** The refusal when the draw is empty. */
  none: () => Error;
}

/**
 * A run of questions all drawn at its start (a custom session, today's session). Timed, it is
 * a timed run in every rule: a server deadline (72 s a question, with the learner's extra
 * time), no key before its end, one open at a time, resumed on any device.
 */
export async function startFixedRun(ctx: RunCtx, spec: FixedRun): Promise<RunPage> {
  const now = ctx.clock.now();
  const run = await underLearnerLock(ctx, now, async (trx, openMock): Promise<RunRow> => {
    if (openMock) {
      throw appError("CONFLICT", "mode", "You have a timed session in progress. Finish or end it first.");
    }
    const ids = await spec.draw(trx);
    if (ids.length === 0) throw spec.none();
    await endOpenPracticeRuns(trx, ctx.user.id, now);
    const extra = spec.timed ? await extraTimePercent(trx, ctx.user.id) : 0;
    const created = await insertRun(trx, {
      id: newId(),
      user_id: ctx.user.id,
      mode: spec.timed ? "custom_timed" : "custom",
      category_ids: spec.categoryIds,
      area_ids: spec.areaIds,
      todays_session: spec.todaysSession ?? false,
      question_count: 0,
      started_at: now,
      deadline_at: spec.timed ? new Date(now.getTime() + customTimedRunMs(ids.length, extra)) : null,
    });
    return { ...created, question_count: await appendRunQuestions(trx, created, withShuffles(ids)) };
  });
  if (spec.timed) return timedPage(ctx, run);
  return practicePage(ctx, run, await runQuestions(ctx.db, run.id, { limit: PAGE_SIZE }));
}

/** The session builder's start: `count` questions of the choice, or all that match when fewer. */
export async function startCustom(ctx: RunCtx, input: CustomStart): Promise<RunPage> {
  const filter = await filterOf(ctx, input);
  return startFixedRun(ctx, {
    timed: input.timed,
    categoryIds: filter.categoryIds,
    areaIds: filter.areaIds,
    draw: (trx) => pickCustomQuestions(trx, filter, input.count),
    none: () => appError("NOT_FOUND", "pools", NO_CUSTOM_MATCH),
  });
}
