import {
  closeCheckout,
  findCheckout,
  findLiveSubscription,
  findUserById,
  insertCheckout,
  lockUser,
  masteryAttemptsLeft,
  setStripeCustomer,
  type CheckoutRow,
  type PurchaseKind,
  type SubscriptionRow,
} from "@qbank/db";
import { appError, badRequest, forbidden, notFound } from "../shared/errors.ts";
import { mayBuyPlan, priceOf, PLAN_LIVE } from "./plans.ts";
import { noFollowUp, fulfilCheckout, carryOut } from "./fulfilment.ts";
import { type PaymentContext, keepThisSession } from "./payment-context.ts";
import { trialDaysFor, trialTerms, trialOffer } from "./trial.ts";

/** A learner's checkouts: starting one, paying offline, cancelling, and what the return page shows. */

/**
 * Starts a Checkout for a plan or attempts. A plan is refused while another is live (the
 * spec: stop or delete first); fulfilment checks the same again under the learner's lock,
 * since two checkouts may be open at once. The checkout row records who buys what, so
 * fulfilment never trusts the browser.
 */
export async function startCheckout(ctx: PaymentContext, purchase: PurchaseKind, priceId: string) {
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

async function ownCheckout(ctx: PaymentContext, id: string): Promise<CheckoutRow> {
  const checkout = await findCheckout(ctx.db, id);
  if (!checkout || checkout.user_id !== ctx.user.id) throw notFound("checkout");
  return checkout;
}

/** Runs one fulfilment in its own transaction, then what it leaves for the provider. */
async function fulfilNow(ctx: PaymentContext, checkout: CheckoutRow, change: Parameters<typeof fulfilCheckout>[3]) {
  const followUp = noFollowUp();
  await ctx.db.transaction().execute((trx) => fulfilCheckout(trx, ctx, checkout, change, followUp));
  await carryOut(ctx, followUp);
}

/** The offline checkout page's Pay: the same fulfilment as Stripe's webhook. */
export async function payOffline(ctx: PaymentContext, id: string) {
  if (ctx.payments.gateway.mode !== "offline") throw forbidden("Payments are taken by the card provider.");
  const checkout = await ownCheckout(ctx, id);
  await fulfilNow(ctx, checkout, { now: ctx.clock.now(), keepSession: keepThisSession(ctx), reason: "purchase" });
  return checkoutStatus(ctx, id);
}

/**
 * The learner goes back from a checkout: the provider's page is expired too, so it can no longer
 * be paid. When that fails (the provider away, or paid a moment ago), the checkout still closes
 * here, and money the provider takes for it later is refused and refunded.
 */
export async function cancelCheckout(ctx: PaymentContext, id: string) {
  const checkout = await ownCheckout(ctx, id);
  if (checkout.status === "open") await ctx.payments.gateway.expireCheckout(checkout.id).catch(() => false);
  await closeCheckout(ctx.db, checkout.id, "cancelled", ctx.clock.now());
  return checkoutStatus(ctx, id);
}

/**
 * The learner is often back from Stripe before its event: ask Stripe, and when it has the
 * payment, fulfil now with the same code (closing the checkout row keeps it to once).
 */
async function settleFromProvider(ctx: PaymentContext, checkout: CheckoutRow): Promise<void> {
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
export async function checkoutStatus(ctx: PaymentContext, id: string) {
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
async function trialOfCheckout(ctx: PaymentContext, checkout: CheckoutRow, live: SubscriptionRow | undefined) {
  if (checkout.purchase !== "plan") return null;
  if (checkout.status === "open") return trialOffer(ctx);
  if (checkout.status !== "paid" || live?.status !== "trialing" || !live.trial_end) return null;
  return trialTerms(ctx.payments.trialDays, live.trial_end);
}
