import { sql, type Kysely } from "kysely";

/**
 * The app's clock is the only clock: every insert names its times, so no column keeps an SQL
 * `now()` default that would stamp a row with the database server's time instead.
 */
const STAMPED = [
  ["users", "created_at"],
  ["users", "updated_at"],
  ["oauth_accounts", "created_at"],
  ["email_tokens", "created_at"],
  ["categories", "created_at"],
  ["images", "created_at"],
  ["questions", "created_at"],
  ["questions", "updated_at"],
  ["runs", "started_at"],
  ["tries", "created_at"],
  ["do_later", "created_at"],
  ["revision_keys", "created_at"],
  ["subscriptions", "created_at"],
  ["subscriptions", "updated_at"],
  ["mastery_purchases", "created_at"],
  ["payment_events", "processed_at"],
  ["tickets", "created_at"],
  ["tickets", "last_activity_at"],
  ["ticket_answers", "created_at"],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of STAMPED) {
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.dropDefault())
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of STAMPED) {
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.setDefault(sql`now()`))
      .execute();
  }
}
