import { claimPendingRefusals, listRefusals, recordRefusalTry } from "@qbank/db";
import type { ApiDeps } from "../context.ts";

/** Money taken for a refused payment goes back; what the provider would not refund waits for an admin. */

const REFUND_TRIES = 3;
/** Failed refunds after which a pass stops: the provider is likely down, and each try may wait on it. */
const PASS_FAILURES = 3;

/**
 * Gives back the money of refused payments, each in its own transaction holding its row: the
 * provider cancels the subscription and refunds; a refusal the provider fails three times is
 * left `failed` for an admin (the payments list shows it). Each pending refusal is tried at most
 * once a pass, so one the provider keeps failing never holds back the others' money.
 */
export async function settleRefusals(deps: Pick<ApiDeps, "db" | "clock" | "payments">): Promise<number> {
  let settled = 0;
  const tried: string[] = [];
  for (;;) {
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const [refusal] = await claimPendingRefusals(trx, 1, tried);
      if (!refusal) return undefined;
      tried.push(refusal.id);
      const ok = await deps.payments.gateway
        .refund({ subscriptionId: refusal.subscription_id, checkoutId: refusal.checkout_id })
        .then(
          () => true,
          () => false,
        );
      const status = ok ? "refunded" : refusal.tries + 1 >= REFUND_TRIES ? "failed" : "pending";
      await recordRefusalTry(trx, refusal, status, deps.clock.now());
      return ok;
    });
    if (outcome === undefined) return settled;
    if (outcome) settled++;
    // The provider is down rather than refusing one refund: the next pass tries again.
    else if (tried.length - settled >= PASS_FAILURES) return settled;
  }
}

/** Payments taken but not granted, newest first: what was refunded and what an admin must settle. */
export async function refusals(ctx: Pick<ApiDeps, "db">) {
  const rows = await listRefusals(ctx.db, 100);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    reason: r.reason,
    status: r.status,
    amount: r.amount_cents === null ? null : r.amount_cents / 100,
    currency: r.currency,
    provider_id: r.subscription_id ?? r.checkout_id,
    date: r.created_at.toISOString(),
  }));
}
