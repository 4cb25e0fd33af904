import { sql, type Insertable } from "kysely";
import type { Db } from "../create-db.ts";
import type { ReviewCardKind, ReviewCardRow, ReviewCardState, ReviewCardsTable, ReviewStateJson } from "../schema.ts";

export type NewReviewCard = Insertable<ReviewCardsTable>;

/** Adds cards, skipping any the learner already has (one per learner, kind and question): answers how many were new. */
export async function addReviewCards(db: Db, rows: NewReviewCard[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto("review_cards")
    .values(rows)
    .onConflict((oc) => oc.columns(["user_id", "kind", "question_id"]).doNothing())
    .returning("id")
    .execute();
  return inserted.length;
}

/** The local day `now` falls in, in `timeZone`, as instants: [start, end). */
const dayBounds = (now: Date, timeZone: string) => ({
  start: sql<Date>`(date_trunc('day', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`,
  end: sql<Date>`((date_trunc('day', ${now}::timestamptz at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone})`,
});

export interface DueOptions {
  userId: string;
  now: Date;
  timeZone: string;
  /** New cards (never graded) shown per local day, counting those already graded today. */
  newPerDay: number;
}

/**
 * The learner's cards due by the end of today (local day in `timeZone`), oldest due first:
 * every card already under review, and new cards up to what is left of today's allowance.
 * Cards of retired questions are left out.
 */
export async function dueReviewCardIds(db: Db, o: DueOptions): Promise<string[]> {
  const day = dayBounds(o.now, o.timeZone);
  const result = await sql<{ id: string }>`
    with candidates as (
      select c.id, c.due, c.state,
             row_number() over (partition by c.state = 0 order by c.due, c.id) as rank
      from review_cards c
      join questions q on q.id = c.question_id
      where c.user_id = ${o.userId} and c.due < ${day.end} and q.retired_at is null
    ),
    new_today as (
      select count(*)::int as n from review_logs l
      where l.user_id = ${o.userId} and l.reviewed_at >= ${day.start} and (l.before->>'state')::int = 0
    )
    select id from candidates
    where state <> 0 or rank <= ${o.newPerDay} - (select n from new_today)
    order by due, id
  `.execute(db);
  return result.rows.map((r) => r.id);
}

/** A card with what the review screen shows: the question, its options, the key's or the explanation's text. */
export interface ReviewCardWithContext extends ReviewCardRow {
  question_text: string;
  explanation_text: string;
  image_id: string | null;
  image_name: string | null;
  options: string[];
  category_id: string;
  category_name: string;
  key_answer: string | null;
  key_changed_at: Date | null;
}

/** The learner's cards with these ids, in the order given. */
export async function reviewCardsWithContext(db: Db, userId: string, ids: string[]): Promise<ReviewCardWithContext[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("review_cards as c")
    .innerJoin("questions as q", "q.id", "c.question_id")
    .leftJoin("revision_keys as rk", "rk.id", "c.revision_key_id")
    .innerJoin("categories as cat", (j) => j.on(sql<boolean>`cat.id = coalesce(rk.category_id, q.category_id)`))
    .selectAll("c")
    .select([
      "q.question_text",
      "q.explanation_text",
      "q.image_id",
      "q.image_name",
      "q.options",
      "cat.id as category_id",
      "cat.name as category_name",
      "rk.answer as key_answer",
      "q.key_changed_at",
    ])
    .where("c.user_id", "=", userId)
    .where("c.id", "in", ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function findReviewCard(db: Db, userId: string, id: string): Promise<ReviewCardRow | undefined> {
  return db
    .selectFrom("review_cards")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Writes a card's new state only if nobody graded it since it was read (its `reps` is still
 * `seenReps`): of two parallel grades, the second waits for the first's row lock, then finds
 * `reps` moved and changes nothing. Answers whether this grade took effect.
 */
export async function setReviewCardState(
  db: Db,
  id: string,
  seenReps: number | null,
  state: ReviewCardState,
): Promise<boolean> {
  let update = db.updateTable("review_cards").set(state).where("id", "=", id);
  if (seenReps !== null) update = update.where("reps", "=", seenReps);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertReviewLog(
  db: Db,
  row: {
    id: string;
    card_id: string;
    user_id: string;
    rating: number;
    reviewed_at: Date;
    before: ReviewStateJson;
    after: ReviewStateJson;
  },
): Promise<void> {
  await db
    .insertInto("review_logs")
    .values({ ...row, before: JSON.stringify(row.before), after: JSON.stringify(row.after) })
    .execute();
}

/** Every card's id with its kind, for replaying schedules. */
export function allReviewCards(db: Db): Promise<{ id: string; kind: ReviewCardKind; created_at: Date }[]> {
  return db.selectFrom("review_cards").select(["id", "kind", "created_at"]).orderBy("id").execute();
}

/** A card's grades, oldest first. */
export function reviewLogsOf(db: Db, cardId: string): Promise<{ id: string; rating: number; reviewed_at: Date }[]> {
  return db
    .selectFrom("review_logs")
    .select(["id", "rating", "reviewed_at"])
    .where("card_id", "=", cardId)
    .orderBy("reviewed_at")
    .orderBy("id")
    .execute();
}

export async function setReviewLogStates(
  db: Db,
  id: string,
  before: ReviewStateJson,
  after: ReviewStateJson,
): Promise<void> {
  await db
    .updateTable("review_logs")
    .set({ before: JSON.stringify(before), after: JSON.stringify(after) })
    .where("id", "=", id)
    .execute();
}

/** The local days (YYYY-MM-DD in `timeZone`) on which the learner graded a card, newest first. */
export async function reviewDays(
  db: Db,
  options: { userId: string; timeZone: string; limit: number },
): Promise<string[]> {
  const result = await sql<{ day: string }>`
    select distinct to_char(reviewed_at at time zone ${options.timeZone}, 'YYYY-MM-DD') as day
    from review_logs
    where user_id = ${options.userId}
    order by day desc
    limit ${options.limit}
  `.execute(db);
  return result.rows.map((r) => r.day);
}

/** How many grades the learner gave today (local day in `timeZone`). */
export async function gradedToday(db: Db, options: { userId: string; now: Date; timeZone: string }): Promise<number> {
  const day = dayBounds(options.now, options.timeZone);
  const result = await sql<{ n: number }>`
    select count(*)::int as n from review_logs
    where user_id = ${options.userId} and reviewed_at >= ${day.start} and reviewed_at < ${day.end}
  `.execute(db);
  return result.rows[0]?.n ?? 0;
}

/** The instant today ends (local day of `now` in `timeZone`): a card due before it is due today. */
export async function endOfLocalDay(db: Db, now: Date, timeZone: string): Promise<Date> {
  const result = await sql<{ end: Date }>`select ${dayBounds(now, timeZone).end} as end`.execute(db);
  return new Date(result.rows[0]!.end);
}

/** Takes a card's row lock for the caller's transaction. */
export async function lockReviewCard(db: Db, id: string): Promise<void> {
  await db.selectFrom("review_cards").select("id").where("id", "=", id).forUpdate().execute();
}
