import { ensureStripePrices } from "@qbank/api";
import Stripe from "stripe";
import { readEnvOrExit } from "../env.ts";

/**
 * Creates the plans and mastery-mock prices in the Stripe account of STRIPE_SECRET_KEY, each
 * found again by its lookup key (our price id), so running it twice changes nothing.
 */
const env = readEnvOrExit();
if (!env.STRIPE_SECRET_KEY) {
  console.error("STRIPE_SECRET_KEY is not set: nothing to set up (the offline checkout needs no prices).");
  process.exit(1);
}
const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
  telemetry: false,
  ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol === "http:" ? "http" : "https" } : {}),
});

for (const price of await ensureStripePrices(stripe)) {
  console.log(`${price.lookup}: ${price.id} (${price.created ? "created" : "already there"})`);
}
