import type { PaymentUser } from "@qbank/api/client";
import { useSearchParams } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { Notice } from "../../ui/Notice.tsx";
import { attemptsLeft, formatDay, formatMoney } from "./format.ts";
import { SubscriptionActions, SubscriptionDetails } from "./SubscriptionPanel.tsx";
import "./payments.css";

function History() {
  const { data, isPending, isError } = trpc.payments.history.useQuery();
  if (isPending) return <div className="loading-line" aria-label="Loading" />;
  if (isError) return <p className="alert">Your payments could not be loaded. Reload the page to try again.</p>;
  if (data.length === 0)
    return <p className="muted">No payments yet. Plans and Master Mock attempts you buy show here.</p>;
  return (
    <table className="history">
      <caption className="visually-hidden">Your payments, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">What</th>
          <th scope="col" className="amount">
            Amount
          </th>
          <th scope="col">Receipt</th>
        </tr>
      </thead>
      <tbody>
        {data.map((p) => (
          <tr key={p.id}>
            <td className="date">{formatDay(p.date)}</td>
            <td className="what">{p.description}</td>
            <td className="amount">{formatMoney(p.amount, p.currency)}</td>
            <td className={p.receipt_url ? undefined : "receipt-none"}>
              {p.receipt_url ? (
                <a href={p.receipt_url} target="_blank" rel="noreferrer">
                  Receipt<span className="visually-hidden"> for {p.description} (opens in a new tab)</span>
                </a>
              ) : (
                <span className="muted">None</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /user/account's payment part: plan, status, renewal date, attempts left, actions and history. */
export function AccountPayments() {
  const { data: payer, isPending, isError } = trpc.payments.user.useQuery();
  const [params, setParams] = useSearchParams();
  const offlineBilling = params.get("billing") === "offline";
  const attempts = (user: PaymentUser) => (
    <>
      <dt>Attempts Left (Master Mock)</dt>
      <dd>{attemptsLeft(user)}</dd>
    </>
  );
  return (
    <>
      {offlineBilling && (
        <Notice
          tone="success"
          onDismiss={() =>
            setParams(
              (p) => {
                p.delete("billing");
                return p;
              },
              { replace: true },
            )
          }
        >
          Card details are not kept in the local test checkout, so there is nothing to update here.
        </Notice>
      )}
      <div className="card stack subscription-card" aria-busy={isPending}>
        <h2>Plan and payments</h2>
        {payer ? (
          <>
            <SubscriptionDetails user={payer} extra={attempts(payer)} />
            <SubscriptionActions user={payer} />
          </>
        ) : isError ? (
          <p className="alert">Your plan could not be loaded. Reload the page to try again.</p>
        ) : (
          <div className="loading-line" aria-label="Loading" />
        )}
      </div>
      <div className="card stack">
        <h2>Payment history</h2>
        <History />
      </div>
    </>
  );
}
