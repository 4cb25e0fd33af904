import {
  deleteEmptyCategory,
  findCategoryInScope,
  insertCategory,
  listCategories,
  listCategoryQuestions,
  newId,
  updateCategory,
} from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { appError, notFound } from "../shared/errors.ts";
import { Level } from "../shared/levels.ts";

type Ctx = Pick<AuthedContext, "db" | "clock">;

/** Admins see every category, hidden and mastery-pool ones included. */
const ALL = { maxLevel: Level.MasteryPool, excludeLevels: [] };

export const listAll = (ctx: Ctx) => listCategories(ctx.db, ALL);

export async function categoryWithQuestions(ctx: Ctx, id: string) {
  const category = await findCategoryInScope(ctx.db, id, ALL);
  if (!category) throw notFound("category");
  return { ...category, questions: [...(await listCategoryQuestions(ctx.db, category))] };
}

/** A new category starts hidden (level 6), so learners do not see it empty; the edit form opens it. */
export async function create(ctx: Ctx, name: string) {
  const made = await insertCategory(ctx.db, { id: newId(), name, level: Level.Admin, created_at: ctx.clock.now() });
  return { ...made, question_count: 0 };
}

export async function edit(ctx: Ctx, input: { id: string; name: string; level: number }) {
  if (!(await updateCategory(ctx.db, input.id, { name: input.name, level: input.level }))) throw notFound("category");
  return (await listAll(ctx)).find((c) => c.id === input.id)!;
}

/** Only an empty category goes: its questions hold learners' tries and keys, so they are moved or deleted first. */
export async function remove(ctx: Ctx, id: string) {
  const outcome = await ctx.db.transaction().execute((trx) => deleteEmptyCategory(trx, id));
  if (outcome === "missing") throw notFound("category");
  if (outcome === "not empty") {
    throw appError("CONFLICT", "category", "Move or delete this category's questions before deleting it.");
  }
  return { id, deleted: true as const };
}
