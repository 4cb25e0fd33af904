import { sql, type Kysely } from "kysely";

/**
 * A question's own name, as Moodle's `<name>` or a GIFT `::title::` gave it or an admin typed
 * it: the Moodle export writes it back, so a bank taken out and brought in again keeps its
 * names. Null where none was given (the export then names the question by its stem).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("questions")
    .addColumn("name", "text", (c) => c.check(sql`length(name) between 1 and 255`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("questions").dropColumn("name").execute();
}
