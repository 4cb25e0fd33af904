import { levelLabel, planById, type PaymentUser, type Trial } from "@qbank/api/client";

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** A day in words, such as 23 February 2027, from seconds (subscriptions) or an ISO string (payments). */
export function formatDay(when: number | string): string {
  return dayFormat.format(typeof when === "number" ? new Date(when * 1000) : new Date(when));
}

/** Prices are in dollars: $25, or $24.50 when there are cents. */
export function formatMoney(amount: number, currency = "usd"): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

type Subscription = NonNullable<PaymentUser["subscription"]>;

/** The plan's name, or its id when the plan is no longer sold. */
export const planName = (sub: Subscription): string => planById(sub.plan)?.name ?? sub.plan;

/** The subscription's state in a learner's words (the admin's users list says it the same way). */
export function subscriptionStatus(sub: Pick<Subscription, "status" | "cancel_at_period_end">): string {
  if (sub.cancel_at_period_end) return "Stopped";
  if (sub.status === "trialing") return "Free trial";
  if (sub.status === "past_due") return "Payment overdue";
  return "Active";
}

/** When the plan renews or ends, in words: "Renews on 23 February 2027", "Ends on …". */
export function subscriptionDate(sub: Subscription): string {
  const trialEnd = sub.status === "trialing" && sub.trial_end !== null ? sub.trial_end : null;
  if (sub.cancel_at_period_end) return `Ends on ${formatDay(trialEnd ?? sub.current_period_end)}`;
  if (trialEnd !== null) return `Trial ends on ${formatDay(trialEnd)}`;
  return `Renews on ${formatDay(sub.current_period_end)}`;
}

/** Attempts left: the sum over purchases of attempts minus used attempts. */
export const attemptsLeft = (user: PaymentUser): number =>
  user.mastery_mock_attempts.reduce((sum, p) => sum + Math.max(0, p.attempts - p.used_attempts_count), 0);

/** A first plan's trial in words: how long, what it opens, when the first charge comes. */
export function trialText(trial: Trial, started: boolean): string {
  const what = `${trial.days}-day free trial (${levelLabel(trial.level)}: the demo bank)`;
  const charge = `the first charge comes on ${formatDay(trial.first_charge)} unless you stop the plan before then`;
  return started ? `Your ${what} has started: ${charge}.` : `A first plan starts with a ${what}: ${charge}.`;
}
