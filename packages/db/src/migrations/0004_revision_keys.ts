import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("revision_keys")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("question_id", "uuid", (c) => c.notNull().references("questions.id").onDelete("cascade"))
    .addColumn("category_id", "uuid", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("revision_keys_user_question_key", ["user_id", "question_id"])
    .execute();
  await db.schema.createIndex("revision_keys_user_idx").on("revision_keys").columns(["user_id", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("revision_keys").execute();
}
