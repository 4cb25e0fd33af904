import { sql, type Kysely } from "kysely";

/** Settings an admin changes at run time: one row, typed columns. The pass mark starts at 63%. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("app_settings")
    .addColumn("only_row", "boolean", (c) => c.primaryKey().defaultTo(true))
    .addColumn("pass_mark", "smallint", (c) => c.notNull().defaultTo(63))
    .addColumn("updated_at", "timestamptz")
    .addColumn("updated_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addCheckConstraint("app_settings_one_row", sql`only_row`)
    .addCheckConstraint("app_settings_pass_mark_range", sql`pass_mark between 1 and 100`)
    .execute();
  await sql`insert into app_settings (only_row) values (true)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("app_settings").execute();
}
