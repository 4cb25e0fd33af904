import { sql, type Kysely } from "kysely";

/**
 * The study aids of exam software, kept per question of a run: the options the learner struck
 * out (as the run numbers them) and the stretches of the stem they highlighted, as character
 * offsets `[{start, end}]` into the question's text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("run_questions")
    .addColumn("struck_options", sql`smallint[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("highlights", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("run_questions").dropColumn("struck_options").dropColumn("highlights").execute();
}
