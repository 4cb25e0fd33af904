import {
  closeCheckout,
  findCheckout,
  findLiveSubscription,
  findRefusal,
  findSubscription,
  grantAttempts,
  insertRefusal,
  isLiveStatus,
  listOpenCheckouts,
  lockUser,
  newId,
  recordPayment,
  upsertSubscription,
  type CheckoutRow,
  type Db,
  type NewRefusal,
  type RefusalReason,
  type SubscriptionState,
} from "@qbank/db";
import { syncAccess } from "./access.ts";
import type { ApiDeps } from "../context.ts";
import { appError } from "../shared/errors.ts";
import { openLocalSubscription, stateOf } from "./local-billing.ts";
import { masteryPriceById, priceOf, PLAN_LIVE } from "./plans.ts";
import { type PaymentContext } from "./payment-context.ts";
import { settleRefusals } from "./refunds.ts";
import { trialDaysFor } from "./trial.ts";

/** Granting what a paid checkout bought, once, and what must then happen at the provider. */

/** What the provider says it took for a checkout; offline there is none (the price is ours). */
export type ProviderPayment = { amountCents: number | null; currency: string | null };

/** What must happen at the provider once the fulfilment's transaction has committed. */
export interface FollowUp {
  /** Payments taken but refused: cancel and refund. */
  refusals: NewRefusal[];
  /** A stopped plan replaced by the one just paid: end it now at the provider too. */
  endNow: string[];
  /** The learner's other open plan checkouts: close them before they can be paid. */
  expire: string[];
}

export const noFollowUp = (): FollowUp => ({ refusals: [], endNow: [], expire: [] });

/** Whether the amount taken is the price (a plan's first period may be free: its trial). */
function amountMatches(checkout: CheckoutRow, paid: ProviderPayment, trialing: boolean): boolean {
  const price = priceOf(checkout.purchase, checkout.price_id);
  if (!price || paid.amountCents === null || paid.currency?.toLowerCase() !== "usd") return false;
  return paid.amountCents === price.amountCents || (trialing && paid.amountCents === 0);
}

/**
 * Makes room for a plan that is about to be live, under the learner's lock: a stopped plan is
 * ended now (it is being replaced); a plan still running refuses the new one. Undefined when
 * the new plan may go live.
 */
export async function makeRoomForPlan(
  trx: Db,
  userId: string,
  providerId: string | undefined,
  now: Date,
  followUp: FollowUp,
): Promise<"plan_live" | undefined> {
  const live = await findLiveSubscription(trx, userId);
  if (!live || live.stripe_subscription_id === providerId) return undefined;
  if (!live.cancel_at_period_end) return "plan_live";
  await upsertSubscription(trx, { ...stateOf(live), status: "canceled", current_period_end: now }, live.id, now);
  if (!live.stripe_subscription_id.startsWith("local_")) followUp.endNow.push(live.stripe_subscription_id);
  return undefined;
}

/**
 * Grants what a paid checkout bought, once, under the learner's lock: closing the checkout row
 * is the gate, so a replayed webhook or a second click on Pay changes nothing. A plan that can
 * no longer be granted (another is live) is refused: offline before any money moves (409); paid
 * at the provider, the checkout ends `refused` and its money goes back after the commit.
 */
export async function fulfilCheckout(
  trx: Db,
  ctx: Pick<PaymentContext, "payments">,
  checkout: CheckoutRow,
  change: {
    now: Date;
    keepSession: string | null;
    reason: "purchase" | "webhook";
    /** Stripe's subscription for a plan checkout, as Stripe has it now. */
    subscription?: SubscriptionState | undefined;
    /** What the provider took; undefined offline. */
    paid?: ProviderPayment | undefined;
    receiptUrl?: string | null;
  },
  followUp: FollowUp,
): Promise<void> {
  const account = await lockUser(trx, checkout.user_id);
  const current = await findCheckout(trx, checkout.id);
  const refuse = async (reason: RefusalReason) => {
    await closeCheckout(trx, checkout.id, "refused", change.now, current?.status);
    await keepRefusal(trx, followUp, change.now, {
      user_id: checkout.user_id,
      source_id: change.subscription?.stripe_subscription_id ?? checkout.id,
      checkout_id: checkout.id,
      subscription_id: change.subscription?.stripe_subscription_id ?? null,
      reason,
      amount_cents: change.paid?.amountCents ?? null,
      currency: change.paid?.currency ?? null,
    });
    await endRefusedPlan(trx, checkout.user_id, change.subscription, change);
  };
  // Money the provider took for a checkout cancelled here as it went through (the learner
  // pressed Cancel in another tab) still buys what it was for; for an erased account, whose
  // open checkouts the erasure cancelled, it goes back, unless the provider's own events had
  // already made the plan live here before the erasure (it was bought and used).
  const payable = current?.status === "open" || (change.paid !== undefined && current?.status === "cancelled");
  if (!current || !payable) return;
  if (change.paid && account?.erased) {
    if (!(await acceptedBefore(trx, change.subscription))) return refuse("account_erased");
    await closeCheckout(trx, checkout.id, "paid", change.now, current.status);
    return;
  }
  const trialing = change.subscription?.status === "trialing";
  if (change.paid && !amountMatches(checkout, change.paid, trialing)) return refuse("amount_mismatch");
  // A subscription Stripe has already ended takes no room: it is recorded as it is.
  const goesLive = !change.subscription || isLiveStatus(change.subscription.status);
  if (checkout.purchase === "plan" && goesLive) {
    const conflict = await makeRoomForPlan(
      trx,
      checkout.user_id,
      change.subscription?.stripe_subscription_id,
      change.now,
      followUp,
    );
    if (conflict && !change.paid) throw appError("CONFLICT", "price", PLAN_LIVE);
    if (conflict) return refuse(conflict);
  }
  await closeCheckout(trx, checkout.id, "paid", change.now, current.status);
  if (checkout.purchase === "mastery") return grantMastery(trx, ctx, checkout, change);
  if (change.subscription) {
    const existing = await findSubscription(trx, change.subscription.stripe_subscription_id);
    await upsertSubscription(trx, change.subscription, existing?.id ?? newId(), change.now);
  } else if (ctx.payments.gateway.mode === "offline") {
    const trialDays = await trialDaysFor(trx, checkout.user_id, ctx.payments.trialDays);
    await openLocalSubscription(trx, {
      userId: checkout.user_id,
      planId: checkout.price_id,
      trialDays,
      now: change.now,
    });
  }
  for (const other of await listOpenCheckouts(trx, checkout.user_id, "plan")) {
    if (ctx.payments.gateway.mode === "stripe") followUp.expire.push(other.id);
  }
  await syncAccess(trx, {
    userId: checkout.user_id,
    actorId: null,
    reason: change.reason,
    keepSession: change.keepSession,
    now: change.now,
  });
}

/** Records money taken but not granted, once per source; its refund follows the commit. */
export async function keepRefusal(trx: Db, followUp: FollowUp, now: Date, fields: Omit<NewRefusal, "id">) {
  const refusal: NewRefusal = { id: newId(), ...fields };
  if (await insertRefusal(trx, refusal, now)) followUp.refusals.push(refusal);
}

/** A subscription recorded here and never refused: its plan was granted through its own events. */
async function acceptedBefore(trx: Db, subscription: SubscriptionState | undefined): Promise<boolean> {
  if (!subscription) return false;
  const id = subscription.stripe_subscription_id;
  return (await findSubscription(trx, id)) !== undefined && (await findRefusal(trx, id)) === undefined;
}

/**
 * A refused plan that an earlier event of the provider had already made live here ends now;
 * the provider's own cancellation follows with the refund.
 */
export async function endRefusedPlan(
  trx: Db,
  userId: string,
  subscription: SubscriptionState | undefined,
  { now, reason }: { now: Date; reason: "purchase" | "webhook" },
): Promise<void> {
  const stored = subscription && (await findSubscription(trx, subscription.stripe_subscription_id));
  if (!stored || !isLiveStatus(stored.status)) return;
  await upsertSubscription(trx, { ...stateOf(stored), status: "canceled", current_period_end: now }, stored.id, now);
  await syncAccess(trx, { userId, reason, actorId: null, keepSession: null, now });
}

async function grantMastery(
  trx: Db,
  ctx: Pick<PaymentContext, "payments">,
  checkout: CheckoutRow,
  change: { now: Date; paid?: ProviderPayment | undefined; receiptUrl?: string | null },
): Promise<void> {
  const price = masteryPriceById(checkout.price_id)!;
  await grantAttempts(trx, {
    id: newId(),
    user_id: checkout.user_id,
    attempts: price.attempts,
    checkout_id: checkout.id,
    created_at: change.now,
  });
  await recordPayment(trx, {
    id: newId(),
    user_id: checkout.user_id,
    source_id: checkout.id,
    description: `Master Mock: ${price.name}${ctx.payments.gateway.mode === "offline" ? " (local test payment)" : ""}`,
    amount_cents: change.paid?.amountCents ?? price.price * 100,
    currency: change.paid?.currency?.toLowerCase() ?? "usd",
    receipt_url: change.receiptUrl ?? null,
    created_at: change.now,
  });
}

/**
 * After the commit, what fulfilment decided must also happen at the provider: refusals are
 * refunded (the sweep tries again when the provider fails), replaced plans end, and the
 * learner's other open plan checkouts close. A failure here is kept, never thrown: the grant
 * or refusal is already safe in the database.
 */
export async function carryOut(deps: Pick<ApiDeps, "db" | "clock" | "payments">, followUp: FollowUp): Promise<void> {
  const { gateway } = deps.payments;
  for (const id of followUp.endNow) await gateway.cancelNow(id).catch(() => undefined);
  for (const id of followUp.expire) {
    const expired = await gateway.expireCheckout(id).catch(() => false);
    if (expired) await closeCheckout(deps.db, id, "cancelled", deps.clock.now());
  }
  if (followUp.refusals.length > 0) await settleRefusals(deps);
}
