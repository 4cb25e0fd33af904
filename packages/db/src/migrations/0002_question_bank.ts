import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("categories")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("name", "varchar(25)", (c) => c.notNull().check(sql`length(btrim(name)) > 0`))
    .addColumn("level", "double precision", (c) => c.notNull().check(sql`level in (2, 3, 4, 5, 6, 9)`))
    .addColumn("rank", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("categories_level_rank_idx").on("categories").columns(["level", "rank"]).execute();

  await db.schema
    .createTable("images")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("mime", "text", (c) =>
      c.notNull().check(sql`mime in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')`),
    )
    .addColumn("bytes", "bytea", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull().check(sql`size > 0 and size <= 5242880`))
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('question', 'hosted')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("questions")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("category_id", "uuid", (c) => c.notNull().references("categories.id").onDelete("restrict"))
    .addColumn("question_text", "text", (c) => c.notNull().check(sql`length(btrim(question_text)) > 0`))
    .addColumn("explanation_text", "text", (c) => c.notNull())
    .addColumn("options", sql`text[]`, (c) =>
      c.notNull().check(sql`cardinality(options) = 5 and array_position(options, null) is null`),
    )
    .addColumn("image_id", "uuid", (c) => c.references("images.id").onDelete("set null"))
    .addColumn("image_name", "text")
    .addColumn("url", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("questions_category_idx").on("questions").columns(["category_id", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["questions", "images", "categories"]) await db.schema.dropTable(t).execute();
}
