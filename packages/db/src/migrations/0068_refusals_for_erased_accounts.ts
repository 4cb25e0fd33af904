import { sql, type Kysely } from "kysely";

/**
 * One more reason to refuse money the card provider took: a payment or a live plan for an
 * erased account (a Checkout page still open at the provider, paid after the erasure, or the
 * provider's events arriving after it). It is refunded like the others.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payment_refusals drop constraint payment_refusals_reason_check`.execute(db);
  await sql`alter table payment_refusals add constraint payment_refusals_reason_check
            check (reason in ('plan_live', 'amount_mismatch', 'account_erased'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from payment_refusals where reason = 'account_erased'`.execute(db);
  await sql`alter table payment_refusals drop constraint payment_refusals_reason_check`.execute(db);
  await sql`alter table payment_refusals add constraint payment_refusals_reason_check
            check (reason in ('plan_live', 'amount_mismatch'))`.execute(db);
}
