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

/** The question's version: the number of its latest revision (0 before any). */
export async function questionVersion(db: Db, questionId: string): Promise<number> {
  const row = await db
    .selectFrom("question_revisions")
    .select(sql<number>`coalesce(max(number), 0)::int`.as("version"))
    .where("question_id", "=", questionId)
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Those of the questions that have no revision yet (from the seed or a bulk load). */
export async function questionsWithoutRevisions(db: Db, questionIds: string[]): Promise<Set<string>> {
  if (questionIds.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`
    select q.id from unnest(${questionIds}::uuid[]) as q(id)
    where not exists (select 1 from question_revisions r where r.question_id = q.id)
  `.execute(db);
  return new Set(rows.map((r) => r.id));
}

/** Whether a revision after `version` changed anything besides the `ignored` fields. */
export async function changedSince(db: Db, questionId: string, version: number, ignored: string[]): Promise<boolean> {
  const row = await db
    .selectFrom("question_revisions")
    .select("id")
    .where("question_id", "=", questionId)
    .where("number", ">", version)
    .where(sql<boolean>`not (changed <@ ${sql.val(ignored)}::text[])`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A live question's row, locked until the caller's transaction ends: an edit reads what it
 * keeps (image, name) and what changed since its form was opened under the lock, so two
 * saves take turns.
 */
export function lockQuestionForEdit(db: Db, questionId: string) {
  return db
    .selectFrom("questions")
    .select(["id", "image_id", "image_name", "name"])
    .where("id", "=", questionId)
    .where("retired_at", "is", null)
    .forUpdate()
    .executeTakeFirst();
}
