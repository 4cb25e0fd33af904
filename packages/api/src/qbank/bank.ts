import {
  addDoLater,
  endOpenPracticeRuns,
  findCategoryInScope,
  listLearnerCategories,
  listCategoryQuestions,
  listCategoryQuestionsPage,
  listDoLater,
  removeDoLater,
  rightWrongByCategory,
  setQbankResetAt,
  triesInCategory,
} from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { onceFromDevice } from "../shared/device-requests.ts";
import { notFound } from "../shared/errors.ts";
import { asLiveAccount } from "../shared/live-account.ts";
import { CATEGORY_PAGE_SIZE, SORT_ORDERS, type SortKey } from "./constants.ts";
import type { CategoryDetail, CategoryPage } from "./schemas.ts";
import { categoryScope, reachableQuestion } from "./scope.ts";

type Ctx = Pick<AuthedContext, "db" | "user" | "clock">;

/**
 * The categories a learner may see, by rank, with question counts, their right/wrong counts and
 * how many they flagged (so the picker can tell when Incorrect or Flagged has nothing to play).
 */
export function categories(ctx: Ctx) {
  return listLearnerCategories(ctx.db, categoryScope(ctx.user), ctx.user.id);
}

async function visibleCategory(ctx: Ctx, id: string) {
  const category = await findCategoryInScope(ctx.db, id, categoryScope(ctx.user));
  if (!category) throw notFound("category");
  return category;
}

export async function category(ctx: Ctx, id: string): Promise<CategoryDetail> {
  const found = await visibleCategory(ctx, id);
  const [questions, tries, counts] = await Promise.all([
    listCategoryQuestions(ctx.db, found),
    triesInCategory(ctx.db, ctx.user.id, ctx.user.qbank_reset_at, id),
    rightWrongByCategory(ctx.db, ctx.user.id, [id]),
  ]);
  return {
    right: counts.get(id)?.right ?? 0,
    wrong: counts.get(id)?.wrong ?? 0,
    category: {
      ...found,
      questions: questions.map((q) => ({ id: q.id, question_text: q.question_text, tries: tries.get(q.id) ?? [] })),
    },
  };
}

/**
 * One page of a category for the web app's category page: its questions in the order asked
 * (position, or the learner's right, wrong or all tries, most first), each with its place in
 * the category and the learner's tries; `next` is the cursor of the following page.
 */
export async function categoryPage(
  ctx: Ctx,
  input: { id: string; sort?: SortKey | undefined; cursor?: number | undefined },
): Promise<CategoryPage> {
  const found = await visibleCategory(ctx, input.id);
  const offset = input.cursor ?? 0;
  const [rows, counts] = await Promise.all([
    listCategoryQuestionsPage(ctx.db, {
      categoryId: input.id,
      userId: ctx.user.id,
      since: ctx.user.qbank_reset_at,
      order: input.sort ? SORT_ORDERS[input.sort] : "position",
      offset,
      limit: CATEGORY_PAGE_SIZE + 1,
    }),
    rightWrongByCategory(ctx.db, ctx.user.id, [input.id]),
  ]);
  const { question_count: total, ...category } = found;
  return {
    right: counts.get(input.id)?.right ?? 0,
    wrong: counts.get(input.id)?.wrong ?? 0,
    total,
    category,
    questions: rows.slice(0, CATEGORY_PAGE_SIZE),
    next: rows.length > CATEGORY_PAGE_SIZE ? offset + CATEGORY_PAGE_SIZE : null,
  };
}

export async function categoryStats(ctx: Ctx, id: string) {
  const found = await visibleCategory(ctx, id);
  const counts = await rightWrongByCategory(ctx.db, ctx.user.id, [id]);
  const right = counts.get(id)?.right ?? 0;
  const wrong = counts.get(id)?.wrong ?? 0;
  return {
    name: found.name,
    data: { right, wrong, not_answered: Math.max(0, found.question_count - right - wrong) },
  };
}

export function flagDoLater(ctx: Ctx, input: { id: string; device_id?: string | undefined }, flagged: boolean) {
  return onceFromDevice(ctx, input.device_id, flagged ? "flag" : "unflag", async ({ db, user, clock }) => {
    await reachableQuestion({ db, user }, input.id);
    if (flagged) await addDoLater(db, user.id, input.id, clock.now());
    else await removeDoLater(db, user.id, input.id);
    return { doLater: await listDoLater(db, user.id) };
  });
}

/** Starts the bank afresh: statuses and stats count from now; history and flags stay. */
export async function resetBank(ctx: Ctx) {
  const now = ctx.clock.now();
  const resetAt = await asLiveAccount(ctx.db, ctx.user.id, async (trx) => {
    await endOpenPracticeRuns(trx, ctx.user.id, now);
    return setQbankResetAt(trx, ctx.user.id, now);
  });
  return { reset_at: resetAt.toISOString() };
}
