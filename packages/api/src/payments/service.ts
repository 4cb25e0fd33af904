import {
  claimPendingRefusals,
  closeCheckout,
  findCheckout,
  toSessionUser,
  findLiveSubscription,
  findSubscription,
  findUserById,
  grantAttempts,
  hasHadSubscription,
  insertCheckout,
  insertRefusal,
  isLiveStatus,
  listAttemptPurchases,
  listOpenCheckouts,
  listPayments,
  listRefusals,
  lockUser,
  masteryAttemptsLeft,
  newId,
  recordPayment,
  recordRefusalTry,
  setStripeCustomer,
  upsertSubscription,
  type CheckoutRow,
  type Db,
  type NewRefusal,
  type PurchaseKind,
  type RefusalReason,
  type SubscriptionRow,
  type SubscriptionState,
} from "@qbank/db";
import { sha256Hex } from "../auth/crypto.ts";
import type { ApiDeps, AuthedContext } from "../context.ts";
import { Level } from "../shared/levels.ts";
import { appError, badRequest, forbidden, notFound } from "../shared/errors.ts";
import { syncAccess } from "./access.ts";
import { openLocalSubscription, saveAdvanced, stateOf } from "./local-billing.ts";
import { masteryPriceById, mayBuyPlan, planById } from "./plans.ts";

type Ctx = Pick<AuthedContext, "db" | "user" | "session" | "clock" | "appUrl" | "payments">;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const DAY_MS = 24 * 3600_000;
const keepThisSession = (ctx: Ctx) => sha256Hex(ctx.session.id);

/** The user the account and payment screens show, with the subscription in seconds. */
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
  return price && { amountCents: price.price * 100, description: `Master Mock: ${price.name}` };
}

/** A first plan starts with the trial; a learner who has had a plan pays from the first day. */
async function trialDaysFor(db: Db, userId: string, trialDays: number): Promise<number> {
  return (await hasHadSubscription(db, userId)) ? 0 : trialDays;
}

const PLAN_LIVE = "You already have a plan. Stop or delete it before choosing another.";

/**
 * Starts a Checkout for a plan or attempts. A plan is refused while another is live (the
 * spec: stop or delete first); fulfilment checks the same again under the learner's lock,
 * since two checkouts may be open at once. The checkout row records who buys what, so
 * fulfilment never trusts the browser.
 */
export async function startCheckout(ctx: Ctx, purchase: PurchaseKind, priceId: string) {
  const price = priceOf(purchase, priceId);
  if (!price) throw badRequest("price", "Please choose one of the offered prices.");
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, ctx.user.id);
    // A stopped plan runs out at its period end, so a new one may be bought to replace it.
    const live = purchase === "plan" ? await findLiveSubscription(trx, ctx.user.id) : undefined;
    if (!mayBuyPlan(live)) throw appError("CONFLICT", "price", PLAN_LIVE);
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
  ctx: Pick<Ctx, "payments">,
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
  await lockUser(trx, checkout.user_id);
  const current = await findCheckout(trx, checkout.id);
  if (current?.status !== "open") return;
  const refuse = async (reason: RefusalReason) => {
    await closeCheckout(trx, checkout.id, "refused", change.now);
    const refusal: NewRefusal = {
      id: newId(),
      user_id: checkout.user_id,
      source_id: change.subscription?.stripe_subscription_id ?? checkout.id,
      checkout_id: checkout.id,
      subscription_id: change.subscription?.stripe_subscription_id ?? null,
      reason,
      amount_cents: change.paid?.amountCents ?? null,
      currency: change.paid?.currency ?? null,
    };
    if (await insertRefusal(trx, refusal, change.now)) followUp.refusals.push(refusal);
  };
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
  await closeCheckout(trx, checkout.id, "paid", change.now);
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

async function grantMastery(
  trx: Db,
  ctx: Pick<Ctx, "payments">,
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

async function ownCheckout(ctx: Ctx, id: string): Promise<CheckoutRow> {
  const checkout = await findCheckout(ctx.db, id);
  if (!checkout || checkout.user_id !== ctx.user.id) throw notFound("checkout");
  return checkout;
}

/** Runs one fulfilment in its own transaction, then what it leaves for the provider. */
async function fulfilNow(ctx: Ctx, checkout: CheckoutRow, change: Parameters<typeof fulfilCheckout>[3]) {
  const followUp = noFollowUp();
  await ctx.db.transaction().execute((trx) => fulfilCheckout(trx, ctx, checkout, change, followUp));
  await carryOut(ctx, followUp);
}

/** The offline checkout page's Pay: the same fulfilment as Stripe's webhook. */
export async function payOffline(ctx: Ctx, id: string) {
  if (ctx.payments.gateway.mode !== "offline") throw forbidden("Payments are taken by the card provider.");
  const checkout = await ownCheckout(ctx, id);
  await fulfilNow(ctx, checkout, { now: ctx.clock.now(), keepSession: keepThisSession(ctx), reason: "purchase" });
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
  await fulfilNow(ctx, checkout, {
    now: ctx.clock.now(),
    keepSession: keepThisSession(ctx),
    reason: "purchase",
    subscription,
    paid: { amountCents: settled.amountCents, currency: settled.currency },
  });
}

/** What the return page shows: how the checkout went and what the learner has now. */
export async function checkoutStatus(ctx: Ctx, id: string) {
  let checkout = await ownCheckout(ctx, id);
  if (checkout.status === "open") {
    await settleFromProvider(ctx, checkout);
    checkout = await ownCheckout(ctx, id);
  }
  const [user, attemptsLeft, live] = await Promise.all([
    findUserById(ctx.db, ctx.user.id),
    masteryAttemptsLeft(ctx.db, ctx.user.id),
    findLiveSubscription(ctx.db, ctx.user.id),
  ]);
  const price = priceOf(checkout.purchase, checkout.price_id);
  return {
    id: checkout.id,
    purchase: checkout.purchase,
    price: checkout.price_id,
    description: price?.description ?? checkout.price_id,
    amount: (price?.amountCents ?? 0) / 100,
    status: checkout.status,
    level: user?.level ?? ctx.user.level,
    attempts_left: attemptsLeft,
    offline: ctx.payments.gateway.mode === "offline",
    trial: await trialOfCheckout(ctx, checkout, live),
  };
}

/** The trial a plan checkout starts (before it is paid) or started (after): its length and first charge. */
async function trialOfCheckout(ctx: Ctx, checkout: CheckoutRow, live: SubscriptionRow | undefined) {
  if (checkout.purchase !== "plan") return null;
  if (checkout.status === "open") return trialOffer(ctx);
  if (checkout.status !== "paid" || live?.status !== "trialing" || !live.trial_end) return null;
  return trialTerms(ctx.payments.trialDays, live.trial_end);
}

const trialTerms = (days: number, firstCharge: Date) => ({
  days,
  level: Level.Trial,
  first_charge: seconds(firstCharge),
});

/** The trial a plan bought now would start with, or null when this learner pays from the first day. */
export async function trialOffer(ctx: Ctx) {
  const days = await trialDaysFor(ctx.db, ctx.user.id, ctx.payments.trialDays);
  if (days <= 0) return null;
  return trialTerms(days, new Date(ctx.clock.now().getTime() + days * DAY_MS));
}

/**
 * One change to the learner's subscription, under the learner's lock from the read to the
 * write, so parallel stops, starts and deletes each act on what the one before left: the
 * provider is told (Stripe) or the row itself changes (offline), then the level and stop flag
 * follow. A plan that is gone by the time the lock is held answers 404.
 */
async function changeSubscription(
  ctx: Ctx,
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

/** Stop at the period's end: access stays until then. */
export const stopSubscription = (ctx: Ctx) =>
  changeSubscription(
    ctx,
    anyPlan,
    (id) => ctx.payments.gateway.setCancelAtPeriodEnd(id, true),
    (sub) => ({ ...sub, cancel_at_period_end: true }),
  );

/** Undo a stop before the period ends. */
export const restartSubscription = (ctx: Ctx) =>
  changeSubscription(
    ctx,
    anyPlan,
    (id) => ctx.payments.gateway.setCancelAtPeriodEnd(id, false),
    (sub) => ({ ...sub, cancel_at_period_end: false }),
  );

/** Cancel now: back to Basic at once. */
export const deleteSubscription = (ctx: Ctx) =>
  changeSubscription(
    ctx,
    anyPlan,
    (id) => ctx.payments.gateway.cancelNow(id),
    (sub, now) => ({ ...sub, status: "canceled", current_period_end: now }),
  );

/** End the trial now and take the first payment. */
export const skipTrial = (ctx: Ctx) =>
  changeSubscription(
    ctx,
    (sub) => {
      if (sub.status !== "trialing") throw badRequest("subscription", "Your plan is not in its trial.");
    },
    (id) => ctx.payments.gateway.endTrialNow(id),
    (s, now) => ({ ...s, trial_end: now }),
  );

const REFUND_TRIES = 3;

/**
 * Gives back the money of refused payments, each in its own transaction holding its row: the
 * provider cancels the subscription and refunds; a refusal the provider fails three times is
 * left `failed` for an admin (the payments list shows it).
 */
export async function settleRefusals(deps: Pick<ApiDeps, "db" | "clock" | "payments">): Promise<number> {
  let settled = 0;
  for (;;) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const [refusal] = await claimPendingRefusals(trx, 1);
      if (!refusal) return false;
      const ok = await deps.payments.gateway
        .refund({ subscriptionId: refusal.subscription_id, checkoutId: refusal.checkout_id })
        .then(
          () => true,
          () => false,
        );
      const status = ok ? "refunded" : refusal.tries + 1 >= REFUND_TRIES ? "failed" : "pending";
      await recordRefusalTry(trx, refusal, status, deps.clock.now());
      return ok;
    });
    if (!done) return settled;
    settled++;
  }
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

/** Payments taken but not granted, newest first: what was refunded and what an admin must settle. */
export async function refusals(ctx: Pick<ApiDeps, "db">) {
  const rows = await listRefusals(ctx.db, 100);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    reason: r.reason,
    status: r.status,
    amount: r.amount_cents === null ? null : r.amount_cents / 100,
    currency: r.currency,
    provider_id: r.subscription_id ?? r.checkout_id,
    date: r.created_at.toISOString(),
  }));
}
