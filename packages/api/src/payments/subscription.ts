import {
  toSessionUser,
  findLiveSubscription,
  findUserById,
  listAttemptPurchases,
  listPayments,
  lockUser,
  upsertSubscription,
  type SubscriptionRow,
  type SubscriptionState,
} from "@qbank/db";
import { syncAccess } from "./access.ts";
import { appError, badRequest, notFound } from "../shared/errors.ts";
import { saveAdvanced } from "./local-billing.ts";
import { type PaymentContext, seconds, keepThisSession } from "./payment-context.ts";

/** The learner's plan as the account screens show it, and the changes they make to it. */

/** The user the account and payment screens show, with the subscription in seconds. */
export async function paymentUser(ctx: PaymentContext) {
  const [purchases, sub] = await Promise.all([
    listAttemptPurchases(ctx.db, ctx.user.id),
    findLiveSubscription(ctx.db, ctx.user.id),
  ]);
  return {
    id: ctx.user.id,
    first_name: ctx.user.first_name,
    second_name: ctx.user.second_name,
    email: ctx.user.email,
    level: ctx.user.level,
    subscription_stopped: ctx.user.subscription_stopped,
    password: ctx.payments.gateway.publishableKey,
    mastery_mock_attempts: purchases.map((p) => ({
      id: p.id,
      attempts: p.attempts,
      used_attempts_count: p.used_attempts_count,
    })),
    subscription: sub ? presentSubscription(sub) : null,
  };
}

function presentSubscription(sub: SubscriptionRow) {
  return {
    plan: sub.plan,
    status: sub.status,
    created: seconds(sub.created_at),
    current_period_end: seconds(sub.current_period_end),
    trial_end: sub.trial_end ? seconds(sub.trial_end) : null,
    cancel_at_period_end: sub.cancel_at_period_end,
  };
}

/**
 * One change to the learner's subscription, under the learner's lock from the read to the
 * write, so parallel stops, starts and deletes each act on what the one before left: the
 * provider is told (Stripe) or the row itself changes (offline), then the level and stop flag
 * follow. A plan that is gone by the time the lock is held answers 404.
 */
async function changeSubscription(
  ctx: PaymentContext,
  check: (sub: SubscriptionRow) => void,
  viaProvider: (providerId: string) => Promise<SubscriptionState | undefined>,
  locally: (sub: SubscriptionRow, now: Date) => SubscriptionRow,
) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, ctx.user.id);
    const sub = await findLiveSubscription(trx, ctx.user.id);
    if (!sub) throw appError("NOT_FOUND", "subscription", "You have no plan to change.");
    check(sub);
    const fromProvider = await viaProvider(sub.stripe_subscription_id);
    if (fromProvider) await upsertSubscription(trx, fromProvider, sub.id, now, { eventAt: now, fresh: true });
    else await saveAdvanced(trx, locally(sub, now), now);
    await syncAccess(trx, {
      userId: ctx.user.id,
      reason: "purchase",
      actorId: ctx.user.id,
      keepSession: keepThisSession(ctx),
      now,
    });
  });
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user) throw notFound("user");
  return paymentUser({ ...ctx, user: toSessionUser(user) });
}

const anyPlan = () => undefined;

const TRIAL_STOPPED =
  "Your trial is stopped, so nothing will be charged. To pay now, choose Start Again, then Skip Trial.";

/** Stop at the period's end: access stays until then. */
export const stopSubscription = (ctx: PaymentContext) =>
  changeSubscription(
    ctx,
    anyPlan,
    (id) => ctx.payments.gateway.setCancelAtPeriodEnd(id, true),
    (sub) => ({ ...sub, cancel_at_period_end: true }),
  );

/** Undo a stop before the period ends. */
export const restartSubscription = (ctx: PaymentContext) =>
  changeSubscription(
    ctx,
    anyPlan,
    (id) => ctx.payments.gateway.setCancelAtPeriodEnd(id, false),
    (sub) => ({ ...sub, cancel_at_period_end: false }),
  );

/** Cancel now: back to Basic at once. */
export const deleteSubscription = (ctx: PaymentContext) =>
  changeSubscription(
    ctx,
    anyPlan,
    (id) => ctx.payments.gateway.cancelNow(id),
    (sub, now) => ({ ...sub, status: "canceled", current_period_end: now }),
  );

/**
 * End the trial now and take the first payment. A stopped trial ends unpaid, so skipping it
 * would charge a plan the learner chose to leave: they start it again first.
 */
export const skipTrial = (ctx: PaymentContext) =>
  changeSubscription(
    ctx,
    (sub) => {
      if (sub.status !== "trialing") throw badRequest("subscription", "Your plan is not in its trial.");
      if (sub.cancel_at_period_end) throw badRequest("subscription", TRIAL_STOPPED);
    },
    (id) => ctx.payments.gateway.endTrialNow(id),
    (s, now) => ({ ...s, trial_end: now }),
  );

/** A billing-portal session for card details (the router lets Silver and up in). */
export async function billingPortal(ctx: PaymentContext) {
  return {
    url: await ctx.payments.gateway.billingPortalUrl(ctx.user.stripe_customer_id, `${ctx.appUrl}/user/account`),
  };
}

export async function paymentHistory(ctx: PaymentContext) {
  const rows = await listPayments(ctx.db, ctx.user.id);
  return rows.map((r) => ({
    id: r.id,
    date: r.created_at.toISOString(),
    description: r.description,
    amount: r.amount_cents / 100,
    currency: r.currency,
    receipt_url: r.receipt_url,
  }));
}
