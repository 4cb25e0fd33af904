import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import type { QuestionSnapshot, RevisionSource } from "../schema.ts";

export interface NewRevision {
  id: string;
  question_id: string;
  author_id: string | null;
  source: RevisionSource;
  changed: string[];
  snapshot: QuestionSnapshot;
  created_at: Date;
}

/** Records revisions, each numbered after its question's last one (callers hold the question's row). */
export async function addRevisions(db: Db, rows: NewRevision[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("question_revisions")
      .values(
        rows.slice(i, i + 500).map((r) => ({
          ...r,
          snapshot: JSON.stringify(r.snapshot),
          number: sql<number>`(select coalesce(max(number), 0) + 1 from question_revisions where question_id = ${r.question_id})`,
        })),
      )
      .execute();
  }
}

export interface RevisionRow {
  id: string;
  number: number;
  source: RevisionSource;
  changed: string[];
  snapshot: QuestionSnapshot;
  created_at: Date;
  author_name: string | null;
}

export async function listRevisions(db: Db, questionId: string): Promise<RevisionRow[]> {
  return db
    .selectFrom("question_revisions as r")
    .leftJoin("users as u", "u.id", "r.author_id")
    .select([
      "r.id",
      "r.number",
      "r.source",
      "r.changed",
      "r.snapshot",
      "r.created_at",
      sql<string | null>`nullif(btrim(u.first_name || ' ' || u.second_name), '')`.as("author_name"),
    ])
    .where("r.question_id", "=", questionId)
    .orderBy("r.number", "desc")
    .execute();
}

export async function markKeyChanged(db: Db, questionId: string, now: Date): Promise<void> {
  await db.updateTable("questions").set({ key_changed_at: now }).where("id", "=", questionId).execute();
}

export async function findRevision(db: Db, questionId: string, number: number): Promise<RevisionRow | undefined> {
  return (await listRevisions(db, questionId)).find((r) => r.number === number);
}
