import type { Db } from "../create-db.ts";
import { notSetAside, SWEEP_BATCH } from "./sweep-failures.ts";
import type {
  CheckoutRow,
  CheckoutsTable,
  LevelChangeReason,
  PaymentRefusalRow,
  PaymentRefusalsTable,
  PurchaseKind,
  SubscriptionRow,
  SubscriptionsTable,
} from "../schema.ts";

/** Subscriptions that still give (or are about to give) access; a learner has at most one (0039). */
export const LIVE_STATUSES = ["trialing", "active", "past_due"] as const;
/** Statuses a subscription never leaves. */
export const FINAL_STATUSES = ["canceled", "incomplete_expired"] as const;

export const isLiveStatus = (status: string): boolean => (LIVE_STATUSES as readonly string[]).includes(status);

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

/**
 * Writes a subscription's state, whatever order its events arrived in: a final status is never
 * replaced by a live one, and a state copied from an event (`fresh` false: the provider could not
 * be asked) never replaces one written from a later event. Undefined when the stored state won.
 */
export async function upsertSubscription(
  db: Db,
  s: SubscriptionState,
  id: string,
  now: Date,
  provider: { eventAt: Date; fresh: boolean } | null = null,
): Promise<SubscriptionRow | undefined> {
  const eventAt = provider?.eventAt ?? null;
  return db
    .insertInto("subscriptions")
    .values({ ...s, id, created_at: now, updated_at: now, provider_event_at: eventAt })
    .onConflict((oc) =>
      oc
        .column("stripe_subscription_id")
        .doUpdateSet((eb) => ({
          plan: s.plan,
          status: s.status,
          cancel_at_period_end: s.cancel_at_period_end,
          trial_end: s.trial_end,
          current_period_end: s.current_period_end,
          updated_at: now,
          provider_event_at: eventAt
            ? eb.fn("greatest", [eb.ref("subscriptions.provider_event_at"), eb.val(eventAt)])
            : eb.ref("subscriptions.provider_event_at"),
        }))
        .where((eb) => {
          const finalKept = eb.or([
            eb("subscriptions.status", "not in", FINAL_STATUSES),
            eb.val((FINAL_STATUSES as readonly string[]).includes(s.status)),
          ]);
          if (!eventAt || provider?.fresh) return finalKept;
          return eb.and([
            finalKept,
            eb.or([
              eb("subscriptions.provider_event_at", "is", null),
              eb("subscriptions.provider_event_at", "<=", eventAt),
            ]),
          ]);
        }),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Whether a learner has ever had a plan (a first plan starts with the trial). */
export async function hasHadSubscription(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("subscriptions")
    .select("id")
    .where("user_id", "=", userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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
  else query = query.where(notSetAside("local_renewals", "subscriptions.id")).limit(SWEEP_BATCH);
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

/**
 * Closes an open checkout; false when it was already paid or cancelled (a replay). A checkout
 * cancelled here that the provider took money for anyway is closed again as `refused` (`from`).
 */
export async function closeCheckout(
  db: Db,
  id: string,
  status: Exclude<CheckoutsTable["status"], "open">,
  now: Date,
  from: CheckoutsTable["status"] = "open",
): Promise<boolean> {
  const result = await db
    .updateTable("checkouts")
    .set({ status, completed_at: now })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A learner's open checkouts, of one kind or all (to expire at the provider once one is paid,
 * or when the account is erased).
 */
export function listOpenCheckouts(db: Db, userId: string, purchase?: PurchaseKind): Promise<CheckoutRow[]> {
  let query = db.selectFrom("checkouts").selectAll().where("user_id", "=", userId).where("status", "=", "open");
  if (purchase) query = query.where("purchase", "=", purchase);
  return query.orderBy("created_at").orderBy("id").execute();
}

export type NewRefusal = Omit<PaymentRefusalsTable, "status" | "tries" | "settled_at" | "created_at">;

/** Records a payment that is not granted, once per source; true when this call recorded it. */
export async function insertRefusal(db: Db, row: NewRefusal, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto("payment_refusals")
    .values({ ...row, status: "pending", created_at: now })
    .onConflict((oc) => oc.column("source_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findRefusal(db: Db, sourceId: string): Promise<PaymentRefusalRow | undefined> {
  return db.selectFrom("payment_refusals").selectAll().where("source_id", "=", sourceId).executeTakeFirst();
}

/** Refusals whose money has not gone back yet, oldest first, each claimed by this caller's transaction. */
export function claimPendingRefusals(
  db: Db,
  limit: number,
  skip: readonly string[] = [],
): Promise<PaymentRefusalRow[]> {
  let query = db.selectFrom("payment_refusals").selectAll().where("status", "=", "pending");
  if (skip.length > 0) query = query.where("id", "not in", skip);
  return query.orderBy("created_at").orderBy("id").limit(limit).forUpdate().skipLocked().execute();
}

/** One try at giving a refusal's money back, on a row the caller claimed: refunded, still pending, or failed for good. */
export async function recordRefusalTry(
  db: Db,
  refusal: Pick<PaymentRefusalRow, "id" | "tries">,
  status: PaymentRefusalRow["status"],
  now: Date,
): Promise<void> {
  await db
    .updateTable("payment_refusals")
    .set({ status, tries: refusal.tries + 1, settled_at: status === "pending" ? null : now })
    .where("id", "=", refusal.id)
    .execute();
}

/** The newest refused payments with the learner's email, for the admins. */
export function listRefusals(db: Db, limit: number) {
  return db
    .selectFrom("payment_refusals as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select([
      "r.id",
      "u.email",
      "r.reason",
      "r.status",
      "r.amount_cents",
      "r.currency",
      "r.checkout_id",
      "r.subscription_id",
      "r.created_at",
    ])
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit)
    .execute();
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
