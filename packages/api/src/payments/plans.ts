import { Level } from "../shared/levels.ts";

/** Plans and mastery mock prices: the one source for server and cards. */
export const plans = [
  { id: "silver", name: "Silver Plan", price: 25, period: "billed three-monthly", months: 3, level: 3, popular: false },
  { id: "gold", name: "Gold Plan", price: 45, period: "billed six-monthly", months: 6, level: 4, popular: false },
  { id: "diamond", name: "Diamond Plan", price: 75, period: "billed yearly", months: 12, level: 5, popular: true },
] as const;

export const planFeatures = [
  { text: "All categories", minLevel: 3 },
  { text: "Flag questions", minLevel: 3 },
  { text: "Repeat incorrect ones", minLevel: 3 },
  { text: "Save explanations", minLevel: 3 },
  { text: "Attempt only unattempted ones", minLevel: 3 },
  { text: "Unlimited qbank reset", minLevel: 4 },
  // Silver has no Random mode (the spec's rule): said on the plans that have it, so choosing
  // Silver does not look like losing the Basic plan's Start Random.
  { text: "Random practice across categories", minLevel: 4 },
  { text: "Unlimited timed mock tests", minLevel: 5 },
] as const;

export const masteryMockPrices = [
  { id: "mastery-1", name: "One Attempt", price: 29, attempts: 1, description: "" },
  { id: "mastery-2", name: "Two Attempts", price: 49, attempts: 2, description: "Save 15%" },
  { id: "mastery-3", name: "Three Attempts", price: 69, attempts: 3, description: "Save 20%" },
] as const;

export type PlanId = (typeof plans)[number]["id"];
export type Plan = (typeof plans)[number];
export type MasteryPrice = (typeof masteryMockPrices)[number];

export const planById = (id: string): Plan | undefined => plans.find((p) => p.id === id);
export const masteryPriceById = (id: string): MasteryPrice | undefined => masteryMockPrices.find((p) => p.id === id);

/**
 * When a plan in its free trial opens its own bank (seconds), or null for a plan not in its trial.
 * The trial gives the demo bank (Trial, level 2.5); the plan's level comes with the first charge,
 * at the trial's end, or at once when the learner skips the trial (`levelForPlan` below).
 */
export const fullBankOpens = (
  sub: { status: string; trial_end: number | null; current_period_end: number } | null | undefined,
): number | null => (sub?.status === "trialing" ? (sub.trial_end ?? sub.current_period_end) : null);

/** A plan may be bought with none live, or beside a stopped one (it runs out at its period end). */
export const mayBuyPlan = (live: { cancel_at_period_end: boolean } | null | undefined): boolean =>
  !live || live.cancel_at_period_end;

/** A plan's level held with no plan live: the team gave it, and a plan bought replaces it. */
export const levelGivenByTeam = (level: number, live: unknown): boolean =>
  !live && plans.some((p) => p.level === level);

export function priceOf(purchase: "plan" | "mastery", priceId: string) {
  if (purchase === "plan") {
    const plan = planById(priceId);
    return plan && { amountCents: plan.price * 100, description: plan.name };
  }
  const price = masteryPriceById(priceId);
  return price && { amountCents: price.price * 100, description: `Master Mock: ${price.name}` };
}

export const PLAN_LIVE = "You already have a plan. Stop or delete it before choosing another.";

/** Days of free trial a first plan starts with (level 2.5: the demo content). */
export const DEFAULT_TRIAL_DAYS = 7;

/** Levels that payments decide; Blocked, Hold, Admin and Owner are never touched by a purchase. */
export const PAID_LEVELS: readonly number[] = [Level.Basic, Level.Trial, Level.Silver, Level.Gold, Level.Diamond];

/** The level a subscription gives: its plan while paid, Trial while trialing, Basic otherwise. */
export function levelForPlan(sub: { plan: string; status: string } | undefined): number {
  if (!sub) return Level.Basic;
  if (sub.status === "trialing") return Level.Trial;
  if (sub.status === "active" || sub.status === "past_due") return planById(sub.plan)?.level ?? Level.Basic;
  return Level.Basic;
}
