import type { PurchaseKind, SubscriptionState } from "@qbank/db";

/** What a checkout sells: a plan (a subscription) or mastery-mock attempts (a one-time payment). */
export interface CheckoutRequest {
  userId: string;
  email: string;
  customerId: string | null;
  purchase: PurchaseKind;
  priceId: string;
  amountCents: number;
  description: string;
  /** Plans only: days of free trial before the first payment, 0 for none. */
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

/** A checkout as the provider has it: paid or not, the subscription it made, the amount it took. */
export interface ProviderCheckout {
  paid: boolean;
  subscriptionId: string | null;
  amountCents: number | null;
  currency: string | null;
}

/**
 * The card payment provider, as the rest of the product needs it. Stripe when keys are set;
 * otherwise the offline gateway, which keeps subscriptions in our own tables and completes
 * checkouts on a local page through the same fulfilment code.
 */
export interface PaymentGateway {
  readonly mode: "stripe" | "offline";
  /** Handed to the browser as the legacy user's `password` field. */
  readonly publishableKey: string;
  /** A Checkout Session; `customerId` is the provider's customer, when one was made for the learner. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string; customerId?: string | undefined }>;
  /** Whether the provider has taken the checkout's payment and how much (Stripe), or undefined (offline: our Pay decides). */
  fetchCheckout(id: string): Promise<ProviderCheckout | undefined>;
  /** Closes an open checkout at the provider so it can no longer be paid; false when it was paid first. */
  expireCheckout(id: string): Promise<boolean>;
  /** Gives back a payment that was refused: the subscription is cancelled now and what it or the checkout charged is refunded. */
  refund(target: { subscriptionId: string | null; checkoutId: string | null }): Promise<void>;
  /** The provider's current view of a subscription (Stripe) or undefined (offline: our row is the truth). */
  fetchSubscription(providerId: string): Promise<SubscriptionState | undefined>;
  setCancelAtPeriodEnd(providerId: string, stop: boolean): Promise<SubscriptionState | undefined>;
  cancelNow(providerId: string): Promise<SubscriptionState | undefined>;
  endTrialNow(providerId: string): Promise<SubscriptionState | undefined>;
  billingPortalUrl(customerId: string | null, returnUrl: string): Promise<string>;
}
