import type { CheckoutStatus } from "@qbank/api/client";
import { Link, useNavigate, useParams } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { REFUSED } from "./CheckoutReturn.tsx";
import { formatMoney, trialText } from "./format.ts";
import { paymentError, useRefreshAfterPayment } from "./usePayments.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import "./payments.css";

/** Where the learner lands after paying or cancelling: the screen the purchase was made from. */
export function returnPath(status: Pick<CheckoutStatus, "id" | "purchase">, cancelled = false): string {
  const page = status.purchase === "plan" ? "/user/dashboard" : "/user/qbank/mock";
  return `${page}?checkout=${encodeURIComponent(status.id)}${cancelled ? "&cancelled=1" : ""}`;
}

/**
 * /user/checkout/:id: the local test checkout used when no card provider is set up. It says
 * what is bought and its price, and Pay completes the purchase through the same fulfilment as
 * the provider's webhook. No card is asked for or charged.
 */
export default function CheckoutPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const refresh = useRefreshAfterPayment();
  const { data: status, isPending, error } = trpc.payments.checkout.useQuery({ id }, { staleTime: 0 });
  const done = async (next: CheckoutStatus, cancelled: boolean) => {
    await refresh();
    await navigate(returnPath(next, cancelled));
  };
  const pay = trpc.payments.payOffline.useMutation({ onSuccess: (next) => done(next, false) });
  const cancel = trpc.payments.cancelCheckout.useMutation({ onSuccess: (next) => done(next, true) });
  const busy = pay.isPending || cancel.isPending || pay.isSuccess || cancel.isSuccess;
  const failure = pay.error ?? cancel.error;

  return (
    <section className="stack" style={{ maxWidth: 560 }}>
      <header className="page-header">
        <h1>Checkout</h1>
      </header>
      {isPending ? (
        <div className="card" style={{ minHeight: 260 }}>
          <div className="loading-line" aria-label="Loading" />
        </div>
      ) : error || !status ? (
        <div className="card stack">
          <FormAlert>{paymentError(error)}</FormAlert>
          <div className="row">
            <Link className="btn btn-secondary" to="/user/dashboard">
              Back to the Dashboard
            </Link>
          </div>
        </div>
      ) : (
        <div className="card stack" style={{ minHeight: 260 }}>
          <p className="test-payment-badge">Local test payment</p>
          <p className="muted" style={{ margin: 0 }}>
            This app has no card payment provider set up, so this page completes the purchase here. No card is asked for
            and nothing is charged.
          </p>
          <dl className="details">
            <dt>What</dt>
            <dd>{status.description}</dd>
            <dt>Price</dt>
            <dd className="checkout-amount">{formatMoney(status.amount)}</dd>
          </dl>
          {status.trial && status.status === "open" && <p className="trial-note">{trialText(status.trial, false)}</p>}
          {status.status === "open" && status.offline ? (
            <>
              {failure && <FormAlert>{paymentError(failure)}</FormAlert>}
              <div className="row">
                <button type="button" className="btn" disabled={busy} onClick={() => pay.mutate({ id })}>
                  {pay.isPending || pay.isSuccess ? "Paying..." : "Pay"}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy}
                  onClick={() => cancel.mutate({ id })}
                >
                  Cancel
                </button>
              </div>
            </>
          ) : (
            <>
              <p role="status">
                {status.status === "paid"
                  ? "This purchase is paid."
                  : status.status === "cancelled"
                    ? "This checkout was cancelled. Nothing was charged."
                    : status.status === "refused"
                      ? REFUSED
                      : "Payments are taken by the card provider."}
              </p>
              <div className="row">
                <Link className="btn btn-secondary" to={returnPath(status, status.status === "cancelled")}>
                  Continue
                </Link>
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}
