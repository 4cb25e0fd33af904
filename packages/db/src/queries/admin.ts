import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import type { SubscriptionsTable, UserRow } from "../schema.ts";
import { LIVE_STATUSES } from "./payments.ts";

/** `%` and `_` are wildcards to LIKE; a search for them means the characters themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function insertCategory(db: Db, row: { id: string; name: string; level: number; created_at: Date }) {
  return db
    .insertInto("categories")
    .values({
      ...row,
      rank: sql<number>`(select coalesce(max(rank), 0) + 1 from categories)`,
    })
    .returning(["id", "name", "level", "rank"])
    .executeTakeFirstOrThrow();
}

export async function updateCategory(db: Db, id: string, fields: { name: string; level: number }): Promise<boolean> {
  const result = await db.updateTable("categories").set(fields).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a category only when no question (not even a retired one) is left in it. */
export async function deleteEmptyCategory(db: Db, id: string): Promise<"deleted" | "not empty" | "missing"> {
  const found = await db.selectFrom("categories").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
  if (!found) return "missing";
  const any = await db.selectFrom("questions").select("id").where("category_id", "=", id).limit(1).executeTakeFirst();
  if (any) return "not empty";
  await db.deleteFrom("categories").where("id", "=", id).execute();
  return "deleted";
}

export type QuestionSort = "newest" | "hardest" | "least_discriminating" | "most_reported" | "unpicked_distractor";

export interface AdminQuestionRow {
  id: string;
  question_text: string;
  category_id: string;
  category_name: string;
  created_at: Date;
  key_changed_at: Date | null;
  answered: number;
  facility: number | null;
  discrimination: number | null;
  picks: number[];
  /** Median seconds before the first answer in a timed run; null until such answers exist. */
  median_seconds: number | null;
  open_reports: number;
  /** The names of the live map entries the question carries, in the map's order. */
  areas: string[];
}

/** Questions carrying one map entry, or none at all. */
export type AreaFilter = { entry: string } | "untagged";

/** The question's tags that are live entries of the map: a retired entry is no longer listed or filtered by. */
const fromLiveTags = sql`from question_areas qa
  join content_map_entries e on e.id = qa.entry_id and e.retired_in is null
  where qa.question_id = q.id`;

function areaWhere(area: AreaFilter | undefined) {
  if (!area) return sql``;
  if (area === "untagged") return sql`and not exists (select 1 ${fromLiveTags})`;
  return sql`and exists (select 1 ${fromLiveTags} and qa.entry_id = ${area.entry})`;
}

/**
 * Live questions whose text or category name holds the search (and that carry the area, or no
 * tag, when asked), with their tags, their quality figures (from the `question_quality` view,
 * see `refreshQuestionQuality`) and their open reports, ordered as asked, the first `limit`.
 * "A distractor nobody picks" needs `minAnswers` answers, and the hardest and least
 * discriminating come from questions with that many before the rest; a question whose
 * discrimination cannot be computed (no data) comes after every one that has it.
 */
export async function searchQuestions(
  db: Db,
  options: {
    search: string;
    sort: QuestionSort;
    limit: number;
    /** Rows passed over before the first one returned (paging). */
    offset?: number;
    minAnswers: number;
    id?: string;
    area?: AreaFilter;
  },
): Promise<AdminQuestionRow[]> {
  const like = options.search ? likeText(options.search) : null;
  const order = {
    newest: sql`q.created_at desc, q.id desc`,
    hardest: sql`(coalesce(s.answered, 0) >= ${options.minAnswers}) desc, (coalesce(s.answered, 0) > 0) desc,
                  s.facility asc nulls last, q.id`,
    least_discriminating: sql`(s.discrimination is not null and s.answered >= ${options.minAnswers}) desc,
                               (s.discrimination is not null) desc, s.discrimination asc, q.id`,
    most_reported: sql`coalesce(o.n, 0) desc, q.created_at desc, q.id desc`,
    unpicked_distractor: sql`s.answered desc, q.id`,
  }[options.sort];
  const result = await sql<AdminQuestionRow & { p1: number; p2: number; p3: number; p4: number; p5: number }>`
    with open_reports as (
      select question_id, count(*)::int as n from tickets where status <> 2 and question_id is not null
      group by question_id
    )
    select q.id, q.question_text, q.category_id, cat.name as category_name, q.created_at, q.key_changed_at,
           coalesce(s.answered, 0) as answered, s.facility, s.discrimination, s.median_seconds,
           coalesce(s.p1, 0) as p1, coalesce(s.p2, 0) as p2, coalesce(s.p3, 0) as p3,
           coalesce(s.p4, 0) as p4, coalesce(s.p5, 0) as p5, coalesce(o.n, 0) as open_reports,
           array(select e.name ${fromLiveTags} order by e.kind = 'clinical area' desc, e.kind, e.name) as areas
    from questions q
    join categories cat on cat.id = q.category_id
    left join question_quality s on s.question_id = q.id
    left join open_reports o on o.question_id = q.id
    where q.retired_at is null
      ${like ? sql`and (q.question_text ilike ${like} or cat.name ilike ${like})` : sql``}
      ${options.id ? sql`and q.id = ${options.id}` : sql``}
      ${areaWhere(options.area)}
      ${
        options.sort === "unpicked_distractor"
          ? sql`and s.answered >= ${options.minAnswers} and least(s.p2, s.p3, s.p4, s.p5) = 0`
          : sql``
      }
    order by ${order}
    limit ${options.limit} offset ${options.offset ?? 0}
  `.execute(db);
  return result.rows.map(({ p1, p2, p3, p4, p5, ...row }) => ({ ...row, picks: [p1, p2, p3, p4, p5] }));
}

/** When the quality figures were last recomputed; null before the first time. */
export async function qualityRefreshedAt(db: Db): Promise<Date | null> {
  const result = await sql<{ at: Date | null }>`
    select case when refreshed_at = '-infinity' then null else refreshed_at end as at
    from question_quality_refresh`.execute(db);
  return result.rows[0]?.at ?? null;
}

/** How long the quality figures may age before the sweep recomputes them. */
export const QUALITY_REFRESH_MS = 15 * 60_000;

/**
 * Recomputes the quality figures when they are older than `QUALITY_REFRESH_MS` (or always, with
 * `force`). Claiming the refresh is one conditional update, so parallel sweeps refresh once;
 * readers keep the old figures until the new ones are ready.
 */
export async function refreshQuestionQuality(db: Db, now: Date, options: { force?: boolean } = {}): Promise<boolean> {
  const due = new Date(now.getTime() - QUALITY_REFRESH_MS);
  const claimed = await sql`update question_quality_refresh set refreshed_at = ${now}
                            ${options.force ? sql`` : sql`where refreshed_at <= ${due}`}
                            returning refreshed_at`.execute(db);
  if (claimed.rows.length === 0) return false;
  await sql`refresh materialized view concurrently question_quality`.execute(db);
  return true;
}

export interface QuestionFields {
  name: string | null;
  category_id: string;
  question_text: string;
  explanation_text: string;
  options: string[];
  url: string | null;
  image_id: string | null;
  image_name: string | null;
}

export async function insertQuestion(db: Db, row: QuestionFields & { id: string; created_at: Date }): Promise<void> {
  await db
    .insertInto("questions")
    .values({ ...row, updated_at: row.created_at })
    .execute();
}

export async function updateQuestion(db: Db, id: string, fields: QuestionFields, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("questions")
    .set({ ...fields, updated_at: now })
    .where("id", "=", id)
    .where("retired_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Removes a question, or retires it when any learner has history with it (a run served it,
 * a try or a revision key names it). The row lock keeps a run from taking it meanwhile.
 */
export async function removeQuestion(db: Db, id: string, now: Date): Promise<"deleted" | "retired" | "missing"> {
  const found = await db.selectFrom("questions").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
  if (!found) return "missing";
  const history = await db
    .selectFrom("questions as q")
    .select(
      sql<boolean>`exists (select 1 from run_questions r where r.question_id = q.id)
        or exists (select 1 from tries t where t.question_id = q.id)
        or exists (select 1 from revision_keys k where k.question_id = q.id)`.as("used"),
    )
    .where("q.id", "=", id)
    .executeTakeFirstOrThrow();
  if (history.used) {
    await db.updateTable("questions").set({ retired_at: now, updated_at: now }).where("id", "=", id).execute();
    return "retired";
  }
  await db.deleteFrom("questions").where("id", "=", id).execute();
  return "deleted";
}

export interface AdminUserRow {
  id: string;
  email: string;
  first_name: string;
  second_name: string;
  level: number;
  created_at: Date;
  /** The user's live plan (at most one, 0039), or nulls. */
  plan: SubscriptionsTable["plan"] | null;
  plan_status: string | null;
  plan_stopping: boolean | null;
}

/**
 * Users whose name or email holds the search, newest first, a page at a time, with the total and
 * each one's live plan; deleted accounts are left out.
 */
export async function searchUsers(
  db: Db,
  options: { search: string; offset: number; limit: number },
): Promise<{ users: AdminUserRow[]; total: number }> {
  let query = db
    .selectFrom("users")
    .leftJoin("subscriptions as live", (join) =>
      join.onRef("live.user_id", "=", "users.id").on("live.status", "in", LIVE_STATUSES),
    )
    .where("users.deleted_at", "is", null);
  if (options.search) {
    const like = likeText(options.search);
    query = query.where((eb) =>
      eb.or([
        eb("email", "ilike", like),
        eb("first_name", "ilike", like),
        eb("second_name", "ilike", like),
        eb(sql`first_name || ' ' || second_name`, "ilike", like),
      ]),
    );
  }
  const rows = await query
    .select(["users.id", "email", "first_name", "second_name", "level", "users.created_at"])
    .select(["live.plan", "live.status as plan_status", "live.cancel_at_period_end as plan_stopping"])
    .select(sql<number>`count(*) over ()::int`.as("total"))
    .orderBy("users.created_at", "desc")
    .orderBy("users.id", "desc")
    .offset(options.offset)
    .limit(options.limit)
    .execute();
  return { users: rows.map(({ total: _, ...u }) => u), total: rows[0]?.total ?? 0 };
}

export function findUserForUpdate(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function findHostedImage(db: Db, id: string) {
  const row = await db
    .selectFrom("images")
    .select(["mime", "bytes", "sha256"])
    .where("id", "=", id)
    .where("purpose", "=", "hosted")
    .executeTakeFirst();
  return row && { ...row, bytes: Buffer.from(row.bytes) };
}
