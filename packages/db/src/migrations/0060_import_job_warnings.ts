import { sql, type Kysely } from "kysely";

/**
 * A background import keeps what an inline one answers besides its counts: the warnings (what
 * each imported question lost, by name) and the categories it created (hidden until shown).
 * The categories are written with each batch's progress, so a resumed job still names those an
 * earlier run created; jobs finished before this migration list none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("import_jobs")
    .addColumn("warnings", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("new_categories", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable("import_jobs")
    .alterColumn("warnings", (c) => c.dropDefault())
    .alterColumn("new_categories", (c) => c.dropDefault())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("import_jobs").dropColumn("warnings").dropColumn("new_categories").execute();
}
