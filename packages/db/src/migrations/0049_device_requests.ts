import { sql, type Kysely } from "kysely";

/**
 * Requests a device queued while offline carry an id made on the device. The first one to
 * arrive claims its id here (the primary key holds it, parallel replays included) and stores
 * its reply, so a replay of the same id changes nothing and gets the same reply.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("device_requests")
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("id", "uuid", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("reply", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("device_requests_pkey", ["user_id", "id"])
    .execute();
  await db.schema.createIndex("device_requests_created_idx").on("device_requests").column("created_at").execute();
  await sql`comment on table device_requests is 'Replies to requests queued on a device, by the id the device made'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("device_requests").execute();
}
