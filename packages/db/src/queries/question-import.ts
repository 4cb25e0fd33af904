import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import type { QuestionFields } from "./admin.ts";

/** Imports run one at a time, so two uploads of one file cannot both add its questions. */
export async function lockQuestionImport(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('question import'))`.execute(db);
}

export interface ImportCandidate extends QuestionFields {
  id: string;
  external_id: string | null;
  image_sha256: string | null;
}

/** Live questions an import may match: by external id anywhere, or by stem in the given categories. */
export async function findImportCandidates(
  db: Db,
  match: { externalIds: string[]; stems: { categoryIds: string[]; texts: string[] } },
): Promise<ImportCandidate[]> {
  const { categoryIds, texts } = match.stems;
  const byStem = categoryIds.length > 0 && texts.length > 0;
  if (match.externalIds.length === 0 && !byStem) return [];
  return db
    .selectFrom("questions as q")
    .leftJoin("images as i", "i.id", "q.image_id")
    .select([
      "q.id",
      "q.category_id",
      "q.name",
      "q.question_text",
      "q.explanation_text",
      "q.options",
      "q.url",
      "q.image_id",
      "q.image_name",
      "q.external_id",
      "i.sha256 as image_sha256",
    ])
    .where("q.retired_at", "is", null)
    .where((eb) =>
      eb.or([
        ...(match.externalIds.length > 0 ? [eb("q.external_id", "in", match.externalIds)] : []),
        ...(byStem ? [eb.and([eb("q.category_id", "in", categoryIds), eb("q.question_text", "in", texts)])] : []),
      ]),
    )
    .orderBy("q.id")
    .execute();
}

export type ImportedQuestion = QuestionFields & { id: string; external_id: string | null };

export async function insertImportedQuestions(db: Db, rows: ImportedQuestion[], now: Date): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("questions")
      .values(rows.slice(i, i + 500).map((r) => ({ ...r, created_at: now, updated_at: now })))
      .execute();
  }
}

export async function updateImportedQuestion(
  db: Db,
  row: ImportedQuestion,
  now: Date,
  keyChanged: boolean,
): Promise<void> {
  const { id, ...fields } = row;
  await db
    .updateTable("questions")
    .set({ ...fields, updated_at: now, ...(keyChanged ? { key_changed_at: now } : {}) })
    .where("id", "=", id)
    .execute();
}

export interface ExportRow {
  id: string;
  category_name: string;
  name: string | null;
  question_text: string;
  explanation_text: string;
  options: string[];
  url: string | null;
  external_id: string | null;
  image_name: string | null;
  image_mime: string | null;
  image_bytes: Buffer | null;
  areas: string[];
}

/** Live questions with their picture and tag names, a category's or all, in category order. */
export async function listQuestionsForExport(db: Db, categoryId: string | null): Promise<ExportRow[]> {
  let query = db
    .selectFrom("questions as q")
    .innerJoin("categories as c", "c.id", "q.category_id")
    .leftJoin("images as i", "i.id", "q.image_id")
    .select((eb) => [
      "q.id",
      "c.name as category_name",
      "q.name",
      "q.question_text",
      "q.explanation_text",
      "q.options",
      "q.url",
      "q.external_id",
      "q.image_name",
      "i.mime as image_mime",
      "i.bytes as image_bytes",
      eb.fn
        .coalesce(
          eb
            .selectFrom("question_areas as qa")
            .innerJoin("content_map_entries as e", "e.id", "qa.entry_id")
            .select(sql<string[]>`array_agg(e.name order by e.name)`.as("names"))
            .whereRef("qa.question_id", "=", "q.id"),
          sql<string[]>`'{}'::text[]`,
        )
        .as("areas"),
    ])
    .where("q.retired_at", "is", null);
  if (categoryId) query = query.where("q.category_id", "=", categoryId);
  const rows = await query.orderBy("c.rank").orderBy("q.id").execute();
  // pg gives bytea as a Buffer, PGlite as a plain Uint8Array.
  return rows.map((r) => ({ ...r, image_bytes: r.image_bytes ? Buffer.from(r.image_bytes) : null }));
}
