import { sql, type RawBuilder } from "kysely";
import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";

/** Which categories a reader may see: up to a level, never the excluded levels. */
export interface CategoryScope {
  maxLevel: number;
  excludeLevels: number[];
}

/**
 * The scope rule, written once: a category level the scope lets a reader see. One array, not
 * an `in` list, so every statement that uses it keeps one shape whatever the scope.
 */
export const levelInScope = (level: RawBuilder<unknown>, scope: CategoryScope) =>
  sql<boolean>`(${level} <= ${scope.maxLevel} and ${level} <> all(${scope.excludeLevels}::int[]))`;

export interface CategoryListRow {
  id: string;
  name: string;
  level: number;
  rank: number;
  question_count: number;
}

const categoriesInScope = compiledOnce((db, v: CategoryScope) =>
  inScope(db, v)
    .select(["id", "name", "level", "rank", "live_question_count as question_count"])
    .orderBy("rank")
    .orderBy("name")
    .orderBy("id"),
);

export function listCategories(db: Db, scope: CategoryScope): Promise<CategoryListRow[]> {
  return categoriesInScope(db, { maxLevel: scope.maxLevel, excludeLevels: scope.excludeLevels });
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
const learnerCategories = compiledOnce(
  (_db, v: { userId: string; maxLevel: number; excludeLevels: number[] }) => sql<LearnerCategoryRow>`
    select c.id, c.name, c.level, c.rank,
           c.live_question_count as question_count,
           coalesce(s.right_count, 0) as right,
           coalesce(s.wrong_count, 0) as wrong,
           coalesce(f.flagged, 0) as flagged
    from categories c
    left join learner_category_stats s on s.user_id = ${v.userId} and s.category_id = c.id
    left join (
      select q.category_id, count(*)::int as flagged
      from do_later d join questions q on q.id = d.question_id
      where d.user_id = ${v.userId}
      group by q.category_id
    ) f on f.category_id = c.id
    where ${levelInScope(sql.ref("c.level"), v)}
    order by c.rank, c.name, c.id
  `,
);

export function listLearnerCategories(db: Db, scope: CategoryScope, userId: string): Promise<LearnerCategoryRow[]> {
  return learnerCategories(db, { userId, maxLevel: scope.maxLevel, excludeLevels: scope.excludeLevels });
}

/** The categories a scope lets a reader see. */
function inScope(db: Db, v: CategoryScope) {
  return db.selectFrom("categories").where(levelInScope(sql.ref("level"), v));
}

const categoryInScope = compiledOnce((db, v: CategoryScope & { id: string }) =>
  inScope(db, v)
    .select(["id", "name", "level", "rank", "live_question_count as question_count", "content_version"])
    .where("id", "=", v.id),
);

/** A category with the version of its questions (`listCategoryQuestions` keeps them by it). */
export interface CategoryInScopeRow extends CategoryListRow {
  content_version: number;
}

export async function findCategoryInScope(
  db: Db,
  id: string,
  scope: CategoryScope,
): Promise<CategoryInScopeRow | undefined> {
  const [row] = await categoryInScope(db, { id, maxLevel: scope.maxLevel, excludeLevels: scope.excludeLevels });
  return row;
}

const idsInScope = compiledOnce((db, v: CategoryScope) => inScope(db, v).select("id"));
const askedIdsInScope = compiledOnce((db, v: CategoryScope & { ids: string[] }) =>
  inScope(db, v)
    .select("id")
    .where(sql<boolean>`id = any(${v.ids}::uuid[])`),
);

/** Ids of the categories in scope among those asked for (all in scope when none asked). */
export async function categoryIdsInScope(db: Db, scope: CategoryScope, ids?: string[]): Promise<string[]> {
  if (ids?.length === 0) return [];
  const { maxLevel, excludeLevels } = scope;
  const rows = ids
    ? await askedIdsInScope(db, { maxLevel, excludeLevels, ids })
    : await idsInScope(db, { maxLevel, excludeLevels });
  return rows.map((r) => r.id);
}

export async function categoryIdsAtLevel(db: Db, level: number): Promise<string[]> {
  return (await db.selectFrom("categories").select("id").where("level", "=", level).execute()).map((r) => r.id);
}

/** How the category page orders its questions: by position, or by the learner's tries, most first. */
export type CategoryQuestionOrder = "position" | "right" | "wrong" | "tries";

export interface CategoryQuestionRow {
  id: string;
  /** Place in the category (by id), the same whatever the order. */
  number: number;
  question_text: string;
  tries: { id: string; correct: boolean }[];
}

const ORDER_BY: Record<CategoryQuestionOrder, ReturnType<typeof sql>> = {
  position: sql`p.number`,
  right: sql`p.right_tries desc, p.number`,
  wrong: sql`p.wrong_tries desc, p.number`,
  tries: sql`p.right_tries + p.wrong_tries desc, p.number`,
};

interface PageValues {
  categoryId: string;
  userId: string;
  since: Date;
  offset: number;
  limit: number;
}

/** One statement per order: the order is part of the statement, the rest are values. */
const categoryPage = (order: CategoryQuestionOrder) =>
  compiledOnce(
    (_db, v: PageValues) => sql<CategoryQuestionRow>`
      with live as (
        select q.id, row_number() over (order by q.id)::int as number
        from questions q
        where q.category_id = ${v.categoryId} and q.retired_at is null
      ),
      counts as (
        select t.question_id,
               count(*) filter (where t.correct)::int as right_tries,
               count(*) filter (where not t.correct)::int as wrong_tries
        from tries t
        where t.user_id = ${v.userId}
          and t.question_id in (select id from live)
          and t.created_at > ${v.since}
        group by t.question_id
      ),
      page as (
        select p.* from (
          select l.id, l.number, coalesce(c.right_tries, 0) as right_tries, coalesce(c.wrong_tries, 0) as wrong_tries
          from live l left join counts c on c.question_id = l.id
        ) p
        order by ${ORDER_BY[order]}
        limit ${v.limit} offset ${v.offset}
      )
      select p.id, p.number, q.question_text,
             coalesce((
               select json_agg(json_build_object('id', t.id, 'correct', t.correct) order by t.created_at, t.id)
               from tries t
               where t.user_id = ${v.userId} and t.question_id = p.id and t.created_at > ${v.since}
             ), '[]'::json) as tries
      from page p
      join questions q on q.id = p.id
      order by ${ORDER_BY[order]}
    `,
  );
const CATEGORY_PAGE: Record<CategoryQuestionOrder, ReturnType<typeof categoryPage>> = {
  position: categoryPage("position"),
  right: categoryPage("right"),
  wrong: categoryPage("wrong"),
  tries: categoryPage("tries"),
};

/**
 * One page of a category's live questions with the learner's tries since `since` (oldest
 * first), in the order asked. The learner's tries in the category are only counted (an
 * index-only scan of `tries_user_question_idx`, which includes `correct`); only the page's
 * questions are read with their text and their tries.
 */
export function listCategoryQuestionsPage(
  db: Db,
  options: {
    categoryId: string;
    userId: string;
    since: Date | null;
    order: CategoryQuestionOrder;
    offset: number;
    limit: number;
  },
): Promise<CategoryQuestionRow[]> {
  const { categoryId, userId, offset, limit } = options;
  return CATEGORY_PAGE[options.order](db, { categoryId, userId, since: options.since ?? new Date(0), offset, limit });
}
