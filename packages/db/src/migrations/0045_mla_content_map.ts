import { sql, type Kysely } from "kysely";

/** The 24 areas of clinical practice of the GMC's MLA content map, as first published. */
const CLINICAL_AREAS = [
  "Acute and emergency",
  "Cancer",
  "Cardiovascular",
  "Child health",
  "Clinical haematology",
  "Clinical imaging",
  "Dermatology",
  "Ear, nose and throat",
  "Endocrine and metabolic",
  "Gastrointestinal including liver",
  "General practice and primary healthcare",
  "Infection",
  "Medicine of older adult",
  "Mental health",
  "Musculoskeletal",
  "Neurosciences",
  "Obstetrics and gynaecology",
  "Ophthalmology",
  "Palliative and end of life care",
  "Perioperative medicine and anaesthesia",
  "Renal and urology",
  "Respiratory",
  "Sexual health",
  "Surgery",
];

/** The instant the seeded map is dated: the MLA's start for PLAB 1. */
const SEEDED_AT = "2024-01-01T00:00:00Z";

/**
 * The MLA content map, versioned: each upload of the GMC's spreadsheet is a version. An entry
 * keeps its id from the version that added it until a version leaves it out (`retired_in`), so
 * questions keep their tags across versions. Presentations and conditions link to areas.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_map_versions")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("number", "integer", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("content_map_entries")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('clinical area', 'professional knowledge', 'presentation', 'condition')`),
    )
    .addColumn("name", "text", (c) => c.notNull().check(sql`length(btrim(name)) between 1 and 200`))
    .addColumn("added_in", "uuid", (c) => c.notNull().references("content_map_versions.id"))
    .addColumn("retired_in", "uuid", (c) => c.references("content_map_versions.id"))
    .execute();
  await sql`create unique index content_map_entries_one_live_name on content_map_entries (kind, lower(name)) where retired_in is null`.execute(
    db,
  );

  await db.schema
    .createTable("content_map_links")
    .addColumn("entry_id", "uuid", (c) => c.notNull().references("content_map_entries.id").onDelete("cascade"))
    .addColumn("area_id", "uuid", (c) => c.notNull().references("content_map_entries.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("content_map_links_pk", ["entry_id", "area_id"])
    .execute();

  await db.schema
    .createTable("question_areas")
    .addColumn("question_id", "uuid", (c) => c.notNull().references("questions.id").onDelete("cascade"))
    .addColumn("entry_id", "uuid", (c) => c.notNull().references("content_map_entries.id").onDelete("restrict"))
    .addPrimaryKeyConstraint("question_areas_pk", ["question_id", "entry_id"])
    .execute();
  await db.schema
    .createIndex("question_areas_entry_idx")
    .on("question_areas")
    .columns(["entry_id", "question_id"])
    .execute();

  const version = await sql<{ id: string }>`
    insert into content_map_versions (id, number, created_at) values (gen_random_uuid(), 1, ${SEEDED_AT})
    returning id`.execute(db);
  const versionId = version.rows[0]!.id;
  for (const name of CLINICAL_AREAS) {
    await sql`insert into content_map_entries (id, kind, name, added_in)
      values (gen_random_uuid(), 'clinical area', ${name}, ${versionId})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["question_areas", "content_map_links", "content_map_entries", "content_map_versions"])
    await db.schema.dropTable(t).execute();
}
