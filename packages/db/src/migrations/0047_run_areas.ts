import { sql, type Kysely } from "kysely";

/** A practice run may be drawn from MLA areas across categories: the entries it was started from. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("runs")
    .addColumn("area_ids", sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'::uuid[]`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("runs").dropColumn("area_ids").execute();
}
