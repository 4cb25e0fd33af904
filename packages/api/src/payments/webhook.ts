import {
  claimPaymentEvent,
  findCheckout,
  findSubscription,
  insertCheckout,
  newId,
  recordPayment,
  upsertSubscription,
  type Db,
  type SubscriptionState,
} from "@qbank/db";
import Stripe from "stripe";
import type { ApiDeps } from "../context.ts";
import { badRequest } from "../shared/errors.ts";
import { syncAccess } from "./access.ts";
import { planById } from "./plans.ts";
import { fulfilCheckout } from "./service.ts";
import { subscriptionState } from "./stripe-gateway.ts";

type Deps = Pick<ApiDeps, "db" | "clock" | "payments">;
type Effect = (trx: Db, now: Date) => Promise<void>;

/** How far a signed event's timestamp may be from the clock (Stripe's default). */
const TOLERANCE_SECONDS = 300;

/** Stripe's signature over the raw body, checked against the clock; anything else is a 400. */
function verify(deps: Deps, raw: Buffer, signature: string | undefined): Stripe.Event {
  const secret = deps.payments.webhookSecret;
  if (!secret) throw badRequest("signature", "Card payment events are not set up here.");
  try {
    const receivedAtMs = deps.clock.now().getTime();
    return Stripe.webhooks.constructEvent(raw, signature ?? "", secret, TOLERANCE_SECONDS, undefined, receivedAtMs);
  } catch {
    throw badRequest("signature", "The event's signature is not valid.");
  }
}

/**
 * One Stripe event, taking effect exactly once: its id is stored in the same transaction as
 * its effect, so a replay finds it and does nothing. Stripe's current objects are fetched
 * first (outside the transaction), so events arriving out of order still end in Stripe's
 * present state.
 */
export async function receiveStripeEvent(deps: Deps, raw: Buffer, signature: string | undefined) {
  const event = verify(deps, raw, signature);
  const effect = await effectOf(deps, event);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await claimPaymentEvent(trx, event.id, event.type, now))) return;
    await effect?.(trx, now);
  });
  return { received: true as const };
}

function effectOf(deps: Deps, event: Stripe.Event): Promise<Effect | undefined> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return checkoutPaid(deps, event.data.object);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscriptionChanged(deps, event.data.object);
    case "invoice.paid":
    case "invoice.payment_failed":
      return invoiceSettled(deps, event.data.object, event.type === "invoice.paid");
    default:
      return Promise.resolve(undefined);
  }
}

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === "string" ? ref : ref?.id);

/** Stripe's subscription as it is now; the event's own copy when Stripe cannot be asked (offline). */
async function currentState(deps: Deps, sub: string | Stripe.Subscription): Promise<SubscriptionState | undefined> {
  const fetched = await deps.payments.gateway.fetchSubscription(idOf(sub)!);
  return fetched ?? (typeof sub === "string" ? undefined : subscriptionState(sub));
}

async function applySubscription(trx: Db, state: SubscriptionState, now: Date): Promise<void> {
  const existing = await findSubscription(trx, state.stripe_subscription_id);
  await upsertSubscription(trx, state, existing?.id ?? newId(), now);
  await syncAccess(trx, { userId: state.user_id, reason: "webhook", actorId: null, keepSession: null, now });
}

async function checkoutPaid(deps: Deps, session: Stripe.Checkout.Session): Promise<Effect | undefined> {
  // An async payment (a bank debit) completes the session unpaid; its success event follows.
  if (session.payment_status === "unpaid") return undefined;
  const subscriptionId = idOf(session.subscription);
  const subscription = subscriptionId ? await currentState(deps, subscriptionId) : undefined;
  const { purchase, price } = session.metadata ?? {};
  const userId = session.client_reference_id;
  return async (trx, now) => {
    let checkout = await findCheckout(trx, session.id);
    if (!checkout && userId && (purchase === "plan" || purchase === "mastery") && price) {
      // Started elsewhere (a payment link): the metadata says who and what, as ours do.
      await insertCheckout(trx, { id: session.id, user_id: userId, purchase, price_id: price, created_at: now });
      checkout = await findCheckout(trx, session.id);
    }
    if (!checkout) return;
    await fulfilCheckout(trx, deps, checkout, { now, keepSession: null, reason: "webhook", subscription });
  };
}

async function subscriptionChanged(deps: Deps, sub: Stripe.Subscription): Promise<Effect | undefined> {
  const state = await currentState(deps, sub);
  return state && ((trx, now) => applySubscription(trx, state, now));
}

async function invoiceSettled(deps: Deps, invoice: Stripe.Invoice, paid: boolean): Promise<Effect | undefined> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return undefined; // an attempts purchase: recorded with its checkout
  const state = await currentState(deps, subscriptionId);
  if (!state) return undefined;
  return async (trx, now) => {
    if (paid && invoice.amount_paid > 0) {
      await recordPayment(trx, {
        id: newId(),
        user_id: state.user_id,
        source_id: invoice.id,
        description: planById(state.plan)?.name ?? state.plan,
        amount_cents: invoice.amount_paid,
        currency: invoice.currency,
        receipt_url: invoice.hosted_invoice_url ?? null,
        created_at: new Date(invoice.created * 1000),
      });
    }
    await applySubscription(trx, state, now);
  };
}
