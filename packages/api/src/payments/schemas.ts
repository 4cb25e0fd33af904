import { z } from "zod";

export const priceInput = z.object({
  price: z.string({ error: "Please choose a price." }).trim().min(1, "Please choose a price.").max(100),
});

export const checkoutIdInput = z.object({
  id: z.string({ error: "Unknown checkout." }).min(1, "Unknown checkout.").max(300),
});

export const checkoutSessionSchema = z.object({ session_id: z.string(), url: z.string() });

export const subscriptionSchema = z.object({
  plan: z.string(),
  status: z.string(),
  created: z.number(),
  current_period_end: z.number(),
  trial_end: z.number().nullable(),
  cancel_at_period_end: z.boolean(),
});

export const paymentUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  second_name: z.string(),
  email: z.string(),
  level: z.number(),
  subscription_stopped: z.boolean(),
  /** The card provider's publishable key, never a password hash. */
  password: z.string(),
  mastery_mock_attempts: z.array(z.object({ id: z.string(), attempts: z.number(), used_attempts_count: z.number() })),
  subscription: subscriptionSchema.nullable(),
});
export type PaymentUser = z.infer<typeof paymentUserSchema>;

/** A first plan's free trial: how long, the level it opens (the demo bank), when the first charge comes (seconds). */
export const trialSchema = z.object({ days: z.number(), level: z.number(), first_charge: z.number() });
export type Trial = z.infer<typeof trialSchema>;

export const checkoutStatusSchema = z.object({
  id: z.string(),
  purchase: z.enum(["plan", "mastery"]),
  price: z.string(),
  description: z.string(),
  amount: z.number(),
  status: z.enum(["open", "paid", "cancelled", "refused"]),
  level: z.number(),
  attempts_left: z.number(),
  offline: z.boolean(),
  /** Plans: the trial this checkout starts (open) or started (paid, still trialing); null otherwise. */
  trial: trialSchema.nullable(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

export const planPriceSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  period: z.string(),
  level: z.number(),
  popular: z.boolean(),
});

export const masteryPriceSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  description: z.string(),
  attempts: z.number(),
});

export const paymentSchema = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  receipt_url: z.string().nullable(),
});

export const refusalSchema = z.object({
  id: z.string(),
  email: z.string(),
  reason: z.enum(["plan_live", "amount_mismatch", "account_erased"]),
  status: z.enum(["pending", "refunded", "failed"]),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  provider_id: z.string().nullable(),
  date: z.string(),
});
export type Refusal = z.infer<typeof refusalSchema>;
