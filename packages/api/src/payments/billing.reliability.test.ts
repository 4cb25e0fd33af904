import { masteryAttemptsLeft } from "@qbank/db";
import { TRPCError } from "@trpc/server";
import type { Session } from "lucia";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "#test/fake-stripe.ts";
import { callerFor, createHarness, createUser, TEST_PASSWORD, type Harness } from "#test/harness.ts";
import { runMaintenance } from "../maintenance/sweep.ts";
import { levelForPlan, masteryPriceById, planById } from "./plans.ts";
import { stripeGateway } from "./stripe-gateway.ts";
import { receiveStripeEvent } from "./webhook.ts";

/**
 * Billing against a small model: random sequences of checkouts, payments (twice, at once),
 * return pages, cancelled checkouts, skip, stop, start, delete, account erasures, Stripe's
 * events (in order, reordered, duplicated, late) and clock moves, for three learners at once,
 * through the real procedures on PostgreSQL. After every step: at most one live plan (none for
 * an erased account), the level its plan gives, attempts as bought, each recorded payment
 * matching one paid checkout or invoice, nothing granted twice; at the end, every payment
 * Stripe took either granted or refunded.
 *
 * A failing run prints its seed and step; add the seed to REGRESSION_SEEDS to keep it.
 * `BILLING_MODEL_STEPS=20000 BILLING_MODEL_SEED=7 npm run test:reliability -- billing` runs longer.
 */
// 7: an invoice delivered before its subscription was refused recorded the refunded money (fixed).
// 13: the offline model missed another learner's stopped plan ended by a clock move (the model's fault).
const REGRESSION_SEEDS: number[] = [7, 13];
const CI_SEED = 20_261_125;
const STEPS = Number(process.env.BILLING_MODEL_STEPS ?? 1100);
const SEEDS = [...new Set([...REGRESSION_SEEDS, Number(process.env.BILLING_MODEL_SEED ?? CI_SEED)])];
const SECRET = "whsec_model";
/** Each step is a few queries on PostgreSQL; a long run gets the time it needs. */
const TIMEOUT_MS = Math.max(180_000, STEPS * 300);
const DAY = 86_400_000;
const PLANS = ["silver", "gold", "diamond"];
const ATTEMPTS = ["mastery-1", "mastery-2", "mastery-3"];
const LIVE = ["trialing", "active", "past_due"];

/** mulberry32: a small seeded generator, so a seed replays the same run. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)]! };
}
type Random = ReturnType<typeof random>;

type Learner = { id: string; session: Session };

async function learners(h: Harness, n: number): Promise<Learner[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const user = await createUser(h, { level: 2 });
      return { id: user.id, session: await h.deps.lucia.createSession(user.id, {}) };
    }),
  );
}

/** A learner's caller as the server builds it per request: the user read afresh (the level moves). */
async function api(h: Harness, p: Learner) {
  const user = await h.deps.db.selectFrom("users").selectAll().where("id", "=", p.id).executeTakeFirstOrThrow();
  return callerFor(h, { user, session: p.session }).api;
}

/** Runs a call the model allows to fail with one of `codes`; any other failure fails the run. */
async function allowing<T>(codes: string[], call: Promise<T>): Promise<T | TRPCError> {
  try {
    return await call;
  } catch (e) {
    if (e instanceof TRPCError && codes.includes(e.code)) return e;
    throw e;
  }
}

/** What must hold in the database after every step, whatever the model predicts. */
async function commonInvariants(h: Harness, people: Learner[]) {
  // Each table read once for everybody: the invariants run after every step.
  const ids = people.map((p) => p.id);
  const db = h.deps.db;
  const [subs, users, granted, checkouts] = await Promise.all([
    db.selectFrom("subscriptions").selectAll().where("user_id", "in", ids).where("status", "in", LIVE).execute(),
    db.selectFrom("users").select(["id", "level", "deleted_at"]).where("id", "in", ids).execute(),
    db
      .selectFrom("mastery_purchases")
      .select(["user_id", "stripe_checkout_session_id", "attempts"])
      .where("user_id", "in", ids)
      .execute(),
    db
      .selectFrom("checkouts")
      .selectAll()
      .where("user_id", "in", ids)
      .where("purchase", "=", "mastery")
      .where("status", "=", "paid")
      .execute(),
  ]);
  for (const id of ids) {
    const live = subs.filter((s) => s.user_id === id);
    const user = users.find((u) => u.id === id)!;
    if (user.deleted_at) {
      expect(live, "an erased account's live plans").toEqual([]);
    } else {
      expect(live.length, "live plans").toBeLessThanOrEqual(1);
      expect(user.level, "level follows the live plan").toBe(levelForPlan(live[0]));
    }
    const mine = granted.filter((g) => g.user_id === id);
    const paid = checkouts.filter((c) => c.user_id === id);
    expect(mine.map((g) => g.stripe_checkout_session_id).sort(), "attempts granted once per paid checkout").toEqual(
      paid.map((c) => c.id).sort(),
    );
    for (const c of paid) {
      expect(mine.find((g) => g.stripe_checkout_session_id === c.id)?.attempts).toBe(
        masteryPriceById(c.price_id)!.attempts,
      );
    }
  }
}

async function paymentsOf(h: Harness, userId: string) {
  return h.deps.db.selectFrom("payments").select(["source_id", "amount_cents"]).where("user_id", "=", userId).execute();
}

// The runs share nothing (a database schema, a fake Stripe and a generator each) and wait on
// PostgreSQL most of the time, so they run side by side.
describe.concurrent.each(SEEDS)("billing against a model, seed %i", (seed) => {
  describe("offline checkout: clicks, double clicks and clock moves", () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness();
    });
    afterAll(() => h.close());

    it(
      `keeps every money rule over ${STEPS} random steps`,
      async () => {
        const r = random(seed);
        const people = await learners(h, 3);
        /** The model: per learner, the checkouts it opened and what they bought, and its live plan. */
        const model = people.map(() => ({
          open: new Map<string, { purchase: "plan" | "mastery"; price: string }>(),
          paidAttempts: 0,
          masteryCheckouts: new Set<string>(),
          plan: null as null | { plan: string; stopped: boolean; trialing: boolean },
          hadPlan: false,
        }));
        for (let step = 0; step < STEPS; step++) {
          const who = r.int(people.length);
          const p = people[who]!;
          const m = model[who]!;
          const action = r.pick([
            "open",
            "open",
            "pay",
            "pay",
            "payTwice",
            "cancel",
            "skip",
            "stop",
            "start",
            "delete",
            "clock",
          ]);
          try {
            await offlineStep(h, r, p, m, action);
            // A clock move ends every learner's stopped plan at its period end, not only this one's.
            for (const [i, q] of people.entries()) await syncModelWithPlan(h, q, model[i]!);
            await commonInvariants(h, people);
            expect(await masteryAttemptsLeft(h.deps.db, p.id), "attempts left as bought").toBe(m.paidAttempts);
            for (const pay of await paymentsOf(h, p.id)) {
              const mastery = m.masteryCheckouts.has(pay.source_id);
              expect(mastery || pay.source_id.startsWith("local_sub_"), `payment ${pay.source_id}`).toBe(true);
            }
          } catch (e) {
            console.error(`billing model (offline) failed: seed ${seed}, step ${step}, action ${action}`);
            throw e;
          }
        }
      },
      TIMEOUT_MS,
    );

    type M = {
      open: Map<string, { purchase: "plan" | "mastery"; price: string }>;
      paidAttempts: number;
      masteryCheckouts: Set<string>;
      plan: null | { plan: string; stopped: boolean; trialing: boolean };
      hadPlan: boolean;
    };

    async function offlineStep(h: Harness, r: Random, p: Learner, m: M, action: string) {
      const blocked = m.plan !== null && !m.plan.stopped;
      switch (action) {
        case "open": {
          const purchase = r.next() < 0.6 ? "plan" : "mastery";
          const price = r.pick(purchase === "plan" ? PLANS : ATTEMPTS);
          const call =
            purchase === "plan"
              ? (await api(h, p)).payments.buyPlan({ price })
              : (await api(h, p)).payments.buyAttempts({ price });
          const out = await allowing(["CONFLICT"], call);
          expect(out instanceof TRPCError, "a plan checkout is refused while a plan runs").toBe(
            purchase === "plan" && blocked,
          );
          if (!(out instanceof TRPCError)) m.open.set(out.session_id, { purchase, price });
          return;
        }
        case "pay":
        case "payTwice": {
          const open = [...m.open.keys()];
          if (open.length === 0) return;
          const id = r.pick(open);
          const what = m.open.get(id)!;
          const times = action === "payTwice" ? 2 : 1;
          const callers = await Promise.all(Array.from({ length: times }, () => api(h, p)));
          const outs = await Promise.all(callers.map((c) => allowing(["CONFLICT"], c.payments.payOffline({ id }))));
          const refused = what.purchase === "plan" && blocked;
          for (const out of outs)
            expect(out instanceof TRPCError, "Pay answers 409 when no plan can be granted").toBe(refused);
          if (refused) return;
          m.open.delete(id);
          if (what.purchase === "mastery") {
            m.paidAttempts += masteryPriceById(what.price)!.attempts;
            m.masteryCheckouts.add(id);
          } else {
            m.plan = { plan: what.price, stopped: false, trialing: !m.hadPlan };
            m.hadPlan = true;
          }
          return;
        }
        case "cancel": {
          const open = [...m.open.keys()];
          if (open.length === 0) return;
          const id = r.pick(open);
          await (await api(h, p)).payments.cancelCheckout({ id });
          m.open.delete(id);
          return;
        }
        case "skip": {
          const out = await allowing(["NOT_FOUND", "BAD_REQUEST"], (await api(h, p)).payments.skipTrial());
          // A stopped trial is started again before it can be skipped.
          expect(out instanceof TRPCError).toBe(!m.plan?.trialing || m.plan.stopped);
          if (m.plan && !(out instanceof TRPCError)) m.plan.trialing = false;
          return;
        }
        case "stop":
        case "start":
        case "delete": {
          const call =
            action === "stop"
              ? (await api(h, p)).payments.stop()
              : action === "start"
                ? (await api(h, p)).payments.restart()
                : (await api(h, p)).payments.delete();
          const out = await allowing(["NOT_FOUND"], call);
          expect(out instanceof TRPCError, "a change without a plan is a 404").toBe(m.plan === null);
          if (m.plan && action === "delete") m.plan = null;
          else if (m.plan) m.plan.stopped = action === "stop";
          return;
        }
        case "clock": {
          h.clock.advance(r.int(40 * DAY));
          await runMaintenance(h.deps);
          return;
        }
      }
    }

    /** Periods end with the clock: the model reads when (the dates are the product's), never what. */
    async function syncModelWithPlan(h: Harness, p: Learner, m: M) {
      const live = await h.deps.db
        .selectFrom("subscriptions")
        .selectAll()
        .where("user_id", "=", p.id)
        .where("status", "in", LIVE)
        .executeTakeFirst();
      if (m.plan && !live) {
        // Only a stopped plan may end by itself, at its period end.
        expect(m.plan.stopped, "a plan ended that was not stopped").toBe(true);
        m.plan = null;
      }
      if (m.plan && live) {
        expect(live.plan).toBe(m.plan.plan);
        expect(live.cancel_at_period_end).toBe(m.plan.stopped);
        if (live.status !== "trialing") m.plan.trialing = false;
        expect(live.status === "trialing").toBe(m.plan.trialing);
      }
      expect(live === undefined, "a live plan the model does not know").toBe(m.plan === null);
    }
  });

  describe("Stripe: clicks and events in any order", () => {
    let h: Harness;
    let fake: FakeStripe;
    beforeAll(async () => {
      h = await createHarness();
      fake = await startFakeStripe(() => h.clock.now());
      h.deps.payments = { gateway: stripeGateway(fake.stripe, "pk_test_model"), trialDays: 7, webhookSecret: SECRET };
    });
    afterAll(async () => {
      await fake.close();
      await h.close();
    });

    /** A Stripe event waiting to be delivered: its body as Stripe wrote it when it happened. */
    type Pending = { payload: string };
    let eventNo = 0;
    function event(type: string, object: Record<string, unknown>): Pending {
      const created = Math.floor(h.clock.now().getTime() / 1000);
      const payload = JSON.stringify({
        id: `evt_model_${seed}_${++eventNo}`,
        object: "event",
        type,
        created,
        data: { object: structuredClone(object) },
      });
      return { payload };
    }
    /** Stripe signs each delivery when it sends it. */
    const deliver = (e: Pending) => {
      const timestamp = Math.floor(h.clock.now().getTime() / 1000);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: e.payload, secret: SECRET, timestamp });
      return receiveStripeEvent(h.deps, Buffer.from(e.payload), signature);
    };

    it(
      `keeps every money rule over ${STEPS} random steps and ends in Stripe's state`,
      async () => {
        const r = random(seed + 1);
        const people = await learners(h, 3);
        const queue: Pending[] = [];
        /** Per learner: checkouts opened, those Stripe took money for, and the invoices it charged. */
        const model = people.map(() => ({
          opened: new Map<string, { purchase: "plan" | "mastery"; price: string }>(),
          paidMastery: new Map<string, number>(),
          invoices: new Map<string, { sub: string; cents: number }>(),
          subs: new Set<string>(),
          erased: false,
        }));
        /** Stripe tells of each subscription's present state, later. */
        const tellSubscriptions = (m: (typeof model)[number]) => {
          for (const subId of m.subs) {
            const sub = fake.subscription(subId);
            const type = sub.status === "canceled" ? "customer.subscription.deleted" : "customer.subscription.updated";
            queue.push(event(type, sub));
          }
        };
        const subOwner = new Map<string, number>();

        const check = async () => {
          await commonInvariants(h, people);
          for (const [i, p] of people.entries()) {
            const m = model[i]!;
            for (const pay of await paymentsOf(h, p.id)) {
              const mastery = m.paidMastery.get(pay.source_id);
              const invoice = m.invoices.get(pay.source_id);
              expect(mastery ?? invoice?.cents, `payment ${pay.source_id} matches what Stripe took`).toBe(
                pay.amount_cents,
              );
            }
            const refused = await h.deps.db
              .selectFrom("payment_refusals")
              .select(["subscription_id", "status"])
              .where("user_id", "=", p.id)
              .execute();
            for (const x of refused) {
              expect(x.status).toBe("refunded");
              if (x.subscription_id) expect(fake.subscription(x.subscription_id).status).toBe("canceled");
              for (const [id, inv] of m.invoices) {
                if (inv.sub === x.subscription_id) {
                  expect(
                    (await paymentsOf(h, p.id)).some((pay) => pay.source_id === id),
                    "refused money recorded",
                  ).toBe(false);
                }
              }
            }
          }
        };

        for (let step = 0; step < STEPS; step++) {
          const who = r.int(people.length);
          const p = people[who]!;
          const m = model[who]!;
          const action = r.pick([
            "open",
            "open",
            "pay",
            "pay",
            "deliver",
            "deliver",
            "deliver",
            "deliver",
            "return",
            "cancel",
            "skip",
            "stop",
            "start",
            "delete",
            "clock",
            ...(step % 40 === 39 ? (["erase"] as const) : []),
          ]);
          // An erased account's sessions are gone; a Checkout page at Stripe that could not be
          // expired can still be paid.
          if (m.erased && action !== "pay" && action !== "deliver" && action !== "clock") continue;
          /** The learner pays one of their open Checkout pages at Stripe; its events wait in the queue. */
          const payAtStripe = () => {
            const open = [...m.opened.keys()].filter((id) => fake.checkoutStatus(id) === "open");
            if (open.length === 0) return;
            const id = r.pick(open);
            const { session, subscription } = fake.completeCheckout(id, h.clock.now());
            queue.push(event("checkout.session.completed", session));
            if (!subscription) {
              m.paidMastery.set(id, session.amount_total as number);
              return;
            }
            const subId = subscription.id as string;
            m.subs.add(subId);
            subOwner.set(subId, who);
            queue.push(event("customer.subscription.created", subscription));
            if (subscription.status === "active") {
              const cents = planById(m.opened.get(id)!.price)!.price * 100;
              const invoice = fake.payInvoice(subId, cents, h.clock.now());
              m.invoices.set(invoice.id as string, { sub: subId, cents });
              queue.push(event("invoice.paid", invoice));
            }
          };
          try {
            switch (action) {
              case "open": {
                const purchase = r.next() < 0.6 ? "plan" : "mastery";
                const price = r.pick(purchase === "plan" ? PLANS : ATTEMPTS);
                const call =
                  purchase === "plan"
                    ? (await api(h, p)).payments.buyPlan({ price })
                    : (await api(h, p)).payments.buyAttempts({ price });
                const out = await allowing(["CONFLICT"], call);
                if (!(out instanceof TRPCError)) m.opened.set(out.session_id, { purchase, price });
                break;
              }
              case "pay":
                payAtStripe();
                break;
              case "deliver": {
                if (queue.length === 0) break;
                const at = r.int(queue.length);
                const e = queue[at]!;
                // Stripe sends again until it hears 200: a third of deliveries stay queued as duplicates.
                if (r.next() >= 0.33) queue.splice(at, 1);
                await deliver(e);
                break;
              }
              case "return": {
                const ids = [...m.opened.keys()];
                if (ids.length > 0) await (await api(h, p)).payments.checkout({ id: r.pick(ids) });
                break;
              }
              case "cancel": {
                const ids = [...m.opened.keys()];
                if (ids.length > 0) await (await api(h, p)).payments.cancelCheckout({ id: r.pick(ids) });
                break;
              }
              case "erase": {
                // Half the time a page is paid at Stripe in the instant of the erasure: Stripe can
                // no longer expire it, and its payment must be refunded.
                if (r.next() < 0.5) payAtStripe();
                await (await api(h, p)).account.delete({ password: TEST_PASSWORD });
                expect(
                  [...m.opened.keys()].filter((id) => fake.checkoutStatus(id) === "open"),
                  "checkout pages left payable after the erasure",
                ).toEqual([]);
                m.erased = true;
                tellSubscriptions(m);
                break;
              }
              case "skip":
              case "stop":
              case "start":
              case "delete": {
                const c = await api(h, p);
                const calls = {
                  skip: () => c.payments.skipTrial(),
                  stop: () => c.payments.stop(),
                  start: () => c.payments.restart(),
                  delete: () => c.payments.delete(),
                } as const;
                const out = await allowing(["NOT_FOUND", "BAD_REQUEST"], calls[action]());
                if (!(out instanceof TRPCError) && out.subscription === null && action !== "delete") break;
                tellSubscriptions(m);
                break;
              }
              case "clock":
                h.clock.advance(r.int(600_000));
                break;
            }
            await check();
          } catch (e) {
            console.error(`billing model (Stripe) failed: seed ${seed}, step ${step}, action ${action}`);
            throw e;
          }
        }

        // Everything Stripe still has to say arrives (in a shuffled order), and every learner comes back.
        while (queue.length > 0) await deliver(queue.splice(r.int(queue.length), 1)[0]!);
        for (const [i, p] of people.entries()) {
          if (model[i]!.erased) continue;
          for (const id of model[i]!.opened.keys()) await (await api(h, p)).payments.checkout({ id });
        }
        await check();
        for (const [i, p] of people.entries()) {
          const m = model[i]!;
          const liveAtStripe = [...m.subs].filter((id) => LIVE.includes(fake.subscription(id).status as string));
          expect(liveAtStripe.length, "Stripe keeps one live plan per learner").toBeLessThanOrEqual(1);
          const liveHere = await h.deps.db
            .selectFrom("subscriptions")
            .select("stripe_subscription_id")
            .where("user_id", "=", p.id)
            .where("status", "in", LIVE)
            .execute();
          expect(
            liveHere.map((s) => s.stripe_subscription_id),
            "the live plan is Stripe's",
          ).toEqual(liveAtStripe);
          const granted = await h.deps.db
            .selectFrom("mastery_purchases")
            .select("stripe_checkout_session_id")
            .where("user_id", "=", p.id)
            .execute();
          const refunded = await h.deps.db
            .selectFrom("payment_refusals")
            .select("checkout_id")
            .where("user_id", "=", p.id)
            .where("status", "=", "refunded")
            .where("checkout_id", "in", [...m.paidMastery.keys(), ""])
            .execute();
          expect(
            [...granted.map((g) => g.stripe_checkout_session_id), ...refunded.map((x) => x.checkout_id)].sort(),
            "every paid attempt granted or refunded, never both",
          ).toEqual([...m.paidMastery.keys()].sort());
        }
        expect(subOwner.size).toBeGreaterThan(0);
      },
      TIMEOUT_MS,
    );
  });
});
