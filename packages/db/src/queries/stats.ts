import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";

/**
 * How many questions the learner tried since the reset, and how many of those the latest try
 * got right: the sum of the per-category counters (learner_category_stats).
 */
const tryTotals = compiledOnce(
  (_db, v: { userId: string }) => sql<{ all: number; right: number }>`
    select coalesce(sum(s.right_count + s.wrong_count), 0)::int as all, coalesce(sum(s.right_count), 0)::int as right
    from learner_category_stats s
    where s.user_id = ${v.userId}
  `,
);

export async function latestTryTotals(db: Db, userId: string): Promise<{ all: number; right: number }> {
  const [totals] = await tryTotals(db, { userId });
  return totals ?? { all: 0, right: 0 };
}

export type Period = "day" | "week";

/**
 * The learner's tries per day or week (weeks start on Monday), the last `count` periods up
 * to `now` in `timeZone`, empty periods included. Each period is an index range scan of
 * (user_id, created_at); tries before `since` are left out.
 */
interface PeriodValues {
  userId: string;
  since: Date;
  /** Periods before the current one. */
  back: number;
  timeZone: string;
  now: Date;
}

/** One statement per period: its length is part of the statement, not a value. */
const periodTries = (period: Period) =>
  compiledOnce((db, v: PeriodValues) => {
    const step = period === "day" ? sql`interval '1 day'` : sql`interval '7 days'`;
    return sql<{ start: string; correct: number; wrong: number }>`
      with periods as (
        select generate_series(
          date_trunc(${period}, ${v.now}::timestamptz at time zone ${v.timeZone}) - ${step} * ${v.back},
          date_trunc(${period}, ${v.now}::timestamptz at time zone ${v.timeZone}),
          ${step}
        ) as local_start
      )
      select to_char(p.local_start, 'YYYY-MM-DD') as start,
             -- count(t.correct), not count(t.id): the index (user_id, created_at) include (correct)
             -- then answers alone, without visiting the table.
             count(t.correct) filter (where t.correct)::int as correct,
             count(t.correct) filter (where not t.correct)::int as wrong
      from periods p
      left join tries t
        on t.user_id = ${v.userId}
       and t.created_at >= (p.local_start at time zone ${v.timeZone})
       and t.created_at < ((p.local_start + ${step}) at time zone ${v.timeZone})
       and t.created_at > ${v.since}
      group by p.local_start
      order by p.local_start
    `;
  });
const PERIOD_TRIES = { day: periodTries("day"), week: periodTries("week") };

export function triesPerPeriod(
  db: Db,
  options: { userId: string; since: Date | null; period: Period; count: number; timeZone: string; now: Date },
): Promise<{ start: string; correct: number; wrong: number }[]> {
  const { userId, timeZone, now } = options;
  return PERIOD_TRIES[options.period](db, {
    userId,
    since: options.since ?? new Date(0),
    back: options.count - 1,
    timeZone,
    now,
  });
}

export async function usersPerLevel(db: Db): Promise<{ level: number; amount: number }[]> {
  return db
    .selectFrom("users")
    .select(["level", sql<number>`count(*)::int`.as("amount")])
    .where("deleted_at", "is", null)
    .groupBy("level")
    .orderBy("level")
    .execute();
}

export async function ticketsPerCategory(db: Db): Promise<{ category: number; amount: number }[]> {
  return db
    .selectFrom("tickets")
    .select(["category", sql<number>`count(*)::int`.as("amount")])
    .groupBy("category")
    .orderBy("category")
    .execute();
}

/** Distinct visitors per day or week (Monday) for the last `count` periods, empty ones included. */
export async function visitorsPerPeriod(
  db: Db,
  options: { period: Period; count: number; timeZone: string; now: Date },
): Promise<{ start: string; visitors: number }[]> {
  const step = options.period === "day" ? sql`interval '1 day'` : sql`interval '7 days'`;
  const unit = options.period === "day" ? "day" : "week";
  const result = await sql<{ start: string; visitors: number }>`
    with periods as (
      select generate_series(
        date_trunc(${unit}, ${options.now}::timestamptz at time zone ${options.timeZone}) - ${step} * ${options.count - 1},
        date_trunc(${unit}, ${options.now}::timestamptz at time zone ${options.timeZone}),
        ${step}
      )::date as start
    )
    select to_char(p.start, 'YYYY-MM-DD') as start, count(v.visitor_hash)::int as visitors
    from periods p
    left join visits v on v.day >= p.start and v.day < (p.start + ${step})::date
    group by p.start
    order by p.start
  `.execute(db);
  return result.rows;
}

/** Counts a visitor once per day; the hash is all that is kept. */
export async function recordVisit(db: Db, day: string, visitorHash: string): Promise<void> {
  await db
    .insertInto("visits")
    .values({ day, visitor_hash: visitorHash })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The date of `now` in a time zone, by the database's time zone rules (as the periods above). */
export async function localDate(db: Db, now: Date, timeZone: string): Promise<string> {
  const result = await sql<{
    day: string;
  }>`select to_char(${now}::timestamptz at time zone ${timeZone}, 'YYYY-MM-DD') as day`.execute(db);
  return result.rows[0]!.day;
}
