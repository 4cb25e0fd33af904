import { sql, type Kysely } from "kysely";

/**
 * Medical content changes: every change to a question is kept as a revision (the question as it
 * became, who, when, which fields). `key_changed_at` dates the last change of the key, for the
 * admin list's mark and learners' review note. `external_id` is the identity an imported
 * question had where it came from (Moodle's idnumber, a CSV column), unique when given.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("questions")
    .addColumn("external_id", "text", (c) => c.check(sql`length(external_id) between 1 and 200`))
    .addColumn("key_changed_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("questions_external_id_key")
    .on("questions")
    .column("external_id")
    .unique()
    .where(sql<boolean>`external_id is not null`)
    .execute();

  await db.schema
    .createTable("question_revisions")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("question_id", "uuid", (c) => c.notNull().references("questions.id").onDelete("cascade"))
    .addColumn("number", "integer", (c) => c.notNull().check(sql`number > 0`))
    .addColumn("author_id", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('form', 'import', 'restore')`))
    .addColumn("changed", sql`text[]`, (c) => c.notNull())
    .addColumn("snapshot", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addUniqueConstraint("question_revisions_number_key", ["question_id", "number"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("question_revisions").execute();
  await db.schema.dropIndex("questions_external_id_key").execute();
  await db.schema.alterTable("questions").dropColumn("external_id").dropColumn("key_changed_at").execute();
}
