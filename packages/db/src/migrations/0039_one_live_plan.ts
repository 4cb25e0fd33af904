import { sql, type Kysely } from "kysely";

/**
 * Money rules the database holds, not a read before a write:
 * - at most one live plan (trialing, active, past due) per learner: a partial unique index;
 *   rows that already break it keep the newest and end the others;
 * - `provider_event_at`: when Stripe wrote the state we hold (the event's `created`), so an
 *   older event's copy never replaces newer state when Stripe cannot be asked;
 * - a checkout can end `refused`: paid at the provider but not granted (a second plan, an
 *   amount that is not the price), with a `payment_refusals` row saying why and whether the
 *   money went back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update subscriptions s set status = 'canceled'
            where status in ('trialing', 'active', 'past_due')
              and exists (select 1 from subscriptions n
                          where n.user_id = s.user_id and n.status in ('trialing', 'active', 'past_due')
                            and (n.created_at, n.id) > (s.created_at, s.id))`.execute(db);
  await sql`create unique index subscriptions_one_live_per_user on subscriptions (user_id)
            where status in ('trialing', 'active', 'past_due')`.execute(db);
  await db.schema.alterTable("subscriptions").addColumn("provider_event_at", "timestamptz").execute();

  await sql`alter table checkouts drop constraint checkouts_status_check`.execute(db);
  await sql`alter table checkouts add constraint checkouts_status_check
            check (status in ('open', 'paid', 'cancelled', 'refused'))`.execute(db);
  await db.schema
    .createIndex("checkouts_open_idx")
    .on("checkouts")
    .columns(["user_id", "purchase"])
    .where(sql.ref("status"), "=", "open")
    .execute();

  await db.schema
    .createTable("payment_refusals")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("source_id", "text", (c) => c.notNull().unique())
    .addColumn("checkout_id", "text")
    .addColumn("subscription_id", "text")
    .addColumn("reason", "text", (c) => c.notNull().check(sql`reason in ('plan_live', 'amount_mismatch')`))
    .addColumn("amount_cents", "integer")
    .addColumn("currency", "text")
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'refunded', 'failed')`))
    .addColumn("tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("settled_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("payment_refusals_pending_idx")
    .on("payment_refusals")
    .column("created_at")
    .where(sql.ref("status"), "=", "pending")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("payment_refusals").execute();
  await db.schema.dropIndex("checkouts_open_idx").execute();
  await sql`update checkouts set status = 'cancelled' where status = 'refused'`.execute(db);
  await sql`alter table checkouts drop constraint checkouts_status_check`.execute(db);
  await sql`alter table checkouts add constraint checkouts_status_check
            check (status in ('open', 'paid', 'cancelled'))`.execute(db);
  await db.schema.alterTable("subscriptions").dropColumn("provider_event_at").execute();
  await db.schema.dropIndex("subscriptions_one_live_per_user").execute();
}
