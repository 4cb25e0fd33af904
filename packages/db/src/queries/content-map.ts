import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import type { ContentMapKind } from "../schema.ts";
import { levelInScope, type CategoryScope } from "./categories.ts";

export interface ContentMapEntry {
  id: string;
  kind: ContentMapKind;
  name: string;
  /** The clinical areas a presentation or condition belongs to (ids). */
  area_ids: string[];
}

/** The map's live entries (not retired by a later version), areas first, by name. */
export async function listLiveEntries(db: Db): Promise<ContentMapEntry[]> {
  const rows = await db
    .selectFrom("content_map_entries as e")
    .select((eb) => [
      "e.id",
      "e.kind",
      "e.name",
      eb.fn
        .coalesce(
          eb
            .selectFrom("content_map_links as l")
            .select(sql<string[]>`array_agg(l.area_id::text order by l.area_id)`.as("ids"))
            .whereRef("l.entry_id", "=", "e.id"),
          sql<string[]>`'{}'::text[]`,
        )
        .as("area_ids"),
    ])
    .where("e.retired_in", "is", null)
    .orderBy(sql`e.kind = 'clinical area'`, "desc")
    .orderBy("e.kind")
    .orderBy("e.name")
    .execute();
  return rows;
}

export async function currentMapVersion(db: Db): Promise<{ id: string; number: number }> {
  return db
    .selectFrom("content_map_versions")
    .select(["id", "number"])
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** Takes the map for the rest of the transaction: versions are numbered one at a time. */
export async function lockContentMap(db: Db): Promise<void> {
  await sql`lock table content_map_versions in exclusive mode`.execute(db);
}

export async function insertMapVersion(
  db: Db,
  row: { id: string; number: number; created_at: Date; created_by: string },
) {
  await db.insertInto("content_map_versions").values(row).execute();
}

export async function insertMapEntries(
  db: Db,
  rows: { id: string; kind: ContentMapKind; name: string; added_in: string }[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto("content_map_entries").values(rows).execute();
}

export async function retireMapEntries(db: Db, ids: string[], versionId: string): Promise<void> {
  if (ids.length > 0)
    await db.updateTable("content_map_entries").set({ retired_in: versionId }).where("id", "in", ids).execute();
}

/** Replaces the areas each given entry links to. */
export async function setMapLinks(db: Db, links: { entry_id: string; area_ids: string[] }[]): Promise<void> {
  if (links.length === 0) return;
  await db
    .deleteFrom("content_map_links")
    .where(
      "entry_id",
      "in",
      links.map((l) => l.entry_id),
    )
    .execute();
  const rows = links.flatMap((l) => l.area_ids.map((area_id) => ({ entry_id: l.entry_id, area_id })));
  if (rows.length > 0) await db.insertInto("content_map_links").values(rows).execute();
}

/** Renames a live entry; the unique index on live names refuses a name its kind already has. */
export async function renameMapEntry(db: Db, id: string, name: string): Promise<"renamed" | "missing" | "taken"> {
  try {
    const result = await db
      .updateTable("content_map_entries")
      .set({ name })
      .where("id", "=", id)
      .where("retired_in", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? "renamed" : "missing";
  } catch (error) {
    if ((error as { code?: string }).code === "23505") return "taken";
    throw error;
  }
}

/** Area ids of many questions at once. */
export async function areasOfQuestions(db: Db, questionIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (let i = 0; i < questionIds.length; i += 5000) {
    const rows = await db
      .selectFrom("question_areas")
      .select(["question_id", "entry_id"])
      .where("question_id", "in", questionIds.slice(i, i + 5000))
      .orderBy("question_id")
      .orderBy("entry_id")
      .execute();
    for (const r of rows) out.set(r.question_id, [...(out.get(r.question_id) ?? []), r.entry_id]);
  }
  return out;
}

/** Replaces each question's tags. */
export async function setQuestionAreas(db: Db, tags: { question_id: string; area_ids: string[] }[]): Promise<void> {
  for (let i = 0; i < tags.length; i += 2000) {
    const chunk = tags.slice(i, i + 2000);
    await db
      .deleteFrom("question_areas")
      .where(
        "question_id",
        "in",
        chunk.map((t) => t.question_id),
      )
      .execute();
    const rows = chunk.flatMap((t) => t.area_ids.map((entry_id) => ({ question_id: t.question_id, entry_id })));
    for (let j = 0; j < rows.length; j += 5000)
      await db
        .insertInto("question_areas")
        .values(rows.slice(j, j + 5000))
        .execute();
  }
}

/** Adds tags to many questions, keeping the ones they have. */
export async function addQuestionAreas(db: Db, questionIds: string[], areaIds: string[]): Promise<void> {
  const rows = questionIds.flatMap((question_id) => areaIds.map((entry_id) => ({ question_id, entry_id })));
  if (rows.length > 0)
    await db
      .insertInto("question_areas")
      .values(rows)
      .onConflict((oc) => oc.columns(["question_id", "entry_id"]).doNothing())
      .execute();
}

export interface AreaCoverageRow {
  id: string;
  name: string;
  kind: ContentMapKind;
  questions: number;
  answered: number;
  correct: number;
}

/**
 * The map's live entries with the live questions tagged with each in the reader's scope and,
 * for one learner, how many of those their latest try since the reset answered, and got
 * right. Clinical areas always; other entries once they hold a question.
 */
export async function listAreaCoverage(
  db: Db,
  scope: CategoryScope,
  learner: { userId: string; since: Date | null } | null,
): Promise<AreaCoverageRow[]> {
  const { rows } = await sql<AreaCoverageRow>`
    with latest as (
      select distinct on (t.question_id) t.question_id, t.correct
      from tries t
      where t.user_id = ${learner?.userId ?? null} and t.created_at > ${learner?.since ?? new Date(0)}
      order by t.question_id, t.created_at desc, t.id desc
    )
    select e.id, e.name, e.kind,
           count(x.question_id)::int as questions,
           count(l.question_id)::int as answered,
           count(l.question_id) filter (where l.correct)::int as correct
    from content_map_entries e
    left join (
      select qa.entry_id, qa.question_id
      from question_areas qa
      join questions q on q.id = qa.question_id
      join categories c on c.id = q.category_id
      where q.retired_at is null and ${levelInScope(sql.ref("c.level"), scope)}
    ) x on x.entry_id = e.id
    left join latest l on l.question_id = x.question_id
    where e.retired_in is null
    group by e.id, e.name, e.kind
    having e.kind = 'clinical area' or count(x.question_id) > 0
    order by (e.kind = 'clinical area') desc, e.kind, e.name
  `.execute(db);
  return rows;
}

export interface LearnerAreaTally {
  id: string;
  name: string;
  answered: number;
  correct: number;
}

/**
 * The live map entries the learner has answered questions of (live, in their scope), with how
 * many their latest try since the reset answered and got right: `listAreaCoverage`'s learner
 * figures for the entries they touched, read from their own tries (an index-only range) rather
 * than from every tag of the bank. The latest try is the one with the latest instant (the index
 * holds no id to break a tie; a learner's answers to one question never share an instant).
 */
export async function listLearnerAreaTallies(
  db: Db,
  scope: CategoryScope,
  learner: { userId: string; since: Date | null },
): Promise<LearnerAreaTally[]> {
  const { rows } = await sql<LearnerAreaTally>`
    with latest as (
      select distinct on (t.question_id) t.question_id, t.correct
      from tries t
      where t.user_id = ${learner.userId} and t.created_at > ${learner.since ?? new Date(0)}
      order by t.question_id, t.created_at desc
    )
    select e.id, e.name, count(*)::int as answered, count(*) filter (where l.correct)::int as correct
    from latest l
    join questions q on q.id = l.question_id
    join categories c on c.id = q.category_id
    join question_areas qa on qa.question_id = l.question_id
    join content_map_entries e on e.id = qa.entry_id
    where q.retired_at is null and e.retired_in is null and ${levelInScope(sql.ref("c.level"), scope)}
    group by e.id, e.name
  `.execute(db);
  return rows;
}

/** How many of these ids are live entries of the map. */
export async function countLiveEntries(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom("content_map_entries")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("id", "in", ids)
    .where("retired_in", "is", null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Entries' names by id, retired ones too (an old revision may carry them). */
export async function entryNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("content_map_entries").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
