import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";
import type { ExamResult } from "../schema.ts";

export interface ExamPlanRow {
  /** YYYY-MM-DD */
  exam_date: string;
  result: ExamResult | null;
  created_at: Date;
}

const examPlanRow = compiledOnce((db, v: { userId: string }) =>
  db
    .selectFrom("exam_plans")
    .select([sql<string>`to_char(exam_date, 'YYYY-MM-DD')`.as("exam_date"), "result", "created_at"])
    .where("user_id", "=", v.userId),
);

export async function findExamPlan(db: Db, userId: string): Promise<ExamPlanRow | undefined> {
  const [row] = await examPlanRow(db, { userId });
  return row;
}

/** Sets the learner's exam date (one plan per learner); a new date clears a reported result. */
export async function upsertExamPlan(db: Db, v: { userId: string; examDate: string; now: Date }): Promise<void> {
  await db
    .insertInto("exam_plans")
    .values({ user_id: v.userId, exam_date: v.examDate, result: null, created_at: v.now, updated_at: v.now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ exam_date: v.examDate, result: null, updated_at: v.now }))
    .execute();
}

/** Records how the exam went; false when the learner has no plan. */
export async function setExamResult(db: Db, v: { userId: string; result: ExamResult; now: Date }): Promise<boolean> {
  const done = await db
    .updateTable("exam_plans")
    .set({ result: v.result, updated_at: v.now })
    .where("user_id", "=", v.userId)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function deleteExamPlan(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("exam_plans").where("user_id", "=", userId).execute();
}

/** The instant a calendar day (YYYY-MM-DD) begins in a time zone, by PostgreSQL's zone rules. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

export interface PlanFigureValues {
  userId: string;
  /** The learner's bank reset: tries before it do not count. */
  since: Date;
  /** The categories of the plan's bank (the learner's scope). */
  categoryIds: string[];
  timeZone: string;
  /**
   * Local calendar days: today, the Monday of this week (or the plan's first day, when later; never
   * after today), the exam's day.
   */
  today: string;
  weekStart: string;
  examDay: string;
}

export interface PlanFigures {
  /** Live questions of the bank never answered since the reset. */
  unseen: number;
  /** Questions first answered today, and since `weekFrom`: still part of what was left when the day, the week began. */
  first_seen_today: number;
  first_seen_week: number;
  /** Answers given today, and since Monday. */
  done_today: number;
  done_week: number;
  /** Live questions with a review card due before the exam's day, each once. */
  reviews_due: number;
}

/**
 * Read from the learner's rows only, never the whole bank: the unseen questions are the live
 * questions of the bank (the categories' counters) less the questions tried since the reset
 * (the learner's per-category counters, which count retired questions too, so the retired ones
 * tried are added back, found from their own index); the week's answers are a range of the
 * learner's tries, and a question answered this week counts as first seen when the learner has
 * no earlier try of it since the reset.
 */
const planFigures = compiledOnce((_db, v: PlanFigureValues) => {
  const todayStart = dayStart(v.today, v.timeZone);
  const weekStart = dayStart(v.weekStart, v.timeZone);
  return sql<PlanFigures>`
    with week as (
      select t.question_id, t.created_at from tries t
      where t.user_id = ${v.userId} and t.created_at > ${v.since} and t.created_at >= ${weekStart}
    ),
    week_firsts as (
      select w.question_id, min(w.created_at) as first_at from week w
      where not exists (
        select 1 from tries e
        where e.user_id = ${v.userId} and e.question_id = w.question_id
          and e.created_at > ${v.since} and e.created_at < ${weekStart})
      group by w.question_id
    ),
    first_seen as (
      select f.first_at from week_firsts f join questions q on q.id = f.question_id
      where q.category_id = any(${v.categoryIds}::uuid[]) and q.retired_at is null
    )
    select
      ((select coalesce(sum(c.live_question_count), 0)::int from categories c where c.id = any(${v.categoryIds}::uuid[]))
        - (select coalesce(sum(s.right_count + s.wrong_count), 0)::int from learner_category_stats s
            where s.user_id = ${v.userId} and s.category_id = any(${v.categoryIds}::uuid[]))
        + (select count(*)::int from questions q
            where q.category_id = any(${v.categoryIds}::uuid[]) and q.retired_at is not null
              and exists (select 1 from tries t
                where t.user_id = ${v.userId} and t.question_id = q.id and t.created_at > ${v.since}))) as unseen,
      (select count(*)::int from first_seen where first_at >= ${todayStart}) as first_seen_today,
      (select count(*)::int from first_seen) as first_seen_week,
      (select count(*)::int from week where created_at >= ${todayStart}) as done_today,
      (select count(*)::int from week) as done_week,
      (select count(distinct c.question_id)::int from review_cards c join questions q on q.id = c.question_id
        where c.user_id = ${v.userId} and q.retired_at is null
          and c.due < ${dayStart(v.examDay, v.timeZone)}) as reviews_due
  `;
});

/** What the plan's figures rest on, in one statement. */
export async function readPlanFigures(db: Db, v: PlanFigureValues): Promise<PlanFigures> {
  const [row] = await planFigures(db, v);
  return row!;
}

export type CustomPool = "unseen" | "wrong" | "flagged" | "all";

export interface CustomFilter {
  userId: string;
  since: Date | null;
  /** The categories the learner may see: nothing outside them is drawn. */
  scopeIds: string[];
  /** What the learner chose: questions of these categories or tagged with these MLA entries. */
  categoryIds: string[];
  areaIds: string[];
  pools: CustomPool[];
}

/** A question of the session builder's choice: in scope, live, in a chosen category or area, in a chosen pool. */
function customWhere(f: CustomFilter): Expression<SqlBool> {
  const since = f.since ?? new Date(0);
  const latest = sql`(select t.correct from tries t where t.user_id = ${f.userId} and t.question_id = q.id
                      and t.created_at > ${since} order by t.created_at desc, t.id desc limit 1)`;
  const pool: Record<CustomPool, ReturnType<typeof sql>> = {
    all: sql`true`,
    unseen: sql`not exists (select 1 from tries t where t.user_id = ${f.userId} and t.question_id = q.id and t.created_at > ${since})`,
    wrong: sql`${latest} = false`,
    flagged: sql`exists (select 1 from do_later d where d.user_id = ${f.userId} and d.question_id = q.id)`,
  };
  const pools = f.pools.includes("all") ? [pool.all] : f.pools.map((p) => pool[p]);
  return sql<SqlBool>`q.category_id = any(${f.scopeIds}::uuid[]) and q.retired_at is null
    and (q.category_id = any(${f.categoryIds}::uuid[])
         or exists (select 1 from question_areas qa where qa.question_id = q.id and qa.entry_id = any(${f.areaIds}::uuid[])))
    and (${sql.join(pools, sql` or `)})`;
}

/** How many questions the session builder's choice matches. */
export async function countCustomQuestions(db: Db, f: CustomFilter): Promise<number> {
  if (f.scopeIds.length === 0 || f.pools.length === 0) return 0;
  const row = await db
    .selectFrom("questions as q")
    .select(sql<number>`count(*)::int`.as("n"))
    .where(customWhere(f))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Up to `limit` random questions of the session builder's choice. */
export async function pickCustomQuestions(db: Db, f: CustomFilter, limit: number): Promise<string[]> {
  if (f.scopeIds.length === 0 || f.pools.length === 0) return [];
  const rows = await db
    .selectFrom("questions as q")
    .select("q.id")
    .where(customWhere(f))
    .orderBy(sql`random()`)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export interface TodayValues {
  userId: string;
  since: Date | null;
  scopeIds: string[];
  timeZone: string;
  /** Today's local calendar day: review cards due before it ends are due today. */
  today: string;
  /** The learner's weakest MLA entries. */
  weakAreaIds: string[];
  limit: number;
}

/**
 * Today's session, in order of priority: the questions of review cards due today (oldest due
 * first), then questions of the weakest areas the learner has not got right last time, then
 * unseen questions; each question once, at its first tier.
 */
export async function pickTodayQuestions(db: Db, v: TodayValues): Promise<string[]> {
  const since = v.since ?? new Date(0);
  const dayEnd = sql`((${v.today}::date + 1)::timestamp at time zone ${v.timeZone})`;
  const { rows } = await sql<{ id: string }>`
    with live as (
      select q.id from questions q
      where q.category_id = any(${v.scopeIds}::uuid[]) and q.retired_at is null
    ),
    latest as (
      select distinct on (t.question_id) t.question_id, t.correct
      from tries t where t.user_id = ${v.userId} and t.created_at > ${since}
      order by t.question_id, t.created_at desc, t.id desc
    ),
    due as (
      select c.question_id as id, 1 as tier, row_number() over (order by min(c.due), c.question_id) as rank
      from review_cards c join live on live.id = c.question_id
      where c.user_id = ${v.userId} and c.due < ${dayEnd}
      group by c.question_id
    ),
    weak as (
      select live.id, 2 as tier, row_number() over (order by random()) as rank
      from live left join latest l on l.question_id = live.id
      where coalesce(l.correct, false) = false
        and exists (select 1 from question_areas qa where qa.question_id = live.id and qa.entry_id = any(${v.weakAreaIds}::uuid[]))
    ),
    unseen as (
      select live.id, 3 as tier, row_number() over (order by random()) as rank
      from live where not exists (select 1 from latest l where l.question_id = live.id)
    ),
    ranked as (
      select distinct on (id) id, tier, rank from (
        select * from due union all select * from weak union all select * from unseen
      ) x order by id, tier, rank
    )
    select id from ranked order by tier, rank limit ${v.limit}
  `.execute(db);
  return rows.map((r) => r.id);
}

export interface PercentileRow {
  /** null: the whole bank; else an MLA entry. */
  area_id: string | null;
  area_name: string | null;
  /** Learners who qualify (active in the window, enough answers). */
  learners: number;
  /** Of them, how many have a lower right-of-answered than the reader; null when the reader does not qualify. */
  below: number | null;
}

/**
 * Where the reader stands among learners active since `from`: for the whole bank (learners with
 * at least `minAnswers` answers in the window) and per live MLA entry (at least `minAreaAnswers`
 * answers of it), how many qualify and how many of them have a lower share right. One statement.
 */
export async function percentileRows(
  db: Db,
  v: { userId: string; from: Date; minAnswers: number; minAreaAnswers: number },
): Promise<PercentileRow[]> {
  const { rows } = await sql<PercentileRow>`
    with recent as (
      select t.user_id, t.question_id, t.correct from tries t where t.created_at >= ${v.from}
    ),
    overall as (
      select null::uuid as area_id, user_id, count(*)::int as answered, avg(correct::int)::float8 as share
      from recent group by user_id having count(*) >= ${v.minAnswers}
    ),
    by_area as (
      select qa.entry_id as area_id, r.user_id, count(*)::int as answered, avg(r.correct::int)::float8 as share
      from recent r join question_areas qa on qa.question_id = r.question_id
      group by qa.entry_id, r.user_id having count(*) >= ${v.minAreaAnswers}
    ),
    everyone as (select * from overall union all select * from by_area),
    me as (select area_id, share from everyone where user_id = ${v.userId})
    select e.area_id, m.name as area_name,
           count(*)::int as learners,
           case when exists (select 1 from me where me.area_id is not distinct from e.area_id) then
             (select count(*)::int from everyone o
               where o.area_id is not distinct from e.area_id
                 and o.share < (select me.share from me where me.area_id is not distinct from e.area_id))
           end as below
    from everyone e
    left join content_map_entries m on m.id = e.area_id
    where e.area_id is null or m.retired_in is null
    group by e.area_id, m.name
    order by e.area_id nulls first, m.name
  `.execute(db);
  return rows;
}
