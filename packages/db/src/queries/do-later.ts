import type { Db } from "../create-db.ts";

export async function addDoLater(db: Db, userId: string, questionId: string, now: Date): Promise<void> {
  await db
    .insertInto("do_later")
    .values({ user_id: userId, question_id: questionId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeDoLater(db: Db, userId: string, questionId: string): Promise<void> {
  await db.deleteFrom("do_later").where("user_id", "=", userId).where("question_id", "=", questionId).execute();
}

export async function listDoLater(db: Db, userId: string, questionIds?: string[]): Promise<string[]> {
  if (questionIds && questionIds.length === 0) return [];
  let query = db.selectFrom("do_later").select("question_id").where("user_id", "=", userId);
  if (questionIds) query = query.where("question_id", "in", questionIds);
  return (await query.orderBy("created_at").orderBy("question_id").execute()).map((r) => r.question_id);
}
