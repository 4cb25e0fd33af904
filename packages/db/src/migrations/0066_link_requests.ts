import { sql, type Kysely } from "kysely";

/**
 * A reset or confirmation link asked for by address. The request writes only this row, for an
 * address with an account or without, so its answer takes the same time either way; the mail
 * job then finds the account, issues the link and queues its mail, or drops the row. One row
 * per address and purpose: asking again before the job ran adds nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("link_requests")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('confirm', 'reset')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("link_requests_pkey", ["email", "purpose"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("link_requests").execute();
}
