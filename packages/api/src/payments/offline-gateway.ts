import type { PaymentGateway } from "./gateway.ts";

/**
 * No Stripe keys: checkouts complete on the app's own page (/user/checkout/{id}), clearly marked as
 * a local test payment. Subscriptions live in our table only, so every provider call is a
 * no-op here and the service changes the row itself.
 */
export function offlineGateway(appUrl: string, newCheckoutId: () => string): PaymentGateway {
  return {
    mode: "offline",
    publishableKey: "offline",
    createCheckout: () => {
      const id = `local_cs_${newCheckoutId()}`;
      return Promise.resolve({ id, url: `${appUrl}/user/checkout/${id}` });
    },
    fetchCheckout: () => Promise.resolve(undefined),
    // Offline, no money moves before Pay, and Pay refuses what cannot be granted.
    expireCheckout: () => Promise.resolve(true),
    refund: () => Promise.resolve(),
    fetchSubscription: () => Promise.resolve(undefined),
    setCancelAtPeriodEnd: () => Promise.resolve(undefined),
    cancelNow: () => Promise.resolve(undefined),
    endTrialNow: () => Promise.resolve(undefined),
    billingPortalUrl: () => Promise.resolve(`${appUrl}/user/account?billing=offline`),
  };
}
