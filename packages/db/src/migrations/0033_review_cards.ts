import { sql, type Kysely } from "kysely";

/**
 * Spaced review (FSRS): a card per learner and revision key or wrongly answered question,
 * holding its current memory state, and every grade given to it with the state before and
 * after, so the schedule can be replayed when the parameters change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("review_cards")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('key', 'question')`))
    .addColumn("question_id", "uuid", (c) => c.notNull().references("questions.id").onDelete("cascade"))
    .addColumn("revision_key_id", "uuid", (c) => c.references("revision_keys.id").onDelete("cascade"))
    .addColumn("option_order", sql`smallint[]`)
    .addColumn("due", "timestamptz", (c) => c.notNull())
    .addColumn("stability", "float8", (c) => c.notNull())
    .addColumn("difficulty", "float8", (c) => c.notNull())
    .addColumn("elapsed_days", "integer", (c) => c.notNull())
    .addColumn("scheduled_days", "integer", (c) => c.notNull())
    .addColumn("learning_steps", "integer", (c) => c.notNull())
    .addColumn("reps", "integer", (c) => c.notNull())
    .addColumn("lapses", "integer", (c) => c.notNull())
    .addColumn("state", "smallint", (c) => c.notNull())
    .addColumn("last_review", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    // A key card names its key; a question card has none and carries its option order.
    .addCheckConstraint(
      "review_cards_kind_shape",
      sql`(kind = 'key' and revision_key_id is not null) or (kind = 'question' and revision_key_id is null and option_order is not null)`,
    )
    .addUniqueConstraint("review_cards_user_kind_question_key", ["user_id", "kind", "question_id"])
    .execute();
  await db.schema
    .createIndex("review_cards_user_due_idx")
    .on("review_cards")
    .columns(["user_id", "due", "id"])
    .execute();
  await db.schema
    .createIndex("review_cards_revision_key_idx")
    .on("review_cards")
    .column("revision_key_id")
    .where(sql.ref("revision_key_id"), "is not", null)
    .execute();

  await db.schema
    .createTable("review_logs")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("card_id", "uuid", (c) => c.notNull().references("review_cards.id").onDelete("cascade"))
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("rating", "smallint", (c) => c.notNull().check(sql`rating between 1 and 4`))
    .addColumn("reviewed_at", "timestamptz", (c) => c.notNull())
    .addColumn("before", "jsonb", (c) => c.notNull())
    .addColumn("after", "jsonb", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("review_logs_card_idx")
    .on("review_logs")
    .columns(["card_id", "reviewed_at", "id"])
    .execute();
  await db.schema.createIndex("review_logs_user_idx").on("review_logs").columns(["user_id", "reviewed_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("review_logs").execute();
  await db.schema.dropTable("review_cards").execute();
}
