import type { Db } from "../create-db.ts";
import type {
  CheckoutRow,
  CheckoutsTable,
  LevelChangeReason,
  PurchaseKind,
  SubscriptionRow,
  SubscriptionsTable,
} from "../schema.ts";

/** Subscriptions that still give (or are about to give) access. */
export const LIVE_STATUSES = ["trialing", "active", "past_due"] as const;

export function findLiveSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "in", LIVE_STATUSES)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

export function findSubscription(db: Db, providerId: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("subscriptions").selectAll().where("stripe_subscription_id", "=", providerId).executeTakeFirst();
}

export interface SubscriptionState {
  stripe_subscription_id: string;
  user_id: string;
  plan: SubscriptionsTable["plan"];
  status: string;
  cancel_at_period_end: boolean;
  trial_end: Date | null;
  current_period_end: Date;
}

/** Writes the provider's view of a subscription, whatever order its events arrived in. */
export async function upsertSubscription(
  db: Db,
  s: SubscriptionState,
  id: string,
  now: Date,
): Promise<SubscriptionRow> {
  return db
    .insertInto("subscriptions")
    .values({ ...s, id, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column("stripe_subscription_id").doUpdateSet({
        plan: s.plan,
        status: s.status,
        cancel_at_period_end: s.cancel_at_period_end,
        trial_end: s.trial_end,
        current_period_end: s.current_period_end,
        updated_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Offline subscriptions whose trial or period has run out by `now`. */
export function localSubscriptionsDue(db: Db, now: Date, userId?: string): Promise<SubscriptionRow[]> {
  let query = db
    .selectFrom("subscriptions")
    .selectAll()
    .where("stripe_subscription_id", "like", "local_%")
    .where("status", "in", LIVE_STATUSES)
    .where((eb) => eb.or([eb("trial_end", "<=", now), eb("current_period_end", "<=", now)]));
  if (userId) query = query.where("user_id", "=", userId);
  return query.orderBy("current_period_end").orderBy("id").execute();
}

export async function insertCheckout(
  db: Db,
  row: { id: string; user_id: string; purchase: PurchaseKind; price_id: string; created_at: Date },
): Promise<void> {
  await db
    .insertInto("checkouts")
    .values({ ...row, status: "open" })
    .execute();
}

export function findCheckout(db: Db, id: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom("checkouts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Closes an open checkout; false when it was already paid or cancelled (a replay). */
export async function closeCheckout(
  db: Db,
  id: string,
  status: Exclude<CheckoutsTable["status"], "open">,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("checkouts")
    .set({ status, completed_at: now })
    .where("id", "=", id)
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Attempts bought through one checkout, granted once however often it is fulfilled. */
export async function grantAttempts(
  db: Db,
  row: { id: string; user_id: string; attempts: number; checkout_id: string; created_at: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto("mastery_purchases")
    .values({
      id: row.id,
      user_id: row.user_id,
      attempts: row.attempts,
      stripe_checkout_session_id: row.checkout_id,
      created_at: row.created_at,
    })
    .onConflict((oc) => oc.column("stripe_checkout_session_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export function listAttemptPurchases(
  db: Db,
  userId: string,
): Promise<{ id: string; attempts: number; used_attempts_count: number; created_at: Date }[]> {
  return db
    .selectFrom("mastery_purchases")
    .select(["id", "attempts", "used_attempts_count", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function recordPayment(
  db: Db,
  row: {
    id: string;
    user_id: string;
    source_id: string;
    description: string;
    amount_cents: number;
    currency: string;
    receipt_url: string | null;
    created_at: Date;
  },
): Promise<void> {
  await db
    .insertInto("payments")
    .values(row)
    .onConflict((oc) => oc.column("source_id").doNothing())
    .execute();
}

export function listPayments(db: Db, userId: string) {
  return db
    .selectFrom("payments")
    .select(["id", "description", "amount_cents", "currency", "receipt_url", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** Stores a provider event's id; false when it was seen before (the caller then does nothing). */
export async function claimPaymentEvent(db: Db, id: string, type: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto("payment_events")
    .values({ id, type, processed_at: now })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Sets a user's level and stop flag and writes why, in the caller's transaction. */
export async function changeUserLevel(
  db: Db,
  change: {
    userId: string;
    from: number;
    to: number;
    reason: LevelChangeReason;
    actorId: string | null;
    id: string;
    at: Date;
  },
): Promise<void> {
  await db
    .updateTable("users")
    .set({ level: change.to, updated_at: change.at })
    .where("id", "=", change.userId)
    .execute();
  await db
    .insertInto("level_changes")
    .values({
      id: change.id,
      user_id: change.userId,
      from_level: change.from,
      to_level: change.to,
      reason: change.reason,
      actor_id: change.actorId,
      created_at: change.at,
    })
    .execute();
}

export async function setSubscriptionStopped(db: Db, userId: string, stopped: boolean, now: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({ subscription_stopped: stopped, updated_at: now })
    .where("id", "=", userId)
    .execute();
}

export async function setStripeCustomer(db: Db, userId: string, customerId: string): Promise<void> {
  await db.updateTable("users").set({ stripe_customer_id: customerId }).where("id", "=", userId).execute();
}

/**
 * Ends every session of a user but one: the one given, or else the one used last (sessions
 * slide, so the latest expiry is the latest use).
 */
export async function deleteOtherSessions(db: Db, userId: string, keepIdHash: string | null): Promise<void> {
  const keep =
    keepIdHash ??
    (
      await db
        .selectFrom("sessions")
        .select("id")
        .where("user_id", "=", userId)
        .orderBy("expires_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst()
    )?.id;
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keep) query = query.where("id", "!=", keep);
  await query.execute();
}
