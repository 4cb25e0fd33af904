import {
  findSubscription,
  localSubscriptionsDue,
  lockUser,
  newId,
  recordPayment,
  upsertSubscription,
  type Db,
  type SubscriptionRow,
  type SubscriptionState,
} from "@qbank/db";
import { syncAccess } from "./access.ts";
import { planById } from "./plans.ts";

/** Calendar months in UTC, as card billing counts them (31 January + 1 month = 28 February). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** A payment taken for one billing period of an offline subscription (once per period start). */
async function chargePeriod(trx: Db, sub: SubscriptionState, periodStart: Date): Promise<void> {
  const plan = planById(sub.plan)!;
  await recordPayment(trx, {
    id: newId(),
    user_id: sub.user_id,
    source_id: `${sub.stripe_subscription_id}:${periodStart.toISOString()}`,
    description: `${plan.name} (local test payment)`,
    amount_cents: plan.price * 100,
    currency: "usd",
    receipt_url: null,
    created_at: periodStart,
  });
}

/** Opens an offline subscription: a trial first when the learner may have one, else the first period paid. */
export async function openLocalSubscription(
  trx: Db,
  s: { userId: string; planId: string; trialDays: number; now: Date },
): Promise<void> {
  const plan = planById(s.planId)!;
  const trialEnd = s.trialDays > 0 ? new Date(s.now.getTime() + s.trialDays * 24 * 3600_000) : null;
  const state: SubscriptionState = {
    stripe_subscription_id: `local_sub_${newId()}`,
    user_id: s.userId,
    plan: plan.id,
    status: trialEnd ? "trialing" : "active",
    cancel_at_period_end: false,
    trial_end: trialEnd,
    current_period_end: trialEnd ?? addMonths(s.now, plan.months),
  };
  await upsertSubscription(trx, state, newId(), s.now);
  if (!trialEnd) await chargePeriod(trx, state, s.now);
}

/** A stored subscription as the state its writes take. */
export const stateOf = (sub: SubscriptionRow): SubscriptionState => ({
  stripe_subscription_id: sub.stripe_subscription_id,
  user_id: sub.user_id,
  plan: sub.plan,
  status: sub.status,
  cancel_at_period_end: sub.cancel_at_period_end,
  trial_end: sub.trial_end,
  current_period_end: sub.current_period_end,
});

/**
 * Moves an offline subscription on to `now`: a trial that ended (or was skipped) becomes a
 * paid period, or ends the plan unpaid when it was stopped (as Stripe ends a trial set to
 * cancel); a period that ended renews, or ends the plan when it was stopped.
 */
export function advanceLocal(sub: SubscriptionRow, now: Date): { state: SubscriptionState; charges: Date[] } {
  const plan = planById(sub.plan)!;
  const state = stateOf(sub);
  const charges: Date[] = [];
  if (state.status === "trialing" && state.trial_end && state.trial_end <= now) {
    if (state.cancel_at_period_end) {
      state.status = "canceled";
      state.current_period_end = state.trial_end;
    } else {
      state.status = "active";
      charges.push(state.trial_end);
      state.current_period_end = addMonths(state.trial_end, plan.months);
    }
  }
  while (state.status !== "canceled" && state.current_period_end <= now) {
    if (state.cancel_at_period_end) state.status = "canceled";
    else {
      charges.push(state.current_period_end);
      state.current_period_end = addMonths(state.current_period_end, plan.months);
    }
  }
  return { state, charges };
}

/** Saves what advanceLocal decided; true when the plan has ended. Caller holds the user's lock. */
export async function saveAdvanced(trx: Db, sub: SubscriptionRow, now: Date): Promise<boolean> {
  const { state, charges } = advanceLocal(sub, now);
  await upsertSubscription(trx, state, sub.id, now);
  for (const at of charges) await chargePeriod(trx, state, at);
  return state.status === "canceled";
}

/** The sweep's part: the offline subscriptions whose trial or period is over. */
export const localRenewalsDue = (db: Db, now: Date) => localSubscriptionsDue(db, now);

/** Renews or ends one offline subscription, in its own transaction under the learner's lock. */
export async function renewLocalSubscription(db: Db, due: SubscriptionRow, now: Date): Promise<void> {
  const { user_id: userId, stripe_subscription_id: providerId } = due;
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const sub = await findSubscription(trx, providerId);
    if (!sub) return;
    const ended = await saveAdvanced(trx, sub, now);
    await syncAccess(trx, { userId, reason: ended ? "expiry" : "trial", actorId: null, keepSession: null, now });
  });
}
