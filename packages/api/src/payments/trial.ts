import { hasHadSubscription, type Db } from "@qbank/db";
import { Level } from "../shared/levels.ts";
import { type PaymentContext, seconds } from "./payment-context.ts";

/** The free trial a first plan starts with. */

const DAY_MS = 24 * 3600_000;

/** A first plan starts with the trial; a learner who has had a plan pays from the first day. */
export async function trialDaysFor(db: Db, userId: string, trialDays: number): Promise<number> {
  return (await hasHadSubscription(db, userId)) ? 0 : trialDays;
}

export const trialTerms = (days: number, firstCharge: Date) => ({
  days,
  level: Level.Trial,
  first_charge: seconds(firstCharge),
});

/** The trial a plan bought now would start with, or null when this learner pays from the first day. */
export async function trialOffer(ctx: PaymentContext) {
  const days = await trialDaysFor(ctx.db, ctx.user.id, ctx.payments.trialDays);
  if (days <= 0) return null;
  return trialTerms(days, new Date(ctx.clock.now().getTime() + days * DAY_MS));
}
