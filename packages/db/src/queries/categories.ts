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
    .select(["c.id", "c.name", "c.level", "c.rank", "c.live_question_count as question_count"])
    .where("c.level", "<=", scope.maxLevel)
    .orderBy("c.rank")
    .orderBy("c.name")
    .orderBy("c.id");
  if (scope.excludeLevels.length > 0) query = query.where("c.level", "not in", scope.excludeLevels);
  return query.execute() as Promise<CategoryListRow[]>;
}

export interface LearnerCategoryRow extends CategoryListRow {
  right: number;
  wrong: number;
  flagged: number;
}

/**
 * The categories in scope with their live question counts (kept by a trigger) and, for one
 * learner, the right/wrong counters (learner_category_stats) and the questions flagged to do
 * later: one statement.
 */
export function listLearnerCategories(db: Db, scope: CategoryScope, userId: string): Promise<LearnerCategoryRow[]> {
  return sql<LearnerCategoryRow>`
    select c.id, c.name, c.level, c.rank,
           c.live_question_count as question_count,
           coalesce(s.right_count, 0) as right,
           coalesce(s.wrong_count, 0) as wrong,
           coalesce(f.flagged, 0) as flagged
    from categories c
    left join learner_category_stats s on s.user_id = ${userId} and s.category_id = c.id
    left join (
      select q.category_id, count(*)::int as flagged
      from do_later d join questions q on q.id = d.question_id
      where d.user_id = ${userId}
      group by q.category_id
    ) f on f.category_id = c.id
    where c.level <= ${scope.maxLevel}
      ${scope.excludeLevels.length > 0 ? sql`and c.level not in (${sql.join(scope.excludeLevels)})` : sql``}
    order by c.rank, c.name, c.id
  `
    .execute(db)
    .then((r) => r.rows);
}

export function findCategoryInScope(
  db: Db,
  id: string,
  scope: CategoryScope,
): Promise<CategoryListRow | undefined> {
  let query = db
    .selectFrom("categories")
    .select(["id", "name", "level", "rank", "live_question_count as question_count"])
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
