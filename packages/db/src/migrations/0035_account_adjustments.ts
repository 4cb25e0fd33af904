import { sql, type Kysely } from "kysely";

/**
 * A learner's exam adjustment, kept on the account: the extra time in force on their timed
 * runs (a percentage of the exam's three hours), the percentage an admin granted them beyond
 * the standard 25%, and their reading profile for the player. No row means no adjustment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("account_adjustments")
    .addColumn("user_id", "uuid", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("extra_time_percent", "smallint", (c) => c.notNull().defaultTo(0))
    .addColumn("granted_percent", "smallint")
    .addColumn("large_text", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("wide_spacing", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("dyslexia_font", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("reduced_motion", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addCheckConstraint("account_adjustments_extra_time_range", sql`extra_time_percent between 0 and 100`)
    .addCheckConstraint("account_adjustments_granted_range", sql`granted_percent between 1 and 100`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("account_adjustments").execute();
}
