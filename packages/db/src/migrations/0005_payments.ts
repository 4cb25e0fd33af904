import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("subscriptions")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("stripe_subscription_id", "text", (c) => c.notNull().unique())
    .addColumn("plan", "text", (c) => c.notNull().check(sql`plan in ('silver', 'gold', 'diamond')`))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("cancel_at_period_end", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("trial_end", "timestamptz")
    .addColumn("current_period_end", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("subscriptions_user_idx").on("subscriptions").column("user_id").execute();

  await db.schema
    .createTable("mastery_purchases")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("attempts", "integer", (c) => c.notNull().check(sql`attempts > 0`))
    .addColumn("used_attempts_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stripe_checkout_session_id", "text", (c) => c.unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("mastery_purchases_used_check", sql`used_attempts_count between 0 and attempts`)
    .execute();
  await db.schema.createIndex("mastery_purchases_user_idx").on("mastery_purchases").column("user_id").execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("processed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["payment_events", "mastery_purchases", "subscriptions"]) await db.schema.dropTable(t).execute();
}
