import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";

/**
 * Saves the key, or answers the one already saved for the question. One statement: the
 * conflict's no-op update locks and returns the saved row, so a deletion committed between an
 * insert that did nothing and a second read cannot leave nothing to answer.
 */
export async function saveRevisionKey(
  db: Db,
  row: { id: string; user_id: string; question_id: string; category_id: string; answer: string; created_at: Date },
): Promise<{ id: string }> {
  return db
    .insertInto("revision_keys")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["user_id", "question_id"]).doUpdateSet({ user_id: (eb) => eb.ref("excluded.user_id") }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
}

const savedAmong = compiledOnce((db, v: { userId: string; questionIds: string[] }) =>
  db
    .selectFrom("revision_keys")
    .select("question_id")
    .where("user_id", "=", v.userId)
    .where(sql<boolean>`question_id = any(${v.questionIds}::uuid[])`),
);

export async function savedQuestionIds(db: Db, userId: string, questionIds: string[]): Promise<Set<string>> {
  if (questionIds.length === 0) return new Set();
  const rows = await savedAmong(db, { userId, questionIds });
  return new Set(rows.map((r) => r.question_id));
}

/** A saved key with what the screens show beside it: the question's text and the category's name. */
export interface RevisionKeyWithContext {
  id: string;
  question_id: string;
  question_text: string;
  answer: string;
  category_id: string;
  category_name: string;
  created_at: Date;
}

/** A LIKE pattern matching `text` anywhere, with the wildcards % and _ (and the escape \) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const keysWithContext = (db: Db, userId: string) =>
  db
    .selectFrom("revision_keys as rk")
    .innerJoin("questions as q", "q.id", "rk.question_id")
    .innerJoin("categories as c", "c.id", "rk.category_id")
    .where("rk.user_id", "=", userId);

const keyColumns = [
  "rk.id",
  "rk.question_id",
  "q.question_text",
  "rk.answer",
  "rk.category_id",
  "c.name as category_name",
  "rk.created_at",
] as const;

/**
 * The learner's keys with their question and category, gathered first (a materialised CTE) and
 * searched after. Searching the joined tables directly made PostgreSQL estimate each `ilike`
 * against the columns' statistics of long texts: planning took 5–9 ms for 1–2 ms of work. The
 * search reads every key of the learner either way (`ilike '%…%'` uses no index).
 */
const learnerKeys = (db: Db, userId: string) =>
  db
    .with(
      (wb) => wb("k").materialized(),
      () => keysWithContext(db, userId).select(keyColumns),
    )
    .selectFrom("k");

type KeysQuery = ReturnType<typeof learnerKeys>;

/** Case-insensitive search over the question text, the saved answer and the category name. */
function matching(query: KeysQuery, pattern: string): KeysQuery {
  // Backslash is PostgreSQL's default LIKE escape; naming it keeps the pattern's meaning explicit.
  const contains = (column: "k.question_text" | "k.answer" | "k.category_name") =>
    sql<boolean>`${sql.ref(column)} ilike ${pattern} escape '\\'`;
  return query.where((eb) => eb.or([contains("k.question_text"), contains("k.answer"), contains("k.category_name")]));
}

interface PageValues {
  userId: string;
  pattern: string;
  skip: number;
  size: number;
}

const page = (query: KeysQuery, v: PageValues) =>
  query
    .selectAll("k")
    // The total rides along with the page: one statement, planned once.
    .select(sql<number>`count(*) over ()`.as("total"))
    .orderBy("k.created_at", "desc")
    .orderBy("k.id", "desc")
    .offset(v.skip)
    .limit(v.size);

const everyKeyPage = compiledOnce((db, v: PageValues) => page(learnerKeys(db, v.userId), v));
const matchingKeyPage = compiledOnce((db, v: PageValues) => page(matching(learnerKeys(db, v.userId), v.pattern), v));

/** A page of a learner's keys, newest first, and how many match in all. */
export async function listRevisionKeys(
  db: Db,
  options: { userId: string; skip: number; size: number; query: string },
): Promise<{ rows: RevisionKeyWithContext[]; count: number }> {
  const { userId, skip, size, query } = options;
  const values = { userId, skip, size, pattern: query === "" ? "" : containsPattern(query) };
  const rows = await (query === "" ? everyKeyPage : matchingKeyPage)(db, values);
  const first = rows[0];
  if (first) return { rows: rows.map(({ total: _, ...row }) => row), count: Number(first.total) };
  if (skip === 0) return { rows: [], count: 0 };
  // An offset past the end: the page is empty, the total still counts.
  const base = learnerKeys(db, userId);
  const total = await (query === "" ? base : matching(base, values.pattern))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { rows: [], count: Number(total.n) };
}

/** Every key id of a learner, in the list's order (newest first). */
export async function revisionKeyIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("revision_keys")
    .select("id")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => r.id);
}

/** One of a learner's keys; undefined when it does not exist or belongs to someone else. */
export function findRevisionKey(db: Db, userId: string, id: string): Promise<RevisionKeyWithContext | undefined> {
  return keysWithContext(db, userId).where("rk.id", "=", id).select(keyColumns).executeTakeFirst();
}

/** Deletes one of a learner's keys; false when there was no such key of theirs. */
export async function deleteRevisionKey(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("revision_keys")
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
