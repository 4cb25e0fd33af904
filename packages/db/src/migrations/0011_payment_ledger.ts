import { sql, type Kysely } from "kysely";

/**
 * What payments need beyond the subscription and attempt tables: each checkout started (so
 * its return page can say how it went, and the offline checkout can complete it), each
 * payment taken (the learner's history), and every level change with who and why.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("checkouts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purchase", "text", (c) => c.notNull().check(sql`purchase in ('plan', 'mastery')`))
    .addColumn("price_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('open', 'paid', 'cancelled')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("completed_at", "timestamptz")
    .execute();
  await db.schema.createIndex("checkouts_user_idx").on("checkouts").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("source_id", "text", (c) => c.notNull().unique())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("receipt_url", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payments_user_idx").on("payments").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("level_changes")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("from_level", "double precision", (c) => c.notNull())
    .addColumn("to_level", "double precision", (c) => c.notNull())
    .addColumn("reason", "text", (c) =>
      c.notNull().check(sql`reason in ('purchase', 'webhook', 'admin', 'expiry', 'trial')`),
    )
    .addColumn("actor_id", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("level_changes_user_idx")
    .on("level_changes")
    .columns(["user_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["level_changes", "payments", "checkouts"]) await db.schema.dropTable(t).execute();
}
