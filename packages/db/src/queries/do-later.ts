import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import { compiledOnce } from "../compiled-once.ts";

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

const doLaterQuery = (db: Db, userId: string) =>
  db.selectFrom("do_later").select("question_id").where("user_id", "=", userId);
const allDoLater = compiledOnce((db, v: { userId: string }) =>
  doLaterQuery(db, v.userId).orderBy("created_at").orderBy("question_id"),
);
const someDoLater = compiledOnce((db, v: { userId: string; questionIds: string[] }) =>
  doLaterQuery(db, v.userId)
    .where(sql<boolean>`question_id = any(${v.questionIds}::uuid[])`)
    .orderBy("created_at")
    .orderBy("question_id"),
);

export async function listDoLater(db: Db, userId: string, questionIds?: string[]): Promise<string[]> {
  if (questionIds && questionIds.length === 0) return [];
  const rows = questionIds ? await someDoLater(db, { userId, questionIds }) : await allDoLater(db, { userId });
  return rows.map((r) => r.question_id);
}
