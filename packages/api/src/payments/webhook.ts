import {
  claimPaymentEvent,
  findCheckout,
  findRefusal,
  findSubscription,
  findUserById,
  insertCheckout,
  isLiveStatus,
  lockUser,
  newId,
  recordPayment,
  upsertSubscription,
  type Db,
  type SubscriptionState,
} from "@qbank/db";
import Stripe from "stripe";
import { z } from "zod";
import type { ApiDeps } from "../context.ts";
import { badRequest } from "../shared/errors.ts";
import { syncAccess } from "./access.ts";
import { planById } from "./plans.ts";
import {
  carryOut,
  endRefusedPlan,
  fulfilCheckout,
  keepRefusal,
  makeRoomForPlan,
  noFollowUp,
  type FollowUp,
} from "./fulfilment.ts";
import { subscriptionState } from "./stripe-gateway.ts";

type Deps = Pick<ApiDeps, "db" | "clock" | "payments">;
/** An event's effect in the transaction that stores its id; a string says why it changed nothing. */
type Effect = (trx: Db, now: Date, followUp: FollowUp) => Promise<string | undefined>;

/** How far a signed event's timestamp may be from the clock, either way (Stripe's default). */
const TOLERANCE_SECONDS = 300;

const ref = z.union([z.string(), z.object({ id: z.string() })]).nullish();
const idOf = (r: z.infer<typeof ref>) => (typeof r === "string" ? r : r?.id);

/** The parts of Stripe's objects the product reads; anything else in them is ignored. */
/** Any event: its id and type; what else it must carry depends on its type (see effectOf). */
const envelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.unknown().optional(),
  data: z.object({ object: z.unknown() }).partial().nullish(),
});
const checkoutSession = z.object({
  id: z.string().min(1),
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  subscription: ref,
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
});
const subscription = z.object({
  id: z.string().min(1),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  trial_end: z.number().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.object({
    data: z
      .array(z.object({ price: z.object({ lookup_key: z.string().nullish() }), current_period_end: z.number() }))
      .min(1),
  }),
});
const invoice = z.object({
  id: z.string().min(1),
  amount_paid: z.number().int(),
  currency: z.string(),
  created: z.number().int(),
  hosted_invoice_url: z.string().nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: ref }).nullish() }).nullish(),
});

const unreadable = () => badRequest("event", "The event's object cannot be read.");

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw unreadable();
  return parsed.data;
}

/** Stripe's signature over the raw body, within the tolerance of the clock either way; anything else is a 400. */
function verify(deps: Deps, raw: Buffer, signature: string | undefined): z.infer<typeof envelope> {
  const secret = deps.payments.webhookSecret;
  if (!secret) throw badRequest("signature", "Card payment events are not set up here.");
  const nowMs = deps.clock.now().getTime();
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature ?? "")?.[1]);
  const invalid = () => badRequest("signature", "The event's signature is not valid.");
  // Stripe's check only refuses old timestamps; one from the future is refused here.
  if (!Number.isFinite(signedAt) || signedAt * 1000 - nowMs > TOLERANCE_SECONDS * 1000) throw invalid();
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature ?? "", secret, TOLERANCE_SECONDS, undefined, nowMs);
  } catch {
    throw invalid();
  }
  return parse(envelope, event);
}

/**
 * One Stripe event, taking effect exactly once: its id is stored in the same transaction as
 * its effect, so a replay finds it and does nothing. Stripe's current objects are fetched
 * first (outside the transaction), so events arriving out of order still end in Stripe's
 * present state. A shape the product cannot read is a 400; a well-formed event about nothing
 * it knows is taken (Stripe stops sending it) and `ignored` says why.
 */
export async function receiveStripeEvent(
  deps: Deps,
  raw: Buffer,
  signature: string | undefined,
): Promise<{ received: true; ignored?: string }> {
  const event = verify(deps, raw, signature);
  const effect = await effectOf(deps, event);
  const now = deps.clock.now();
  const followUp = noFollowUp();
  const ignored = await deps.db.transaction().execute(async (trx) => {
    if (!(await claimPaymentEvent(trx, event.id, event.type, now))) return "a replay";
    return effect?.(trx, now, followUp);
  });
  await carryOut(deps, followUp);
  return ignored ? { received: true, ignored } : { received: true };
}

const HANDLED = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

function effectOf(deps: Deps, event: z.infer<typeof envelope>): Promise<Effect | undefined> {
  if (!HANDLED.has(event.type)) return Promise.resolve(undefined);
  const object = event.data?.object;
  const eventAt = new Date(parse(z.number().int(), event.created) * 1000);
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return checkoutPaid(deps, parse(checkoutSession, object));
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscriptionChanged(deps, parse(subscription, object), eventAt);
    case "invoice.paid":
    case "invoice.payment_failed":
      return invoiceSettled(deps, parse(invoice, object), eventAt, event.type === "invoice.paid");
    default:
      return Promise.resolve(undefined);
  }
}

/** A subscription as the provider has it now (`fresh`), else the event's own copy, else nothing. */
interface Known {
  state: SubscriptionState;
  fresh: boolean;
}

async function currentState(deps: Deps, id: string, copy: SubscriptionState | undefined): Promise<Known | undefined> {
  const fetched = await deps.payments.gateway.fetchSubscription(id).catch(() => undefined);
  if (fetched) return { state: fetched, fresh: true };
  return copy && { state: copy, fresh: false };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (id: string | null | undefined): id is string => id !== undefined && id !== null && UUID.test(id);
const knownUser = async (trx: Db, id: string | null | undefined) =>
  isId(id) && (await findUserById(trx, id)) !== undefined;
/** Locks the account an event names; undefined when it names none. */
const lockAccount = (trx: Db, id: string | null | undefined) => (isId(id) ? lockUser(trx, id) : undefined);

/**
 * Writes a subscription's state under its learner's lock. A live state that would make a
 * second live plan, or a live plan for an erased account, is refused (the provider's
 * subscription is cancelled and refunded after the commit), and so is any state of a
 * subscription refused before.
 */
async function applySubscription(
  trx: Db,
  known: Known,
  eventAt: Date,
  now: Date,
  followUp: FollowUp,
): Promise<string | undefined> {
  const { state } = known;
  const account = await lockAccount(trx, state.user_id);
  if (!account) return "an unknown learner";
  const refused = await findRefusal(trx, state.stripe_subscription_id);
  if (refused && isLiveStatus(state.status)) return "a refused subscription";
  if (isLiveStatus(state.status)) {
    if (account.erased) return refuseSubscription(trx, state, "account_erased", now, followUp);
    const conflict = await makeRoomForPlan(trx, state.user_id, state.stripe_subscription_id, now, followUp);
    if (conflict) return refuseSubscription(trx, state, conflict, now, followUp);
  }
  const existing = await findSubscription(trx, state.stripe_subscription_id);
  await upsertSubscription(trx, state, existing?.id ?? newId(), now, { eventAt, fresh: known.fresh });
  await syncAccess(trx, { userId: state.user_id, reason: "webhook", actorId: null, keepSession: null, now });
  return undefined;
}

async function refuseSubscription(
  trx: Db,
  state: SubscriptionState,
  reason: "plan_live" | "account_erased",
  now: Date,
  followUp: FollowUp,
) {
  await keepRefusal(trx, followUp, now, {
    user_id: state.user_id,
    source_id: state.stripe_subscription_id,
    checkout_id: null,
    subscription_id: state.stripe_subscription_id,
    reason,
    amount_cents: null,
    currency: null,
  });
  await endRefusedPlan(trx, state.user_id, state, { now, reason: "webhook" });
  return reason === "plan_live" ? "a second live plan, refused" : "a plan for an erased account, refused";
}

async function checkoutPaid(deps: Deps, session: z.infer<typeof checkoutSession>): Promise<Effect | undefined> {
  // An async payment (a bank debit) completes the session unpaid; its success event follows.
  if (session.payment_status === "unpaid") return undefined;
  const subscriptionId = idOf(session.subscription);
  const known = subscriptionId ? await currentState(deps, subscriptionId, undefined) : undefined;
  const { purchase, price } = session.metadata ?? {};
  const userId = session.client_reference_id;
  return async (trx, now, followUp) => {
    let checkout = await findCheckout(trx, session.id);
    const account =
      !checkout && (purchase === "plan" || purchase === "mastery") && price && (await lockAccount(trx, userId));
    if (account && account.erased) {
      await keepRefusal(trx, followUp, now, {
        user_id: userId!,
        source_id: known?.state.stripe_subscription_id ?? session.id,
        checkout_id: session.id,
        subscription_id: known?.state.stripe_subscription_id ?? null,
        reason: "account_erased",
        amount_cents: session.amount_total ?? null,
        currency: session.currency ?? null,
      });
      return "a payment for an erased account, refused";
    }
    if (account) {
      // Started elsewhere (a payment link): the metadata says who and what, as ours do.
      await insertCheckout(trx, {
        id: session.id,
        user_id: userId!,
        purchase,
        price_id: price,
        created_at: now,
      });
      checkout = await findCheckout(trx, session.id);
    }
    if (!checkout) return "a checkout of no known learner";
    await fulfilCheckout(
      trx,
      deps,
      checkout,
      {
        now,
        keepSession: null,
        reason: "webhook",
        subscription: known?.state,
        paid: { amountCents: session.amount_total ?? null, currency: session.currency ?? null },
      },
      followUp,
    );
    return undefined;
  };
}

async function subscriptionChanged(
  deps: Deps,
  sub: z.infer<typeof subscription>,
  eventAt: Date,
): Promise<Effect | undefined> {
  const copy = subscriptionState(sub);
  const known = await currentState(deps, sub.id, copy);
  if (!known) return () => Promise.resolve("a subscription of no known plan or learner");
  return (trx, now, followUp) => applySubscription(trx, known, eventAt, now, followUp);
}

async function invoiceSettled(
  deps: Deps,
  inv: z.infer<typeof invoice>,
  eventAt: Date,
  paid: boolean,
): Promise<Effect | undefined> {
  const subscriptionId = idOf(inv.parent?.subscription_details?.subscription);
  if (!subscriptionId) return undefined; // an attempts purchase: recorded with its checkout
  const known = await currentState(deps, subscriptionId, undefined);
  return async (trx, now, followUp) => {
    const stored = await findSubscription(trx, subscriptionId);
    const owner = known?.state ?? stored;
    if (!owner) return "an invoice of no known subscription";
    // The subscription first: it may be refused now, and a refused one's money is refunded, not recorded.
    const outcome = known ? await applySubscription(trx, known, eventAt, now, followUp) : undefined;
    if (await findRefusal(trx, subscriptionId)) return "an invoice of a refused subscription";
    if (paid && inv.amount_paid > 0 && (await knownUser(trx, owner.user_id))) {
      await recordPayment(trx, {
        id: newId(),
        user_id: owner.user_id,
        source_id: inv.id,
        description: planById(owner.plan)?.name ?? owner.plan,
        amount_cents: inv.amount_paid,
        currency: inv.currency,
        receipt_url: inv.hosted_invoice_url ?? null,
        created_at: new Date(inv.created * 1000),
      });
    }
    return outcome;
  };
}
