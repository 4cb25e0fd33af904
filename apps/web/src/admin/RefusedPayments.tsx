import type { Refusal } from "@qbank/api/client";
import { trpc } from "../app/trpc.ts";
import { formatDay, formatMoney } from "../user/payments/format.ts";

const REASONS: Record<Refusal["reason"], string> = {
  plan_live: "A second plan while one was live",
  amount_mismatch: "The amount was not the price",
  account_erased: "Paid for an erased account",
};
const STATUSES: Record<Refusal["status"], string> = {
  pending: "Refund pending",
  refunded: "Refunded",
  failed: "Refund failed: settle it in the card provider's dashboard",
};

/** Payments the card provider took that were not granted; shown only when there are some. */
export function RefusedPayments() {
  const { data } = trpc.admin.paymentRefusals.useQuery();
  if (!data || data.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="refused-payments">
      <h2 id="refused-payments">Refused payments</h2>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Learner</th>
              <th scope="col">Why</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">At the provider</th>
            </tr>
          </thead>
          <tbody>
            {data.map((r) => (
              <tr key={r.id}>
                <td>{formatDay(r.date)}</td>
                <td>{r.email}</td>
                <td>{REASONS[r.reason]}</td>
                <td>{r.amount === null ? "None" : formatMoney(r.amount, r.currency ?? "usd")}</td>
                <td>{STATUSES[r.status]}</td>
                <td>{r.provider_id ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
