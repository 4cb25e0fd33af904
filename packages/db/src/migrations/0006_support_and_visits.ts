import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("tickets")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("question_id", "uuid", (c) => c.references("questions.id").onDelete("set null"))
    .addColumn("category", "smallint", (c) => c.notNull().check(sql`category between 0 and 3`))
    .addColumn("text", "text", (c) => c.notNull().check(sql`length(btrim(text)) > 0`))
    .addColumn("status", "smallint", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status between 0 and 2`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_activity_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("tickets_user_idx").on("tickets").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("tickets_status_idx").on("tickets").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("ticket_answers")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("ticket_id", "uuid", (c) => c.notNull().references("tickets.id").onDelete("cascade"))
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull().check(sql`length(btrim(text)) > 0`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("ticket_answers_ticket_idx")
    .on("ticket_answers")
    .columns(["ticket_id", "created_at"])
    .execute();

  await db.schema
    .createTable("visits")
    .addColumn("day", "date", (c) => c.notNull())
    .addColumn("visitor_hash", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("visits_pkey", ["day", "visitor_hash"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["visits", "ticket_answers", "tickets"]) await db.schema.dropTable(t).execute();
}
