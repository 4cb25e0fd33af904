import type { SubscriptionState } from "@qbank/db";
import type Stripe from "stripe";
import { badRequest } from "../shared/errors.ts";
import type { PaymentGateway } from "./gateway.ts";
import { planById } from "./plans.ts";

const fromSeconds = (s: number) => new Date(s * 1000);
const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === "string" ? ref : (ref?.id ?? null));

/** The fields of a Stripe subscription the product reads (an API answer or an event's copy). */
export interface SubscriptionLike {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  trial_end?: number | null | undefined;
  metadata?: Record<string, string> | null | undefined;
  items: { data: { price: { lookup_key?: string | null | undefined }; current_period_end: number }[] };
}

/** Our view of a Stripe subscription; the learner and plan travel in its metadata and price. */
export function subscriptionState(sub: SubscriptionLike): SubscriptionState | undefined {
  const item = sub.items.data[0];
  const plan = planById(item?.price.lookup_key ?? sub.metadata?.price ?? "");
  const userId = sub.metadata?.user_id;
  if (!item || !plan || !userId) return undefined;
  return {
    stripe_subscription_id: sub.id,
    user_id: userId,
    plan: plan.id,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    trial_end: sub.trial_end ? fromSeconds(sub.trial_end) : null,
    current_period_end: fromSeconds(item.current_period_end),
  };
}

/**
 * Stripe: Checkout Sessions for both purchases (subscription mode for plans, payment mode for
 * attempts), prices found by lookup key (`npm run stripe:setup` creates them), and the
 * subscription calls behind stop, restart, delete, skip and the billing portal.
 */
export function stripeGateway(stripe: Stripe, publishableKey: string): PaymentGateway {
  const priceIds = new Map<string, string>();
  async function priceFor(lookupKey: string): Promise<string> {
    const known = priceIds.get(lookupKey);
    if (known) return known;
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const id = found.data[0]?.id;
    if (!id) throw badRequest("price", "This price is not on sale at the moment.");
    priceIds.set(lookupKey, id);
    return id;
  }
  const state = (sub: Stripe.Subscription) => subscriptionState(sub);

  return {
    mode: "stripe",
    publishableKey,
    async createCheckout(r) {
      const customerId =
        r.customerId ?? (await stripe.customers.create({ email: r.email, metadata: { user_id: r.userId } })).id;
      const metadata = { purchase: r.purchase, price: r.priceId, user_id: r.userId };
      const session = await stripe.checkout.sessions.create({
        mode: r.purchase === "plan" ? "subscription" : "payment",
        customer: customerId,
        client_reference_id: r.userId,
        metadata,
        line_items: [{ price: await priceFor(r.priceId), quantity: 1 }],
        success_url: r.successUrl,
        cancel_url: r.cancelUrl,
        ...(r.purchase === "plan"
          ? { subscription_data: { metadata, ...(r.trialDays > 0 ? { trial_period_days: r.trialDays } : {}) } }
          : { payment_intent_data: { metadata }, invoice_creation: { enabled: true } }),
      });
      if (!session.url) throw new Error("Stripe gave the Checkout Session no url");
      return { id: session.id, url: session.url, customerId };
    },
    async fetchCheckout(id) {
      const session = await stripe.checkout.sessions.retrieve(id);
      return {
        paid: session.status === "complete" && session.payment_status !== "unpaid",
        subscriptionId: idOf(session.subscription),
        amountCents: session.amount_total,
        currency: session.currency,
      };
    },
    async expireCheckout(id) {
      const session = await stripe.checkout.sessions.retrieve(id);
      if (session.status === "open") return (await stripe.checkout.sessions.expire(id)).status === "expired";
      return session.status === "expired";
    },
    async refund({ subscriptionId, checkoutId }) {
      const refundIntent = async (intent: string | { id: string } | null | undefined) => {
        const paymentIntent = idOf(intent);
        if (paymentIntent)
          await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `refund-${paymentIntent}` });
      };
      if (subscriptionId) {
        const sub = await stripe.subscriptions.retrieve(subscriptionId);
        if (sub.status !== "canceled" && sub.status !== "incomplete_expired") await stripe.subscriptions.cancel(sub.id);
        const invoices = await stripe.invoices.list({ subscription: sub.id, status: "paid", limit: 100 });
        for (const invoice of invoices.data) {
          const paid = await stripe.invoicePayments.list({ invoice: invoice.id, status: "paid", limit: 100 });
          for (const p of paid.data) await refundIntent(p.payment.payment_intent);
        }
      } else if (checkoutId) {
        await refundIntent((await stripe.checkout.sessions.retrieve(checkoutId)).payment_intent);
      }
    },
    fetchSubscription: async (id) => state(await stripe.subscriptions.retrieve(id)),
    setCancelAtPeriodEnd: async (id, stop) =>
      state(await stripe.subscriptions.update(id, { cancel_at_period_end: stop })),
    cancelNow: async (id) => state(await stripe.subscriptions.cancel(id)),
    endTrialNow: async (id) => state(await stripe.subscriptions.update(id, { trial_end: "now" })),
    async billingPortalUrl(customerId, returnUrl) {
      if (!customerId) throw badRequest("subscription", "There are no card details to update yet.");
      return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
    },
  };
}
