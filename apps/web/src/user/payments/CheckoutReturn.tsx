import { levelLabel, type CheckoutStatus } from "@qbank/api/client";
import { X } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { trialText } from "./format.ts";
import { useRefreshAfterPayment } from "./usePayments.ts";

export const REFUSED =
  "This payment was not taken for a new plan: you already have one. The card provider refunds the full amount.";

/** Polls once a second while the payment is unconfirmed, for about a minute. */
const POLL_MS = 1000;
const MAX_POLLS = 60;

function paidText(status: CheckoutStatus): string {
  if (status.purchase === "mastery") {
    return `Payment received: ${status.description}. Attempts Left: ${status.attempts_left}.`;
  }
  const plan = `Your plan: ${levelLabel(status.level)}.`;
  // A first plan's checkout saves the card and starts the trial: nothing is taken yet.
  if (status.trial)
    return `${status.description} chosen: nothing is charged yet. ${plan} ${trialText(status.trial, true)}`;
  return `Payment received: ${status.description}. ${plan}`;
}

/** The address without the return from a checkout, which then no longer shows. */
export function withoutCheckout(params: URLSearchParams): URLSearchParams {
  params.delete("checkout");
  params.delete("cancelled");
  return params;
}

/**
 * The return from Checkout (`?checkout=<id>`, `&cancelled=1` after Cancel): says how the
 * purchase went, waits with progress while the webhook is awaited, and refreshes the level
 * and attempts on screen once it is paid.
 */
export function CheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const id = params.get("checkout");
  const cancelled = params.get("cancelled") === "1";
  const query = trpc.payments.checkout.useQuery(
    { id: id ?? "" },
    {
      enabled: id !== null,
      staleTime: 0,
      // Every poll re-renders, even when the answer is unchanged, so the minute can be counted.
      notifyOnChangeProps: ["data", "error", "dataUpdatedAt"],
      refetchInterval: (q) =>
        !cancelled && q.state.data?.status === "open" && q.state.dataUpdateCount < MAX_POLLS ? POLL_MS : false,
    },
  );
  // Polls answered so far: the minute is counted in polls, not read from the clock.
  const polls =
    useQueryClient().getQueryState(getQueryKey(trpc.payments.checkout, { id: id ?? "" }, "query"))?.dataUpdateCount ??
    0;
  const refresh = useRefreshAfterPayment();
  const refreshed = useRef<string | null>(null);
  const status = query.data;
  useEffect(() => {
    if (status?.status === "paid" && refreshed.current !== status.id) {
      refreshed.current = status.id;
      void refresh();
    }
  }, [status, refresh]);

  if (id === null) return null;
  const dismiss = () => setParams(withoutCheckout, { replace: true });

  let tone: "waiting" | "success" | "info" | "error" = "waiting";
  let text = "Waiting for the payment to be confirmed...";
  if (query.isError) {
    tone = "error";
    text = "We could not find this payment. If you paid, it shows on your Account page once confirmed.";
  } else if (status?.status === "paid") {
    tone = "success";
    text = paidText(status);
  } else if (status?.status === "refused") {
    tone = "error";
    text = REFUSED;
  } else if (status?.status === "cancelled" || (status && cancelled)) {
    tone = "info";
    text = "Payment cancelled. Nothing was charged.";
  } else if (status && polls >= MAX_POLLS) {
    tone = "info";
    text =
      "The payment has not been confirmed yet. If you paid, it will show here shortly: reload the page to check again, or contact support.";
  }
  const waiting = tone === "waiting";
  return (
    <div
      className={`notice checkout-return checkout-return-${tone}`}
      role="status"
      aria-live="polite"
      aria-busy={waiting}
    >
      {waiting && <span className="spinner" aria-hidden="true" />}
      <p>{text}</p>
      {!waiting && (
        <button type="button" className="btn btn-ghost icon-btn notice-close" aria-label="Dismiss" onClick={dismiss}>
          <X size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
