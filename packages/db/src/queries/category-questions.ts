import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";

export interface CategoryQuestion {
  readonly id: string;
  readonly question_text: string;
}

/** A category as read with its content version (`findCategoryInScope`). */
export interface VersionedCategory {
  id: string;
  content_version: number;
}

/**
 * Question text kept in memory per process, over all categories: the bench's bank of 10,000
 * questions is 2.4 million characters. The least recently read category goes first.
 */
const MAX_CACHED_CHARS = 4_000_000;

interface Entry {
  version: number;
  chars: number;
  questions: readonly CategoryQuestion[];
}

const categoryQuestions = compiledOnce((db, v: { categoryId: string }) =>
  db
    .selectFrom("questions")
    .select(["id", "question_text"])
    .where("category_id", "=", v.categoryId)
    .where("retired_at", "is", null)
    .orderBy("id"),
);

/** One map per database handle: a transaction, or a test's own database, never shares one. */
const caches = new WeakMap<Db, { entries: Map<string, Entry>; chars: number }>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map(), chars: 0 }));
  return cache;
}

/**
 * A category's live questions by id, the same for every reader: kept in memory while the
 * category's content version is the one read with it. The version moves in the transaction of
 * every question written into, out of or within the category (migration 0067), and the list is
 * read after the version, so a list kept under a version is never older than it. The list is
 * frozen: every caller shares it.
 */
export async function listCategoryQuestions(db: Db, category: VersionedCategory): Promise<readonly CategoryQuestion[]> {
  const cache = cacheOf(db);
  const kept = cache.entries.get(category.id);
  if (kept && kept.version === category.content_version) {
    cache.entries.delete(category.id);
    cache.entries.set(category.id, kept);
    return kept.questions;
  }
  const rows = await categoryQuestions(db, { categoryId: category.id });
  const questions = Object.freeze(rows.map((row) => Object.freeze({ id: row.id, question_text: row.question_text })));
  keep(cache, category.id, { version: category.content_version, chars: charsOf(questions), questions });
  return questions;
}

const charsOf = (questions: readonly CategoryQuestion[]) =>
  questions.reduce((sum, q) => sum + q.id.length + q.question_text.length, 0);

function keep(cache: { entries: Map<string, Entry>; chars: number }, id: string, entry: Entry) {
  const current = cache.entries.get(id);
  // A slower reader of an older version does not replace a newer list.
  if (current && current.version > entry.version) return;
  if (current) {
    cache.entries.delete(id);
    cache.chars -= current.chars;
  }
  if (entry.chars > MAX_CACHED_CHARS) return;
  for (const [oldest, old] of cache.entries) {
    if (cache.chars + entry.chars <= MAX_CACHED_CHARS) break;
    cache.entries.delete(oldest);
    cache.chars -= old.chars;
  }
  cache.entries.set(id, entry);
  cache.chars += entry.chars;
}
