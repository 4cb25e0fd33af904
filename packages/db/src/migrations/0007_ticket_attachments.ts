import { sql, type Kysely } from "kysely";

/** A learner may attach a screenshot to a report; it is stored like every other image. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table images drop constraint images_purpose_check`.execute(db);
  await sql`alter table images add constraint images_purpose_check check (purpose in ('question', 'hosted', 'ticket'))`.execute(
    db,
  );
  await db.schema
    .alterTable("tickets")
    .addColumn("image_id", "uuid", (c) => c.references("images.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("tickets").dropColumn("image_id").execute();
  await sql`alter table images drop constraint images_purpose_check`.execute(db);
  await sql`alter table images add constraint images_purpose_check check (purpose in ('question', 'hosted'))`.execute(
    db,
  );
}
