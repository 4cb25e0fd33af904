import { sql } from "kysely";
import type { Db } from "../create-db.ts";

/** Which categories a reader may see: up to a level, never the excluded levels. */
export interface CategoryScope {
  maxLevel: number;
  excludeLevels: number[];
}

export interface CategoryListRow {
  id: string;
  name: string;
  level: number;
  rank: number;
  question_count: number;
}

export function listCategories(db: Db, scope: CategoryScope): Promise<CategoryListRow[]> {
  let query = db
    .selectFrom("categories as c")
    .select(["c.id", "c.name", "c.level", "c.rank"])
    .select((eb) =>
      eb
        .selectFrom("questions as q")
        .whereRef("q.category_id", "=", "c.id")
        .where("q.retired_at", "is", null)
        .select(sql<number>`count(*)::int`.as("n"))
        .as("question_count"),
    )
    .where("c.level", "<=", scope.maxLevel)
    .orderBy("c.rank")
    .orderBy("c.name")
    .orderBy("c.id");
  if (scope.excludeLevels.length > 0) query = query.where("c.level", "not in", scope.excludeLevels);
  return query.execute() as Promise<CategoryListRow[]>;
}

export function findCategoryInScope(
  db: Db,
  id: string,
  scope: CategoryScope,
): Promise<{ id: string; name: string; level: number; rank: number } | undefined> {
  let query = db
    .selectFrom("categories")
    .select(["id", "name", "level", "rank"])
    .where("id", "=", id)
    .where("level", "<=", scope.maxLevel);
  if (scope.excludeLevels.length > 0) query = query.where("level", "not in", scope.excludeLevels);
  return query.executeTakeFirst();
}

/** Ids of the categories in scope among those asked for (all in scope when none asked). */
export async function categoryIdsInScope(db: Db, scope: CategoryScope, ids?: string[]): Promise<string[]> {
  let query = db.selectFrom("categories").select("id").where("level", "<=", scope.maxLevel);
  if (scope.excludeLevels.length > 0) query = query.where("level", "not in", scope.excludeLevels);
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where("id", "in", ids);
  }
  return (await query.execute()).map((r) => r.id);
}

export async function categoryIdsAtLevel(db: Db, level: number): Promise<string[]> {
  return (await db.selectFrom("categories").select("id").where("level", "=", level).execute()).map((r) => r.id);
}

/** How many questions of each category the learner flagged to do later (categories with none are absent). */
export async function doLaterCountByCategory(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("do_later as d")
    .innerJoin("questions as q", "q.id", "d.question_id")
    .select(["q.category_id", sql<number>`count(*)::int`.as("flagged")])
    .where("d.user_id", "=", userId)
    .groupBy("q.category_id")
    .execute();
  return new Map(rows.map((r) => [r.category_id, r.flagged]));
}
