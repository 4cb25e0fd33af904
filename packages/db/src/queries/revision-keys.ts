import type { Db } from "../create-db.ts";

/** Saves a key once per learner and question; answers the existing key's id when already saved. */
export async function saveRevisionKey(
  db: Db,
  row: { id: string; user_id: string; question_id: string; category_id: string; answer: string },
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insertInto("revision_keys")
    .values(row)
    .onConflict((oc) => oc.columns(["user_id", "question_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom("revision_keys")
    .select("id")
    .where("user_id", "=", row.user_id)
    .where("question_id", "=", row.question_id)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

export async function savedQuestionIds(db: Db, userId: string, questionIds: string[]): Promise<Set<string>> {
  if (questionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("revision_keys")
    .select("question_id")
    .where("user_id", "=", userId)
    .where("question_id", "in", questionIds)
    .execute();
  return new Set(rows.map((r) => r.question_id));
}
