import { insertRefusal, masteryAttemptsLeft, newId, type NewRefusal } from "@qbank/db";
import { createCategoryWithQuestions, insertTestAttempts, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sha256Hex } from "../auth/crypto.ts";
import { runMaintenance } from "../maintenance/sweep.ts";
import { failure } from "#test/expect-error.ts";
import { callerFor, createHarness, signedIn, type Harness } from "#test/harness.ts";
import { addMonths } from "./local-billing.ts";
import { fullBankOpens } from "./plans.ts";
import { settleRefusals } from "./refunds.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(TEST_NOW));

const DAY = 24 * 3600_000;

/** A learner's caller as the server would build it on their next request (fresh level). */
async function again(userId: string, sessionId: string) {
  const user = await h.deps.db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
  const session = {
    id: sessionId,
    userId,
    expiresAt: new Date(h.clock.now().getTime() + DAY),
    fresh: false,
    attributes: {},
  };
  return callerFor(h, { user, session }).api;
}

async function buyAndPay(learner: Awaited<ReturnType<typeof signedIn>>, kind: "plan" | "mastery", price: string) {
  const api = await again(learner.user.id, learner.session.id);
  const checkout = kind === "plan" ? await api.payments.buyPlan({ price }) : await api.payments.buyAttempts({ price });
  expect(checkout.url).toBe(`http://localhost:3000/user/checkout/${checkout.session_id}`);
  return { checkout, paid: await api.payments.payOffline({ id: checkout.session_id }) };
}

const levelChanges = (userId: string) =>
  h.deps.db
    .selectFrom("level_changes")
    .select(["from_level", "to_level", "reason"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();

describe("plans on the offline checkout", () => {
  it("starts a first plan with a trial, grants it once, and takes the first payment when the trial is skipped", async () => {
    const learner = await signedIn(h);
    const { checkout, paid } = await buyAndPay(learner, "plan", "silver");
    expect(paid).toMatchObject({ status: "paid", purchase: "plan", level: 2.5, offline: true });
    let api = await again(learner.user.id, learner.session.id);
    await expect(api.payments.payOffline({ id: checkout.session_id })).resolves.toMatchObject({ level: 2.5 });
    const user = await api.payments.user();
    expect(user.subscription).toMatchObject({
      plan: "silver",
      status: "trialing",
      trial_end: (Date.parse(TEST_NOW) + 7 * DAY) / 1000,
      cancel_at_period_end: false,
    });
    expect(user.password).toBe("offline");
    expect(await api.payments.history()).toEqual([]);

    h.clock.advance(DAY);
    const skipped = await api.payments.skipTrial();
    expect(skipped.level).toBe(3);
    expect(skipped.subscription).toMatchObject({
      status: "active",
      current_period_end: addMonths(h.clock.now(), 3).getTime() / 1000,
    });
    api = await again(learner.user.id, learner.session.id);
    expect(await api.payments.history()).toMatchObject([
      { amount: 25, description: "Silver Plan (local test payment)" },
    ]);
    expect(await levelChanges(learner.user.id)).toEqual([
      { from_level: 2, to_level: 2.5, reason: "purchase" },
      { from_level: 2.5, to_level: 3, reason: "purchase" },
    ]);
  });

  it("runs a whole billing year on a fixed clock: trial, paid, renewed, stopped, ended", async () => {
    const learner = await signedIn(h);
    await buyAndPay(learner, "plan", "gold");
    const start = Date.parse(TEST_NOW);

    h.clock.set(new Date(start + 7 * DAY));
    await runMaintenance(h.deps);
    let api = await again(learner.user.id, learner.session.id);
    expect((await api.payments.user()).level).toBe(4);

    const firstPeriodEnd = addMonths(new Date(start + 7 * DAY), 6);
    h.clock.set(firstPeriodEnd);
    await runMaintenance(h.deps);
    api = await again(learner.user.id, learner.session.id);
    const renewed = await api.payments.user();
    expect(renewed.subscription?.current_period_end).toBe(addMonths(firstPeriodEnd, 6).getTime() / 1000);
    expect(await api.payments.history()).toHaveLength(2);

    const stopped = await api.payments.stop();
    expect(stopped).toMatchObject({ subscription_stopped: true, level: 4 });
    api = await again(learner.user.id, learner.session.id);
    const restarted = await api.payments.restart();
    expect(restarted.subscription_stopped).toBe(false);
    await (await again(learner.user.id, learner.session.id)).payments.stop();

    h.clock.set(new Date(addMonths(firstPeriodEnd, 6).getTime() - 1000));
    await runMaintenance(h.deps);
    api = await again(learner.user.id, learner.session.id);
    expect((await api.payments.user()).level).toBe(4);
    h.clock.set(addMonths(firstPeriodEnd, 6));
    await runMaintenance(h.deps);
    api = await again(learner.user.id, learner.session.id);
    expect(await api.payments.user()).toMatchObject({ level: 2, subscription_stopped: false, subscription: null });
    expect(await api.payments.history()).toHaveLength(2);
    expect((await levelChanges(learner.user.id)).map((c) => c.reason)).toEqual(["purchase", "trial", "expiry"]);
  });

  it("ends a trial stopped before its end unpaid, and will not skip it while stopped", async () => {
    const learner = await signedIn(h);
    await buyAndPay(learner, "plan", "gold");
    let api = await again(learner.user.id, learner.session.id);
    expect(await api.payments.stop()).toMatchObject({ level: 2.5, subscription_stopped: true });
    const refused = await failure((await again(learner.user.id, learner.session.id)).payments.skipTrial());
    expect(refused).toEqual({
      code: "BAD_REQUEST",
      items: [
        {
          object: "subscription",
          message:
            "Your trial is stopped, so nothing will be charged. To pay now, choose Start Again, then Skip Trial.",
        },
      ],
    });

    h.clock.set(new Date(Date.parse(TEST_NOW) + 7 * DAY));
    await runMaintenance(h.deps);
    api = await again(learner.user.id, learner.session.id);
    expect(await api.payments.user()).toMatchObject({ level: 2, subscription: null });
    expect(await api.payments.history()).toEqual([]);
    expect((await levelChanges(learner.user.id)).map((c) => c.reason)).toEqual(["purchase", "expiry"]);
  });

  it("deletes a plan at once and charges a second plan from its first day", async () => {
    const learner = await signedIn(h);
    await buyAndPay(learner, "plan", "diamond");
    const deleted = await (await again(learner.user.id, learner.session.id)).payments.delete();
    expect(deleted).toMatchObject({ level: 2, subscription: null });
    const { paid } = await buyAndPay(learner, "plan", "silver");
    expect(paid.level).toBe(3);
  });

  it("refuses a second plan while one is live, unknown prices and the portal below Silver", async () => {
    const learner = await signedIn(h);
    const api = learner.api;
    expect(await failure(api.payments.buyPlan({ price: "platinum" }))).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "price", message: "Please choose one of the offered prices." }],
    });
    expect((await failure(api.payments.buyAttempts({ price: "silver" }))).code).toBe("BAD_REQUEST");
    expect((await failure(api.payments.billingPortal())).code).toBe("FORBIDDEN");
    await buyAndPay(learner, "plan", "silver");
    const second = await failure(
      (await again(learner.user.id, learner.session.id)).payments.buyPlan({ price: "gold" }),
    );
    expect(second).toEqual({
      code: "CONFLICT",
      items: [{ object: "price", message: "You already have a plan. Stop or delete it before choosing another." }],
    });
    // Once stopped, the plan runs out at its period end and another may be bought.
    await (await again(learner.user.id, learner.session.id)).payments.stop();
    const { paid } = await buyAndPay(learner, "plan", "gold");
    expect(paid).toMatchObject({ status: "paid", level: 4 });
    const planless = await signedIn(h);
    expect(await failure(planless.api.payments.stop())).toEqual({
      code: "NOT_FOUND",
      items: [{ object: "subscription", message: "You have no plan to change." }],
    });
    expect((await failure(planless.api.payments.skipTrial())).code).toBe("NOT_FOUND");
  });

  it("ends the learner's other sessions when the level changes, keeping the one that paid", async () => {
    const learner = await signedIn(h);
    const other = await h.deps.lucia.createSession(learner.user.id, {});
    await buyAndPay(learner, "plan", "silver");
    const sessions = await h.deps.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", learner.user.id)
      .execute();
    expect(sessions.map((s) => s.id)).toEqual([sha256Hex(learner.session.id)]);
    expect(sessions.map((s) => s.id)).not.toContain(sha256Hex(other.id));
  });
});

describe("one live plan, whatever the order of clicks", () => {
  it("pays one of two plan checkouts opened side by side and answers 409 to the other, which stays unpaid", async () => {
    const learner = await signedIn(h);
    const silver = await learner.api.payments.buyPlan({ price: "silver" });
    const diamond = await learner.api.payments.buyPlan({ price: "diamond" });
    await learner.api.payments.payOffline({ id: silver.session_id });
    const api = await again(learner.user.id, learner.session.id);
    expect(await failure(api.payments.payOffline({ id: diamond.session_id }))).toEqual({
      code: "CONFLICT",
      items: [{ object: "price", message: "You already have a plan. Stop or delete it before choosing another." }],
    });
    await expect(api.payments.checkout({ id: diamond.session_id })).resolves.toMatchObject({ status: "open" });
    expect(await api.payments.user()).toMatchObject({ level: 2.5, subscription: { plan: "silver" } });
    const subs = await h.deps.db
      .selectFrom("subscriptions")
      .select("status")
      .where("user_id", "=", learner.user.id)
      .execute();
    expect(subs).toEqual([{ status: "trialing" }]);
  });

  it("replaces a stopped plan with the one paid next, leaving one live", async () => {
    const learner = await signedIn(h);
    await buyAndPay(learner, "plan", "diamond");
    await (await again(learner.user.id, learner.session.id)).payments.stop();
    const { paid } = await buyAndPay(learner, "plan", "silver");
    expect(paid.level).toBe(3);
    const subs = await h.deps.db
      .selectFrom("subscriptions")
      .select(["plan", "status"])
      .where("user_id", "=", learner.user.id)
      .orderBy("created_at")
      .execute();
    expect(subs).toEqual([
      { plan: "diamond", status: "canceled" },
      { plan: "silver", status: "active" },
    ]);
  });

  it("acts on the plan as the previous change left it: parallel deletes and starts end deleted", async () => {
    const learner = await signedIn(h);
    await buyAndPay(learner, "plan", "diamond");
    h.clock.advance(8 * DAY);
    await runMaintenance(h.deps);
    const api = await again(learner.user.id, learner.session.id);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? api.payments.delete() : api.payments.restart())),
    );
    for (const o of outcomes) {
      if (o.status === "rejected")
        expect(await failure(Promise.reject(o.reason as Error))).toEqual({
          code: "NOT_FOUND",
          items: [{ object: "subscription", message: "You have no plan to change." }],
        });
    }
    const after = await (await again(learner.user.id, learner.session.id)).payments.user();
    expect(after).toMatchObject({ level: 2, subscription: null, subscription_stopped: false });
  });

  it("tells a first plan's trial before the checkout is paid and after", async () => {
    const learner = await signedIn(h);
    const offer = await learner.api.payments.trialOffer();
    expect(offer).toEqual({ days: 7, level: 2.5, first_charge: (Date.parse(TEST_NOW) + 7 * DAY) / 1000 });
    const checkout = await learner.api.payments.buyPlan({ price: "gold" });
    await expect(learner.api.payments.checkout({ id: checkout.session_id })).resolves.toMatchObject({ trial: offer });
    const paid = await learner.api.payments.payOffline({ id: checkout.session_id });
    expect(paid.trial).toEqual(offer);
    const api = await again(learner.user.id, learner.session.id);
    expect(await api.payments.trialOffer()).toBeNull();
    // The trialing learner's screens say the plan's bank opens on the day of the first charge.
    const trialing = await api.payments.user();
    expect(trialing.level).toBe(2.5);
    expect(fullBankOpens(trialing.subscription)).toBe(offer?.first_charge);
    const skipped = await api.payments.skipTrial();
    expect(skipped.level).toBe(4);
    expect(fullBankOpens(skipped.subscription)).toBeNull();
  });
});

describe("mastery attempts", () => {
  it("grants the attempts bought once, however often or however fast Pay is pressed", async () => {
    const learner = await signedIn(h);
    const checkout = await learner.api.payments.buyAttempts({ price: "mastery-2" });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => learner.api.payments.payOffline({ id: checkout.session_id })),
    );
    expect(results.every((r) => r.status === "paid")).toBe(true);
    expect(await masteryAttemptsLeft(h.deps.db, learner.user.id)).toBe(2);
    expect(await learner.api.payments.history()).toMatchObject([{ amount: 49 }]);
    const more = await buyAndPay(learner, "mastery", "mastery-1");
    expect(more.paid.attempts_left).toBe(3);
    const user = await learner.api.payments.user();
    expect(user.mastery_mock_attempts.map((p) => [p.attempts, p.used_attempts_count])).toEqual([
      [2, 0],
      [1, 0],
    ]);
  });

  it("keeps attempts left exact when purchases and Master Mock starts run at once", async () => {
    await createCategoryWithQuestions(h.deps.db, { level: 9, count: 3 });
    const learner = await signedIn(h);
    const checkouts = await Promise.all(
      ["mastery-1", "mastery-2", "mastery-3"].map((price) => learner.api.payments.buyAttempts({ price })),
    );
    await insertTestAttempts(h.deps.db, learner.user.id, 1, h.clock.now());
    const outcomes = await Promise.allSettled([
      ...checkouts.map((c) => learner.api.payments.payOffline({ id: c.session_id })),
      ...Array.from({ length: 5 }, () => learner.api.qbank.startMastery()),
    ]);
    expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);
    const runs = await h.deps.db.selectFrom("runs").select("id").where("user_id", "=", learner.user.id).execute();
    expect(runs).toHaveLength(1);
    expect(await masteryAttemptsLeft(h.deps.db, learner.user.id)).toBe(1 + 1 + 2 + 3 - 1);
  });

  it("keeps a cancelled checkout from being paid, and another learner's checkout unknown", async () => {
    const learner = await signedIn(h);
    const stranger = await signedIn(h);
    const checkout = await learner.api.payments.buyAttempts({ price: "mastery-3" });
    expect((await failure(stranger.api.payments.checkout({ id: checkout.session_id }))).code).toBe("NOT_FOUND");
    expect((await failure(stranger.api.payments.payOffline({ id: checkout.session_id }))).code).toBe("NOT_FOUND");
    await expect(learner.api.payments.cancelCheckout({ id: checkout.session_id })).resolves.toMatchObject({
      status: "cancelled",
    });
    await expect(learner.api.payments.payOffline({ id: checkout.session_id })).resolves.toMatchObject({
      status: "cancelled",
      attempts_left: 0,
    });
  });
});

describe("refunds of refused payments", () => {
  it("gives back every other refusal's money while one keeps failing at the provider, then leaves it for an admin", async () => {
    const learner = await signedIn(h);
    const refusal = (id: string): NewRefusal => ({
      id: newId(),
      user_id: learner.user.id,
      source_id: id,
      checkout_id: id,
      subscription_id: null,
      reason: "account_erased",
      amount_cents: 2000,
      currency: "usd",
    });
    // The oldest one is the one the provider will not refund.
    for (const id of ["cs_stuck", "cs_one", "cs_two"]) {
      await insertRefusal(h.deps.db, refusal(id), h.clock.now());
      h.clock.advance(1000);
    }
    const refunded: string[] = [];
    const gateway = {
      ...h.deps.payments.gateway,
      // The provider, as Stripe would answer: one payment it will not refund.
      refund: ({ checkoutId }: { checkoutId: string | null }) => {
        if (checkoutId === "cs_stuck") return Promise.reject(new Error("refund declined"));
        refunded.push(checkoutId!);
        return Promise.resolve();
      },
    };
    const deps = { db: h.deps.db, clock: h.clock, payments: { ...h.deps.payments, gateway } };
    const statuses = () =>
      h.deps.db
        .selectFrom("payment_refusals")
        .select(["source_id", "status", "tries"])
        .where("user_id", "=", learner.user.id)
        .orderBy("source_id")
        .execute();

    await expect(settleRefusals(deps)).resolves.toBe(2);
    expect(refunded).toEqual(["cs_one", "cs_two"]);
    expect(await statuses()).toEqual([
      { source_id: "cs_one", status: "refunded", tries: 1 },
      { source_id: "cs_stuck", status: "pending", tries: 1 },
      { source_id: "cs_two", status: "refunded", tries: 1 },
    ]);
    await settleRefusals(deps);
    await expect(settleRefusals(deps)).resolves.toBe(0);
    expect(await statuses()).toContainEqual({ source_id: "cs_stuck", status: "failed", tries: 3 });
    expect(refunded).toEqual(["cs_one", "cs_two"]);
  });
});
