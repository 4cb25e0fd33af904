import type { Kysely } from "kysely";

/**
 * A run started as the plan's "Today's session" says so. It draws from the weakest MLA areas,
 * so by its categories and areas alone it read as a session the learner built by area, and the
 * bank offered to resume "MLA areas", which the learner never chose.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("runs")
    .addColumn("todays_session", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("runs").dropColumn("todays_session").execute();
}
