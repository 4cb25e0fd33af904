import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { masteryMockPrices, plans } from "../src/payments/plans.ts";

/**
 * A small stand-in for the Stripe API: the real `stripe` SDK talks to it over HTTP, so the
 * gateway's calls and the webhook's fetches are exercised as they are in production.
 * It keeps customers, Checkout Sessions and subscriptions, and makes signed events.
 */
type Obj = Record<string, unknown>;

/** Stripe's form encoding (`metadata[price]=gold`, `line_items[0][price]=...`) into objects. */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  return out;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString("utf8")));
    req.on("end", () => resolve(data));
  });

export interface FakeStripe {
  stripe: Stripe;
  /** What Stripe does when the learner pays on its page: the session is paid, a plan's subscription exists. */
  completeCheckout(sessionId: string, now: Date): { session: Obj; subscription: Obj | null };
  subscription(id: string): Obj;
  /** A Checkout Session's status at Stripe: open, complete or expired. */
  checkoutStatus(id: string): string | undefined;
  /** Stripe's prices by lookup key (clear it to start from an empty account). */
  prices: Map<string, Obj>;
  /** Moves a subscription as Stripe would (a renewal, a trial's end, a cancellation). */
  updateSubscription(id: string, fields: Obj): Obj;
  /** A paid invoice of a subscription, with the payment intent it was paid through. */
  payInvoice(subscriptionId: string, amountCents: number, at: Date): Obj;
  /** Refunds made, by payment intent. */
  refunds: string[];
  /** A signed event, as Stripe posts it: the raw body and its Stripe-Signature header. */
  event(type: string, object: Obj, now: Date, secret: string): { raw: Buffer; signature: string; id: string };
  close(): Promise<void>;
}

/** `now` is Stripe's own clock (the test's, so trials end when the test says). */
export async function startFakeStripe(now: () => Date): Promise<FakeStripe> {
  let n = 0;
  const next = (prefix: string) => `${prefix}_test_${++n}`;
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices: Obj[] = [];
  const refunds: string[] = [];
  /** By lookup key; every price the product sells is on sale unless a test says otherwise. */
  const prices = new Map<string, Obj>(
    [...plans, ...masteryMockPrices].map((p) => [
      p.id,
      { id: `price_${p.id}`, object: "price", lookup_key: p.id, unit_amount: p.price * 100, currency: "usd" },
    ]),
  );

  const routes: [string, RegExp, (m: RegExpMatchArray, body: Obj, url: URL) => Obj | undefined][] = [
    [
      "GET",
      /^\/v1\/prices$/,
      (_m, _b, url) => {
        const key = url.searchParams.get("lookup_keys[0]") ?? "";
        const price = prices.get(key);
        return { object: "list", has_more: false, data: price ? [price] : [] };
      },
    ],
    ["POST", /^\/v1\/products$/, (_m, b) => ({ ...b, id: next("prod"), object: "product" })],
    [
      "POST",
      /^\/v1\/prices$/,
      (_m, b) => {
        const price = { ...b, id: next("price"), object: "price" };
        prices.set(String(b.lookup_key), price);
        return price;
      },
    ],
    ["POST", /^\/v1\/customers$/, (_m, b) => ({ id: next("cus"), object: "customer", ...b })],
    [
      "POST",
      /^\/v1\/checkout\/sessions$/,
      (_m, b) => {
        const id = next("cs");
        const session = {
          ...b,
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/pay/${id}`,
          payment_status: "unpaid",
          status: "open",
          subscription: null,
        };
        sessions.set(id, session);
        return session;
      },
    ],
    ["GET", /^\/v1\/checkout\/sessions\/([\w-]+)$/, (m) => sessions.get(m[1]!)!],
    [
      "POST",
      /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/,
      (m) => {
        const session = sessions.get(m[1]!)!;
        return session.status === "open" ? Object.assign(session, { status: "expired" }) : undefined;
      },
    ],
    [
      "GET",
      /^\/v1\/invoices$/,
      (_m, _b, url) => ({
        object: "list",
        has_more: false,
        data: invoices.filter((i) => i.subscription === url.searchParams.get("subscription")),
      }),
    ],
    [
      "GET",
      /^\/v1\/invoice_payments$/,
      (_m, _b, url) => {
        const inv = invoices.find((i) => i.id === url.searchParams.get("invoice"));
        const data = inv ? [{ object: "invoice_payment", payment: { payment_intent: inv.payment_intent } }] : [];
        return { object: "list", has_more: false, data };
      },
    ],
    [
      "POST",
      /^\/v1\/refunds$/,
      (_m, b) => {
        refunds.push(String(b.payment_intent));
        return { id: next("re"), object: "refund", payment_intent: b.payment_intent };
      },
    ],
    ["GET", /^\/v1\/subscriptions\/([\w-]+)$/, (m) => subscriptions.get(m[1]!)!],
    [
      "POST",
      /^\/v1\/subscriptions\/([\w-]+)$/,
      (m, b) => {
        const sub = subscriptions.get(m[1]!)!;
        if (b.cancel_at_period_end !== undefined) sub.cancel_at_period_end = b.cancel_at_period_end === "true";
        if (b.trial_end === "now")
          Object.assign(sub, { status: "active", trial_end: Math.floor(now().getTime() / 1000) });
        return sub;
      },
    ],
    [
      "DELETE",
      /^\/v1\/subscriptions\/([\w-]+)$/,
      (m) => Object.assign(subscriptions.get(m[1]!)!, { status: "canceled" }),
    ],
    [
      "POST",
      /^\/v1\/billing_portal\/sessions$/,
      (_m, b) => ({ id: next("bps"), url: `https://billing.stripe.test/${String(b.customer)}` }),
    ],
  ];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const body = parseForm(await read(req));
    for (const [method, pattern, answer] of routes) {
      const match = url.pathname.match(pattern);
      if (req.method === method && match) {
        const result = answer(match, body, url);
        if (result) {
          res.writeHead(200, { "content-type": "application/json", "request-id": next("req") });
          return res.end(JSON.stringify(result));
        }
      }
    }
    res.writeHead(404, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { type: "invalid_request_error", message: `No such path ${url.pathname}` } }));
  }

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe("sk_test_fake", {
    host: "127.0.0.1",
    port,
    protocol: "http",
    maxNetworkRetries: 0,
    telemetry: false,
  });

  return {
    stripe,
    completeCheckout(sessionId, at) {
      const session = sessions.get(sessionId)!;
      const seconds = Math.floor(at.getTime() / 1000);
      let subscription: Obj | null = null;
      if (session.mode === "subscription") {
        const data = (session.subscription_data ?? {}) as Obj;
        const trialDays = Number(data.trial_period_days ?? 0);
        const lookupKey = String(((session.metadata ?? {}) as Obj).price);
        const periodEnd = seconds + (trialDays > 0 ? trialDays * 86_400 : 30 * 86_400);
        subscription = {
          id: next("sub"),
          object: "subscription",
          customer: session.customer,
          metadata: data.metadata ?? {},
          status: trialDays > 0 ? "trialing" : "active",
          cancel_at_period_end: false,
          trial_end: trialDays > 0 ? periodEnd : null,
          items: { object: "list", data: [{ price: { lookup_key: lookupKey }, current_period_end: periodEnd }] },
        };
        subscriptions.set(subscription.id as string, subscription);
      }
      const trialing = subscription?.status === "trialing";
      const lookupKey = String(((session.metadata ?? {}) as Obj).price);
      Object.assign(session, {
        status: "complete",
        payment_status: trialing ? "no_payment_required" : "paid",
        subscription: subscription?.id ?? null,
        amount_total: trialing ? 0 : Number(prices.get(lookupKey)?.unit_amount ?? 0),
        currency: "usd",
        payment_intent: subscription ? null : next("pi"),
      });
      return { session, subscription };
    },
    subscription: (id) => subscriptions.get(id)!,
    checkoutStatus: (id) => sessions.get(id)?.status as string | undefined,
    prices,
    updateSubscription: (id, fields) => Object.assign(subscriptions.get(id)!, fields),
    payInvoice(subscriptionId, amountCents, at) {
      const invoice = {
        id: next("in"),
        object: "invoice",
        subscription: subscriptionId,
        status: "paid",
        amount_paid: amountCents,
        currency: "usd",
        created: Math.floor(at.getTime() / 1000),
        payment_intent: next("pi"),
        parent: { subscription_details: { subscription: subscriptionId } },
      };
      invoices.push(invoice);
      return invoice;
    },
    refunds,
    event(type, object, at, secret) {
      const id = next("evt");
      const created = Math.floor(at.getTime() / 1000);
      const payload = JSON.stringify({ id, object: "event", type, created, data: { object } });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: created });
      return { raw: Buffer.from(payload), signature, id };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
