import { masteryAttemptsLeft } from "@qbank/db";
import Stripe from "stripe";
import { TEST_NOW } from "@qbank/db/testing";
import type { Session } from "lucia";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { startFakeStripe, type FakeStripe } from "#test/fake-stripe.ts";
import { callerFor, createHarness, signedIn, TEST_PASSWORD, type Harness } from "#test/harness.ts";
import { stripeGateway } from "./stripe-gateway.ts";
import { ensureStripePrices } from "./stripe-setup.ts";
import { receiveStripeEvent } from "./webhook.ts";

const SECRET = "whsec_test_secret";
const DAY = 86_400_000;
let h: Harness;
let fake: FakeStripe;

beforeAll(async () => {
  h = await createHarness();
  fake = await startFakeStripe(() => h.clock.now());
  h.deps.payments = { gateway: stripeGateway(fake.stripe, "pk_test_fake"), trialDays: 7, webhookSecret: SECRET };
});
afterAll(async () => {
  await fake.close();
  await h.close();
});
beforeEach(() => h.clock.set(TEST_NOW));

/** Posts an event as Stripe would: signed with the shared secret at the test's instant. */
function deliver(type: string, object: Record<string, unknown>) {
  const e = fake.event(type, object, h.clock.now(), SECRET);
  return receiveStripeEvent(h.deps, e.raw, e.signature);
}

async function apiOf(userId: string, session: Session) {
  const user = await h.deps.db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
  return callerFor(h, { user, session }).api;
}

const counts = async () => ({
  events: (await h.deps.db.selectFrom("payment_events").select("id").execute()).length,
  levels: (await h.deps.db.selectFrom("level_changes").select("id").execute()).length,
});

describe("Stripe checkout and webhooks", () => {
  it("sells a plan through Checkout and grants it from the signed event, once for ten deliveries", async () => {
    const learner = await signedIn(h);
    const checkout = await learner.api.payments.buyPlan({ price: "gold" });
    expect(checkout.url).toBe(`https://checkout.stripe.test/pay/${checkout.session_id}`);
    await expect(learner.api.payments.checkout({ id: checkout.session_id })).resolves.toMatchObject({
      status: "open",
      offline: false,
    });
    const { session } = fake.completeCheckout(checkout.session_id, h.clock.now());
    expect(session).toMatchObject({
      client_reference_id: learner.user.id,
      metadata: { purchase: "plan", price: "gold", user_id: learner.user.id },
    });
    const e = fake.event("checkout.session.completed", session, h.clock.now(), SECRET);
    for (let i = 0; i < 10; i++) await receiveStripeEvent(h.deps, e.raw, e.signature);

    const api = await apiOf(learner.user.id, learner.session);
    const user = await api.payments.user();
    expect(user).toMatchObject({
      level: 2.5,
      password: "pk_test_fake",
      subscription: { plan: "gold", status: "trialing" },
    });
    await expect(api.payments.checkout({ id: checkout.session_id })).resolves.toMatchObject({ status: "paid" });
    const changes = await h.deps.db
      .selectFrom("level_changes")
      .selectAll()
      .where("user_id", "=", learner.user.id)
      .execute();
    expect(changes.map((c) => [c.from_level, c.to_level, c.reason])).toEqual([[2, 2.5, "webhook"]]);
  });

  it("settles a paid checkout when the learner is back before Stripe's event, and the event then changes nothing", async () => {
    const learner = await signedIn(h);
    const checkout = await learner.api.payments.buyAttempts({ price: "mastery-2" });
    const { session } = fake.completeCheckout(checkout.session_id, h.clock.now());
    await expect(learner.api.payments.checkout({ id: checkout.session_id })).resolves.toMatchObject({
      status: "paid",
      attempts_left: 2,
    });
    await deliver("checkout.session.completed", session);
    expect(await masteryAttemptsLeft(h.deps.db, learner.user.id)).toBe(2);
  });

  it("grants attempts once however often the event comes, and records the payment", async () => {
    const learner = await signedIn(h);
    const checkout = await learner.api.payments.buyAttempts({ price: "mastery-3" });
    const { session } = fake.completeCheckout(checkout.session_id, h.clock.now());
    const e = fake.event("checkout.session.completed", session, h.clock.now(), SECRET);
    await Promise.all(Array.from({ length: 10 }, () => receiveStripeEvent(h.deps, e.raw, e.signature)));
    expect(await masteryAttemptsLeft(h.deps.db, learner.user.id)).toBe(3);
    expect(await learner.api.payments.history()).toMatchObject([
      { amount: 69, description: "Master Mock: Three Attempts" },
    ]);
  });

  it("ends in Stripe's state when the subscription's deletion arrives before the checkout's completion", async () => {
    const learner = await signedIn(h);
    const checkout = await learner.api.payments.buyPlan({ price: "silver" });
    const { session, subscription } = fake.completeCheckout(checkout.session_id, h.clock.now());
    fake.updateSubscription(subscription!.id as string, { status: "canceled" });
    await deliver("customer.subscription.deleted", fake.subscription(subscription!.id as string));
    await deliver("checkout.session.completed", session);
    const api = await apiOf(learner.user.id, learner.session);
    expect(await api.payments.user()).toMatchObject({ level: 2, subscription: null });
  });

  it("refuses forged, unsigned and stale events and changes nothing", async () => {
    const learner = await signedIn(h);
    const checkout = await learner.api.payments.buyAttempts({ price: "mastery-1" });
    const { session } = fake.completeCheckout(checkout.session_id, h.clock.now());
    const before = await counts();
    const forged = fake.event("checkout.session.completed", session, h.clock.now(), "whsec_someone_else");
    const unsigned = fake.event("checkout.session.completed", session, h.clock.now(), SECRET);
    const stale = fake.event("checkout.session.completed", session, new Date(h.clock.now().getTime() - DAY), SECRET);
    for (const [raw, signature] of [
      [forged.raw, forged.signature],
      [unsigned.raw, undefined],
      [stale.raw, stale.signature],
      [Buffer.from(unsigned.raw.toString().replace("mastery-1", "mastery-3")), unsigned.signature],
    ] as const) {
      expect(await failure(receiveStripeEvent(h.deps, raw, signature))).toEqual({
        code: "BAD_REQUEST",
        items: [{ object: "signature", message: "The event's signature is not valid." }],
      });
    }
    expect(await counts()).toEqual(before);
    expect(await masteryAttemptsLeft(h.deps.db, learner.user.id)).toBe(0);
  });

  it("follows a whole year: trial, first payment, renewal, stop at period end, end", async () => {
    const learner = await signedIn(h);
    const checkout = await learner.api.payments.buyPlan({ price: "diamond" });
    const { session, subscription } = fake.completeCheckout(checkout.session_id, h.clock.now());
    const subId = subscription!.id as string;
    await deliver("checkout.session.completed", session);
    const start = h.clock.now().getTime();
    const item = (end: number) => ({
      object: "list",
      data: [{ price: { lookup_key: "diamond" }, current_period_end: end / 1000 }],
    });
    const invoice = (id: string, amount: number) => ({
      id,
      object: "invoice",
      amount_paid: amount,
      currency: "usd",
      created: h.clock.now().getTime() / 1000,
      hosted_invoice_url: `https://invoice.stripe.test/${id}`,
      parent: { subscription_details: { subscription: subId } },
    });

    h.clock.set(new Date(start + 7 * DAY));
    fake.updateSubscription(subId, { status: "active", items: item(start + 372 * DAY) });
    await deliver("invoice.paid", invoice("in_1", 7500));
    let api = await apiOf(learner.user.id, learner.session);
    expect(await api.payments.user()).toMatchObject({ level: 5, subscription: { status: "active" } });

    h.clock.set(new Date(start + 372 * DAY));
    fake.updateSubscription(subId, { items: item(start + 737 * DAY) });
    await deliver("invoice.paid", invoice("in_2", 7500));
    api = await apiOf(learner.user.id, learner.session);
    expect(await api.payments.history()).toMatchObject([
      { amount: 75, receipt_url: "https://invoice.stripe.test/in_2" },
      { amount: 75, receipt_url: "https://invoice.stripe.test/in_1" },
    ]);

    const stopped = await api.payments.stop();
    expect(stopped).toMatchObject({ level: 5, subscription_stopped: true });
    expect(fake.subscription(subId).cancel_at_period_end).toBe(true);

    h.clock.set(new Date(start + 737 * DAY));
    fake.updateSubscription(subId, { status: "canceled" });
    await deliver("customer.subscription.deleted", fake.subscription(subId));
    api = await apiOf(learner.user.id, learner.session);
    expect(await api.payments.user()).toMatchObject({ level: 2, subscription_stopped: false, subscription: null });
  });

  it("skips a trial, restarts a stop and opens the billing portal through Stripe", async () => {
    const learner = await signedIn(h);
    const checkout = await learner.api.payments.buyPlan({ price: "silver" });
    const { session } = fake.completeCheckout(checkout.session_id, h.clock.now());
    await deliver("checkout.session.completed", session);
    let api = await apiOf(learner.user.id, learner.session);
    expect(await api.payments.skipTrial()).toMatchObject({ level: 3, subscription: { status: "active" } });
    api = await apiOf(learner.user.id, learner.session);
    await api.payments.stop();
    expect(await (await apiOf(learner.user.id, learner.session)).payments.restart()).toMatchObject({
      subscription_stopped: false,
    });
    api = await apiOf(learner.user.id, learner.session);
    const portal = await api.payments.billingPortal();
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\/cus_test_\d+$/);
    expect(await (await apiOf(learner.user.id, learner.session)).payments.delete()).toMatchObject({ level: 2 });
  });

  it("sets up the products and prices once: a second run finds them by lookup key", async () => {
    fake.prices.clear();
    const first = await ensureStripePrices(fake.stripe);
    expect(first.map((p) => [p.lookup, p.created])).toEqual([
      ["silver", true],
      ["gold", true],
      ["diamond", true],
      ["mastery-1", true],
      ["mastery-2", true],
      ["mastery-3", true],
    ]);
    const second = await ensureStripePrices(fake.stripe);
    expect(second.every((p) => !p.created)).toBe(true);
    expect(second.map((p) => p.id)).toEqual(first.map((p) => p.id));
  });
});

/** A signed event whose `created` is not the moment it is signed (Stripe sends events late and out of order). */
function deliverCreated(type: string, object: Record<string, unknown>, created: Date, id: string) {
  const payload = JSON.stringify({ id, object: "event", type, created: created.getTime() / 1000, data: { object } });
  const timestamp = Math.floor(h.clock.now().getTime() / 1000);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });
  return receiveStripeEvent(h.deps, Buffer.from(payload), signature);
}

const liveSubscriptions = (userId: string) =>
  h.deps.db
    .selectFrom("subscriptions")
    .select(["stripe_subscription_id", "status"])
    .where("user_id", "=", userId)
    .where("status", "in", ["trialing", "active", "past_due"])
    .execute();

describe("Stripe: the money rules hold whatever arrives", () => {
  it("grants one of two plan checkouts paid at Stripe, refunds the other and expires what is still open", async () => {
    const learner = await signedIn(h);
    const [silver, diamond, gold] = await Promise.all(
      ["silver", "diamond", "gold"].map((price) => learner.api.payments.buyPlan({ price })),
    );
    const first = fake.completeCheckout(silver!.session_id, h.clock.now());
    const second = fake.completeCheckout(diamond!.session_id, h.clock.now());
    const secondSub = second.subscription!.id as string;
    fake.payInvoice(secondSub, 7500, h.clock.now());
    fake.updateSubscription(secondSub, { status: "active", trial_end: null });
    await deliver("checkout.session.completed", first.session);
    expect(fake.refunds).toEqual([]);
    await deliver("customer.subscription.created", fake.subscription(secondSub));
    await deliver("checkout.session.completed", second.session);

    expect(await liveSubscriptions(learner.user.id)).toEqual([
      { stripe_subscription_id: first.subscription!.id, status: "trialing" },
    ]);
    expect(fake.subscription(secondSub).status).toBe("canceled");
    expect(fake.refunds).toHaveLength(1);
    const api = await apiOf(learner.user.id, learner.session);
    await expect(api.payments.checkout({ id: diamond!.session_id })).resolves.toMatchObject({ status: "refused" });
    await expect(api.payments.checkout({ id: gold!.session_id })).resolves.toMatchObject({ status: "cancelled" });
    expect(await api.payments.user()).toMatchObject({ level: 2.5, subscription: { plan: "silver" } });
    const refusals = await h.deps.db
      .selectFrom("payment_refusals")
      .select(["reason", "status"])
      .where("user_id", "=", learner.user.id)
      .execute();
    expect(refusals).toEqual([{ reason: "plan_live", status: "refunded" }]);
    const admin = await signedIn(h, { level: 6 });
    const listed = await admin.api.admin.paymentRefusals();
    expect(listed.find((x) => x.provider_id === secondSub)).toMatchObject({
      email: learner.user.email,
      reason: "plan_live",
      status: "refunded",
    });
    expect((await failure(learner.api.admin.paymentRefusals())).code).toBe("FORBIDDEN");
    // Stripe's later word on the refused subscription never makes it live again.
    await deliver("invoice.paid", { ...fake.payInvoice(secondSub, 7500, h.clock.now()) });
    expect(await api.payments.history()).toEqual([]);
  });

  it("never lets an older event's copy revive a plan when Stripe cannot be asked", async () => {
    const learner = await signedIn(h);
    const sub = (status: string) => ({
      id: `sub_gone_${learner.user.id}`,
      object: "subscription",
      status,
      cancel_at_period_end: false,
      trial_end: null,
      metadata: { user_id: learner.user.id, price: "gold" },
      items: { object: "list", data: [{ price: { lookup_key: "gold" }, current_period_end: 2_000_000_000 }] },
    });
    const t = h.clock.now().getTime();
    await deliverCreated("customer.subscription.deleted", sub("canceled"), new Date(t), `evt_del_${learner.user.id}`);
    await deliverCreated(
      "customer.subscription.created",
      sub("active"),
      new Date(t - 60_000),
      `evt_cr_${learner.user.id}`,
    );
    await deliverCreated(
      "customer.subscription.updated",
      sub("active"),
      new Date(t + 1000),
      `evt_up_${learner.user.id}`,
    );
    const api = await apiOf(learner.user.id, learner.session);
    expect(await api.payments.user()).toMatchObject({ level: 2, subscription: null });

    const other = await signedIn(h);
    const late = (status: string, end: number) => ({
      ...sub(status),
      id: `sub_late_${other.user.id}`,
      metadata: { user_id: other.user.id, price: "gold" },
      items: { object: "list", data: [{ price: { lookup_key: "gold" }, current_period_end: end }] },
    });
    await deliverCreated("customer.subscription.updated", late("past_due", 2_000_000_100), new Date(t), "evt_l1");
    await deliverCreated("customer.subscription.updated", late("active", 2_000_000_000), new Date(t - 5000), "evt_l2");
    const otherApi = await apiOf(other.user.id, other.session);
    expect((await otherApi.payments.user()).subscription).toMatchObject({
      status: "past_due",
      current_period_end: 2_000_000_100,
    });
  });

  it("expires the Checkout pages an erased account left open at Stripe", async () => {
    const learner = await signedIn(h);
    const plan = await learner.api.payments.buyPlan({ price: "silver" });
    const attempts = await learner.api.payments.buyAttempts({ price: "mastery-2" });
    await learner.api.account.delete({ password: TEST_PASSWORD });
    expect([fake.checkoutStatus(plan.session_id), fake.checkoutStatus(attempts.session_id)]).toEqual([
      "expired",
      "expired",
    ]);
  });

  it("refunds a plan paid at Stripe for an account erased before Stripe's events came", async () => {
    const learner = await signedIn(h);
    const checkout = await learner.api.payments.buyPlan({ price: "silver" });
    const paid = fake.completeCheckout(checkout.session_id, h.clock.now());
    const subId = paid.subscription!.id as string;
    fake.updateSubscription(subId, { status: "active", trial_end: null });
    const invoice = fake.payInvoice(subId, 5500, h.clock.now());
    await learner.api.account.delete({ password: TEST_PASSWORD });

    await deliver("customer.subscription.created", fake.subscription(subId));
    await deliver("checkout.session.completed", paid.session);
    await deliver("invoice.paid", invoice);

    expect(await liveSubscriptions(learner.user.id)).toEqual([]);
    expect(fake.subscription(subId).status).toBe("canceled");
    expect(fake.refunds.length).toBeGreaterThan(0);
    const money = await h.deps.db.selectFrom("payments").select("id").where("user_id", "=", learner.user.id).execute();
    expect(money).toEqual([]);
    const refusals = await h.deps.db
      .selectFrom("payment_refusals")
      .select(["reason", "status"])
      .where("user_id", "=", learner.user.id)
      .execute();
    expect(refusals).toEqual([{ reason: "account_erased", status: "refunded" }]);
  });

  it("refuses a live subscription event naming an erased account, whatever came before it", async () => {
    const learner = await signedIn(h);
    const checkout = await learner.api.payments.buyPlan({ price: "silver" });
    const subId = fake.completeCheckout(checkout.session_id, h.clock.now()).subscription!.id as string;
    await learner.api.account.delete({ password: TEST_PASSWORD });
    fake.updateSubscription(subId, { status: "active", trial_end: null });
    await expect(deliver("customer.subscription.updated", fake.subscription(subId))).resolves.toEqual({
      received: true,
      ignored: "a plan for an erased account, refused",
    });
    expect(await liveSubscriptions(learner.user.id)).toEqual([]);
    expect(fake.subscription(subId).status).toBe("canceled");
    const refusals = await h.deps.db
      .selectFrom("payment_refusals")
      .select(["reason", "subscription_id", "status"])
      .where("user_id", "=", learner.user.id)
      .execute();
    expect(refusals).toEqual([{ reason: "account_erased", subscription_id: subId, status: "refunded" }]);
  });

  it("expires a cancelled checkout at Stripe, and grants one Stripe had taken money for first", async () => {
    const learner = await signedIn(h);
    const left = await learner.api.payments.buyAttempts({ price: "mastery-2" });
    await expect(learner.api.payments.cancelCheckout({ id: left.session_id })).resolves.toMatchObject({
      status: "cancelled",
    });
    expect(fake.checkoutStatus(left.session_id)).toBe("expired");

    // Paid at Stripe a moment before the learner pressed Cancel here: Stripe cannot expire it.
    const raced = await learner.api.payments.buyAttempts({ price: "mastery-2" });
    const { session } = fake.completeCheckout(raced.session_id, h.clock.now());
    await learner.api.payments.cancelCheckout({ id: raced.session_id });
    await deliver("checkout.session.completed", session);
    await deliver("checkout.session.completed", session);

    expect(await masteryAttemptsLeft(h.deps.db, learner.user.id)).toBe(2);
    expect(await learner.api.payments.history()).toHaveLength(1);
    await expect(learner.api.payments.checkout({ id: raced.session_id })).resolves.toMatchObject({ status: "paid" });
  });

  it("refunds a checkout page still open at Stripe and paid after the account was erased", async () => {
    const learner = await signedIn(h);
    const open = await learner.api.payments.buyAttempts({ price: "mastery-3" });
    await learner.api.account.delete({ password: TEST_PASSWORD });
    const { session } = fake.completeCheckout(open.session_id, h.clock.now());
    await deliver("checkout.session.completed", session);

    expect(await masteryAttemptsLeft(h.deps.db, learner.user.id)).toBe(0);
    const money = await h.deps.db.selectFrom("payments").select("id").where("user_id", "=", learner.user.id).execute();
    expect(money).toEqual([]);
    const refusals = await h.deps.db
      .selectFrom("payment_refusals")
      .select(["reason", "status", "amount_cents"])
      .where("user_id", "=", learner.user.id)
      .execute();
    expect(refusals).toEqual([{ reason: "account_erased", status: "refunded", amount_cents: session.amount_total }]);
  });

  it("refunds a payment link paid for an erased account, which has no checkout here", async () => {
    const learner = await signedIn(h);
    await learner.api.account.delete({ password: TEST_PASSWORD });
    const session = {
      id: `cs_link_${learner.user.id}`,
      object: "checkout.session",
      payment_status: "paid",
      client_reference_id: learner.user.id,
      metadata: { purchase: "mastery", price: "mastery-3" },
      subscription: null,
      amount_total: 6900,
      currency: "usd",
      payment_intent: `pi_link_${learner.user.id}`,
    };
    await expect(deliver("checkout.session.completed", session)).resolves.toEqual({
      received: true,
      ignored: "a payment for an erased account, refused",
    });
    expect(await masteryAttemptsLeft(h.deps.db, learner.user.id)).toBe(0);
    const refusals = await h.deps.db
      .selectFrom("payment_refusals")
      .select(["reason", "checkout_id", "amount_cents"])
      .where("user_id", "=", learner.user.id)
      .execute();
    expect(refusals).toEqual([{ reason: "account_erased", checkout_id: session.id, amount_cents: 6900 }]);
  });

  it("grants attempts only for the price's amount and currency, and refunds any other", async () => {
    const learner = await signedIn(h);
    const forged = (id: string, amount: number, currency: string) => ({
      id,
      object: "checkout.session",
      payment_status: "paid",
      client_reference_id: learner.user.id,
      metadata: { purchase: "mastery", price: "mastery-3" },
      subscription: null,
      amount_total: amount,
      currency,
      payment_intent: `pi_${id}`,
    });
    await deliver("checkout.session.completed", forged(`cs_cheap_${learner.user.id}`, 1, "usd"));
    await deliver("checkout.session.completed", forged(`cs_gbp_${learner.user.id}`, 6900, "gbp"));
    expect(await masteryAttemptsLeft(h.deps.db, learner.user.id)).toBe(0);
    expect(await learner.api.payments.history()).toEqual([]);
    const refusals = await h.deps.db
      .selectFrom("payment_refusals")
      .select(["reason", "amount_cents"])
      .where("user_id", "=", learner.user.id)
      .orderBy("amount_cents")
      .execute();
    expect(refusals).toEqual([
      { reason: "amount_mismatch", amount_cents: 1 },
      { reason: "amount_mismatch", amount_cents: 6900 },
    ]);
    await deliver("checkout.session.completed", forged(`cs_fair_${learner.user.id}`, 6900, "usd"));
    expect(await masteryAttemptsLeft(h.deps.db, learner.user.id)).toBe(3);
  });

  it("refuses a signature dated more than five minutes ahead of the clock", async () => {
    const learner = await signedIn(h);
    const checkout = await learner.api.payments.buyAttempts({ price: "mastery-1" });
    const { session } = fake.completeCheckout(checkout.session_id, h.clock.now());
    const ahead = fake.event(
      "checkout.session.completed",
      session,
      new Date(h.clock.now().getTime() + 3600_000),
      SECRET,
    );
    expect((await failure(receiveStripeEvent(h.deps, ahead.raw, ahead.signature))).code).toBe("BAD_REQUEST");
    const soon = fake.event("checkout.session.completed", session, new Date(h.clock.now().getTime() + 200_000), SECRET);
    await receiveStripeEvent(h.deps, soon.raw, soon.signature);
    expect(await masteryAttemptsLeft(h.deps.db, learner.user.id)).toBe(1);
  });

  it("answers 400 to signed shapes it cannot read and takes events about nothing it knows", async () => {
    const sign = (body: unknown) => {
      const payload = JSON.stringify(body);
      const timestamp = Math.floor(h.clock.now().getTime() / 1000);
      return [
        Buffer.from(payload),
        Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp }),
      ] as const;
    };
    const created = h.clock.now().getTime() / 1000;
    const event = (id: string, type: string, object: unknown) => ({
      id,
      object: "event",
      type,
      created,
      data: { object },
    });
    for (const body of [
      [],
      "x",
      5,
      event("evt_null", "checkout.session.completed", null),
      event("evt_noitems", "customer.subscription.updated", {
        id: "sub_x",
        status: "active",
        cancel_at_period_end: false,
      }),
    ]) {
      expect(await failure(receiveStripeEvent(h.deps, ...sign(body)))).toMatchObject({ code: "BAD_REQUEST" });
    }
    const session = (id: string, ref: string) => ({
      id,
      payment_status: "paid",
      client_reference_id: ref,
      metadata: { purchase: "mastery", price: "mastery-1" },
      amount_total: 2900,
      currency: "usd",
    });
    await expect(
      receiveStripeEvent(h.deps, ...sign(event("evt_notuuid", "checkout.session.completed", session("cs_a", "nope")))),
    ).resolves.toEqual({ received: true, ignored: "a checkout of no known learner" });
    const stranger = "0190a000-0000-7000-8000-000000000000";
    await expect(
      receiveStripeEvent(h.deps, ...sign(event("evt_nouser", "checkout.session.completed", session("cs_b", stranger)))),
    ).resolves.toEqual({ received: true, ignored: "a checkout of no known learner" });
  });
});
