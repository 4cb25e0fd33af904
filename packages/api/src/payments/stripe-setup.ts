import type Stripe from "stripe";
import { masteryMockPrices, plans } from "./plans.ts";

/** Every price the product sells, as Stripe should hold it; the lookup key is our price id. */
const wanted = [
  ...plans.map((p) => ({
    lookup: p.id,
    name: p.name,
    cents: p.price * 100,
    recurring: { interval: "month" as const, interval_count: p.months },
  })),
  ...masteryMockPrices.map((p) => ({ lookup: p.id, name: `Master Mock: ${p.name}`, cents: p.price * 100 })),
];

/**
 * Creates the products and prices in a Stripe account, each found again by its lookup key, so
 * running it twice changes nothing. Answers each price id and whether it was made now.
 */
export async function ensureStripePrices(stripe: Stripe): Promise<{ lookup: string; id: string; created: boolean }[]> {
  const out = [];
  for (const price of wanted) {
    const found = await stripe.prices.list({ lookup_keys: [price.lookup], limit: 1 });
    if (found.data[0]) {
      out.push({ lookup: price.lookup, id: found.data[0].id, created: false });
      continue;
    }
    const product = await stripe.products.create({ name: price.name, metadata: { lookup_key: price.lookup } });
    const made = await stripe.prices.create({
      product: product.id,
      currency: "usd",
      unit_amount: price.cents,
      lookup_key: price.lookup,
      ...("recurring" in price ? { recurring: price.recurring } : {}),
    });
    out.push({ lookup: price.lookup, id: made.id, created: true });
  }
  return out;
}
