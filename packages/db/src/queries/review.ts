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
  /** New questions (every due card never graded) shown per local day, counting those already graded today. */
  newPerDay: number;
}

/** A question on today's list and its cards due today, the question card (if any) first. */
export interface DueQuestion {
  question_id: string;
  card_ids: string[];
  kinds: ReviewCardKind[];
}

/**
 * The learner's questions with cards due by the end of today (local day in `timeZone`), oldest
 * due first, each once with all of its due cards: every question with a card under review, and
 * new ones (all their due cards never graded) up to what is left of today's allowance. A question
 * graded today waits for tomorrow, whatever card it has since; cards of retired questions are
 * left out.
 */
export async function dueReviewQuestions(db: Db, o: DueOptions): Promise<DueQuestion[]> {
  const day = dayBounds(o.now, o.timeZone);
  const result = await sql<DueQuestion>`
    with graded_today as (
      select c.question_id, bool_and((l.before->>'state')::int = 0) as new
      from review_logs l join review_cards c on c.id = l.card_id
      where l.user_id = ${o.userId} and l.reviewed_at >= ${day.start}
      group by c.question_id
    ),
    due_questions as (
      select c.question_id, min(c.due) as due, bool_and(c.state = 0) as new,
             array_agg(c.id::text order by c.kind = 'key', c.id) as card_ids,
             array_agg(c.kind order by c.kind = 'key', c.id) as kinds,
             (array_agg(c.id order by c.kind = 'key', c.id))[1] as lead
      from review_cards c
      join questions q on q.id = c.question_id
      where c.user_id = ${o.userId} and c.due < ${day.end} and q.retired_at is null
        and c.question_id not in (select question_id from graded_today)
      group by c.question_id
    ),
    ranked as (
      select *, row_number() over (partition by new order by due, lead) as rank from due_questions
    )
    select question_id, card_ids, kinds from ranked
    where not new or rank <= ${o.newPerDay} - (select count(*)::int from graded_today where new)
    order by due, lead
  `.execute(db);
  return result.rows;
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
 * Takes the row locks of the learner's cards of a question, in id order (so two grades of the
 * question wait for each other instead of deadlocking), and answers the cards as they stand.
 */
export function lockQuestionCards(db: Db, userId: string, questionId: string): Promise<ReviewCardRow[]> {
  return db
    .selectFrom("review_cards")
    .selectAll()
    .where("user_id", "=", userId)
    .where("question_id", "=", questionId)
    .orderBy("id")
    .forUpdate()
    .execute();
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

/** How many questions the learner graded today (local day in `timeZone`), each once whatever its cards. */
export async function gradedToday(db: Db, options: { userId: string; now: Date; timeZone: string }): Promise<number> {
  const day = dayBounds(options.now, options.timeZone);
  const result = await sql<{ n: number }>`
    select count(distinct c.question_id)::int as n
    from review_logs l join review_cards c on c.id = l.card_id
    where l.user_id = ${options.userId} and l.reviewed_at >= ${day.start} and l.reviewed_at < ${day.end}
  `.execute(db);
  return result.rows[0]?.n ?? 0;
}

/** Today (the local day of `now` in `timeZone`) as instants: [start, end). */
export async function localDayBounds(db: Db, now: Date, timeZone: string): Promise<{ start: Date; end: Date }> {
  const day = dayBounds(now, timeZone);
  const result = await sql<{ start: Date; end: Date }>`select ${day.start} as start, ${day.end} as end`.execute(db);
  const row = result.rows[0]!;
  return { start: new Date(row.start), end: new Date(row.end) };
}

/** Takes a card's row lock for the caller's transaction. */
export async function lockReviewCard(db: Db, id: string): Promise<void> {
  await db.selectFrom("review_cards").select("id").where("id", "=", id).forUpdate().execute();
}
