import {
  closeCheckout,
  findCheckout,
  findUserById,
  toSessionUser,
  findLiveSubscription,
  grantAttempts,
  insertCheckout,
  listAttemptPurchases,
  listPayments,
  lockUser,
  masteryAttemptsLeft,
  newId,
  recordPayment,
  setStripeCustomer,
  upsertSubscription,
  type CheckoutRow,
  type Db,
  type PurchaseKind,
  type SubscriptionRow,
  type SubscriptionState,
} from "@qbank/db";
import { sha256Hex } from "../auth/crypto.ts";
import type { AuthedContext } from "../context.ts";
import { appError, badRequest, forbidden, notFound } from "../shared/errors.ts";
import { syncAccess } from "./access.ts";
import { openLocalSubscription, saveAdvanced } from "./local-billing.ts";
import { masteryPriceById, mayBuyPlan, planById } from "./plans.ts";

type Ctx = Pick<AuthedContext, "db" | "user" | "session" | "clock" | "appUrl" | "payments">;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const keepThisSession = (ctx: Ctx) => sha256Hex(ctx.session.id);

/** The user of spec section 3 (account and payment screens), with the subscription in seconds. */
export async function paymentUser(ctx: Ctx) {
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

function priceOf(purchase: PurchaseKind, priceId: string) {
  if (purchase === "plan") {
    const plan = planById(priceId);
    return plan && { amountCents: plan.price * 100, description: plan.name };
  }
  const price = masteryPriceById(priceId);
  return price && { amountCents: price.price * 100, description: `Mastery mock: ${price.name}` };
}

/** A first plan starts with the trial; a learner who has had a plan pays from the first day. */
async function trialDaysFor(db: Db, userId: string, trialDays: number): Promise<number> {
  const earlier = await db
    .selectFrom("subscriptions")
    .select("id")
    .where("user_id", "=", userId)
    .limit(1)
    .executeTakeFirst();
  return earlier ? 0 : trialDays;
}

/**
 * Starts a Checkout for a plan or attempts. A plan is refused while another is live (the
 * spec: stop or delete first). The checkout row records who buys what, so fulfilment never
 * trusts the browser.
 */
export async function startCheckout(ctx: Ctx, purchase: PurchaseKind, priceId: string) {
  const price = priceOf(purchase, priceId);
  if (!price) throw badRequest("price", "Please choose one of the offered prices.");
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, ctx.user.id);
    // A stopped plan runs out at its period end, so a new one may be bought beside it.
    const live = purchase === "plan" ? await findLiveSubscription(trx, ctx.user.id) : undefined;
    if (!mayBuyPlan(live)) {
      throw appError("CONFLICT", "price", "You already have a plan. Stop or delete it before choosing another.");
    }
    const back = `${ctx.appUrl}/user/${purchase === "plan" ? "dashboard" : "qbank/mock"}`;
    const session = await ctx.payments.gateway.createCheckout({
      userId: ctx.user.id,
      email: ctx.user.email,
      customerId: ctx.user.stripe_customer_id,
      purchase,
      priceId,
      ...price,
      trialDays: purchase === "plan" ? await trialDaysFor(trx, ctx.user.id, ctx.payments.trialDays) : 0,
      successUrl: `${back}?checkout={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${back}?checkout={CHECKOUT_SESSION_ID}&cancelled=1`,
    });
    if (session.customerId && session.customerId !== ctx.user.stripe_customer_id) {
      await setStripeCustomer(trx, ctx.user.id, session.customerId);
    }
    await insertCheckout(trx, { id: session.id, user_id: ctx.user.id, purchase, price_id: priceId, created_at: now });
    return { session_id: session.id, url: session.url };
  });
}

/**
 * Grants what a paid checkout bought, once: closing the checkout row is the gate, so a
 * replayed webhook or a second click on Pay changes nothing.
 */
export async function fulfilCheckout(
  trx: Db,
  ctx: Pick<Ctx, "payments">,
  checkout: CheckoutRow,
  change: {
    now: Date;
    keepSession: string | null;
    reason: "purchase" | "webhook";
    /** Stripe's subscription for a plan checkout, as Stripe has it now. */
    subscription?: SubscriptionState | undefined;
    receiptUrl?: string | null;
  },
): Promise<void> {
  if (!(await closeCheckout(trx, checkout.id, "paid", change.now))) return;
  await lockUser(trx, checkout.user_id);
  if (checkout.purchase === "mastery") {
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
      description: `Mastery mock: ${price.name}${ctx.payments.gateway.mode === "offline" ? " (local test payment)" : ""}`,
      amount_cents: price.price * 100,
      currency: "usd",
      receipt_url: change.receiptUrl ?? null,
      created_at: change.now,
    });
    return;
  }
  if (change.subscription) await upsertSubscription(trx, change.subscription, newId(), change.now);
  else if (ctx.payments.gateway.mode === "offline") {
    const trialDays = await trialDaysFor(trx, checkout.user_id, ctx.payments.trialDays);
    await openLocalSubscription(trx, {
      userId: checkout.user_id,
      planId: checkout.price_id,
      trialDays,
      now: change.now,
    });
  }
  await syncAccess(trx, {
    userId: checkout.user_id,
    actorId: null,
    reason: change.reason,
    keepSession: change.keepSession,
    now: change.now,
  });
}

async function ownCheckout(ctx: Ctx, id: string): Promise<CheckoutRow> {
  const checkout = await findCheckout(ctx.db, id);
  if (!checkout || checkout.user_id !== ctx.user.id) throw notFound("checkout");
  return checkout;
}

/** The offline checkout page's Pay: the same fulfilment as Stripe's webhook. */
export async function payOffline(ctx: Ctx, id: string) {
  if (ctx.payments.gateway.mode !== "offline") throw forbidden("Payments are taken by the card provider.");
  const checkout = await ownCheckout(ctx, id);
  const now = ctx.clock.now();
  await ctx.db
    .transaction()
    .execute((trx) =>
      fulfilCheckout(trx, ctx, checkout, { now, keepSession: keepThisSession(ctx), reason: "purchase" }),
    );
  return checkoutStatus(ctx, id);
}

export async function cancelCheckout(ctx: Ctx, id: string) {
  const checkout = await ownCheckout(ctx, id);
  await closeCheckout(ctx.db, checkout.id, "cancelled", ctx.clock.now());
  return checkoutStatus(ctx, id);
}

/**
 * The learner is often back from Stripe before its event: ask Stripe, and when it has the
 * payment, fulfil now with the same code (closing the checkout row keeps it to once).
 */
async function settleFromProvider(ctx: Ctx, checkout: CheckoutRow): Promise<void> {
  const settled = await ctx.payments.gateway.fetchCheckout(checkout.id);
  if (!settled?.paid) return;
  const subscription = settled.subscriptionId
    ? await ctx.payments.gateway.fetchSubscription(settled.subscriptionId)
    : undefined;
  const now = ctx.clock.now();
  await ctx.db
    .transaction()
    .execute((trx) =>
      fulfilCheckout(trx, ctx, checkout, { now, keepSession: keepThisSession(ctx), reason: "purchase", subscription }),
    );
}

/** What the return page shows: how the checkout went and what the learner has now. */
export async function checkoutStatus(ctx: Ctx, id: string) {
  let checkout = await ownCheckout(ctx, id);
  if (checkout.status === "open") {
    await settleFromProvider(ctx, checkout);
    checkout = await ownCheckout(ctx, id);
  }
  const [user, attemptsLeft] = await Promise.all([
    ctx.db.selectFrom("users").select("level").where("id", "=", ctx.user.id).executeTakeFirstOrThrow(),
    masteryAttemptsLeft(ctx.db, ctx.user.id),
  ]);
  return {
    id: checkout.id,
    purchase: checkout.purchase,
    price: checkout.price_id,
    description: priceOf(checkout.purchase, checkout.price_id)?.description ?? checkout.price_id,
    amount: (priceOf(checkout.purchase, checkout.price_id)?.amountCents ?? 0) / 100,
    status: checkout.status,
    level: user.level,
    attempts_left: attemptsLeft,
    offline: ctx.payments.gateway.mode === "offline",
  };
}

async function liveSubscription(ctx: Ctx): Promise<SubscriptionRow> {
  const sub = await findLiveSubscription(ctx.db, ctx.user.id);
  if (!sub) throw appError("NOT_FOUND", "subscription", "You have no plan to change.");
  return sub;
}

/**
 * One change to the learner's subscription: the provider is told (Stripe) or the row itself
 * changes (offline), then the level and stop flag follow, all under the learner's lock.
 */
async function changeSubscription(
  ctx: Ctx,
  viaProvider: (providerId: string) => Promise<unknown>,
  locally: (sub: SubscriptionRow, now: Date) => SubscriptionRow,
) {
  const sub = await liveSubscription(ctx);
  const now = ctx.clock.now();
  const fromProvider = (await viaProvider(sub.stripe_subscription_id)) as Awaited<
    ReturnType<typeof ctx.payments.gateway.cancelNow>
  >;
  await ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, ctx.user.id);
    if (fromProvider) await upsertSubscription(trx, fromProvider, sub.id, now);
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

/** Stop at the period's end: access stays until then. */
export const stopSubscription = (ctx: Ctx) =>
  changeSubscription(
    ctx,
    (id) => ctx.payments.gateway.setCancelAtPeriodEnd(id, true),
    (sub) => ({ ...sub, cancel_at_period_end: true }),
  );

/** Undo a stop before the period ends. */
export const restartSubscription = (ctx: Ctx) =>
  changeSubscription(
    ctx,
    (id) => ctx.payments.gateway.setCancelAtPeriodEnd(id, false),
    (sub) => ({ ...sub, cancel_at_period_end: false }),
  );

/** Cancel now: back to Basic at once. */
export const deleteSubscription = (ctx: Ctx) =>
  changeSubscription(
    ctx,
    (id) => ctx.payments.gateway.cancelNow(id),
    (sub, now) => ({ ...sub, status: "canceled", current_period_end: now }),
  );

/** End the trial now and take the first payment. */
export async function skipTrial(ctx: Ctx) {
  const sub = await liveSubscription(ctx);
  if (sub.status !== "trialing") throw badRequest("subscription", "Your plan is not in its trial.");
  return changeSubscription(
    ctx,
    (id) => ctx.payments.gateway.endTrialNow(id),
    (s, now) => ({ ...s, trial_end: now }),
  );
}

/** A billing-portal session for card details (the router lets Silver and up in). */
export async function billingPortal(ctx: Ctx) {
  return {
    url: await ctx.payments.gateway.billingPortalUrl(ctx.user.stripe_customer_id, `${ctx.appUrl}/user/account`),
  };
}

export async function paymentHistory(ctx: Ctx) {
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
