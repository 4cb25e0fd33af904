import { hasFullBank, levelLabel, mayUpdatePayment, planById, type PaymentUser } from "@qbank/api/client";
import { AlertDialog } from "radix-ui";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { formatDay, planName, subscriptionDate, subscriptionStatus } from "./format.ts";
import { paymentError, useRefreshAfterPayment } from "./usePayments.ts";
import { TRIAL_NOTE_ID, TrialNote } from "./TrialNote.tsx";
import { withoutCheckout } from "./CheckoutReturn.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import "./payments.css";

/** What a learner without a plan has, said the same on the dashboard and the account page. */
export const NO_PLAN = "No paid plan (Basic: the Demo Qbank)";

/**
 * Plan, status and the renewal or end date, in words. A learner without any plan reads that
 * once, with what Basic gives, rather than a plan name beside "No plan".
 */
export function SubscriptionDetails({ user, extra }: { user: PaymentUser; extra?: ReactNode }) {
  const sub = user.subscription;
  const given = !sub && hasFullBank(user.level);
  return (
    <dl className="details">
      <dt>Plan</dt>
      <dd>{sub ? planName(sub) : given ? levelLabel(user.level) : NO_PLAN}</dd>
      {(sub || given) && (
        <>
          <dt>Status</dt>
          <dd>{sub ? subscriptionStatus(sub) : "Given by the team, no renewal"}</dd>
        </>
      )}
      {sub && (
        <>
          <dt>Renewal</dt>
          <dd>{subscriptionDate(sub)}</dd>
        </>
      )}
      {extra}
    </dl>
  );
}

/** What skipping the trial does, asked before it is done: the charge is taken now. */
function skipText(planId: string): string {
  const plan = planById(planId);
  if (!plan) return "Your plan starts now: its first payment is taken today and its full question bank opens at once.";
  return (
    `Your ${plan.name} starts now: $${plan.price} is taken today (${plan.period}) instead of when the trial ends, ` +
    "and its full question bank opens at once."
  );
}

/** What the learner's plan became, said after each change. */
function changeText(action: "stop" | "restart" | "delete" | "skip", user: PaymentUser): string {
  const sub = user.subscription;
  switch (action) {
    case "stop":
      return sub
        ? `Subscription stopped. You keep your plan until ${formatDay(sub.current_period_end)}.`
        : "Subscription stopped.";
    case "restart":
      return "Subscription started again.";
    case "delete":
      return `Subscription deleted. Your plan is now ${levelLabel(user.level)}.`;
    case "skip":
      return `Trial skipped. Your plan is now ${levelLabel(user.level)}.`;
  }
}

/** Delete ends the plan at once, so it asks first (an alert dialog: focus trapped, Escape cancels). */
/** A plan action that asks first: its button, then a question saying what it does to access and billing. */
function ConfirmAction({
  label,
  className,
  title,
  action,
  describedBy,
  disabled,
  onConfirm,
  children,
}: {
  label: string;
  className: string;
  title: string;
  action: string;
  describedBy?: string;
  disabled: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={className} disabled={disabled} aria-describedby={describedBy}>
        {label}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <div className="dialog-head">
            <AlertDialog.Title>{title}</AlertDialog.Title>
          </div>
          <AlertDialog.Description>{children}</AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="btn btn-secondary">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={className} onClick={onConfirm}>
              {action}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * The subscription actions, after what a trial opens and when (TrialNote): skip the trial, stop, start again, delete (after
 * a confirmation) and update the payment details (Silver and up). Each change refreshes the
 * level everywhere on screen, the sidebar included.
 */
export function SubscriptionActions({ user }: { user: PaymentUser }) {
  const refresh = useRefreshAfterPayment();
  const [said, setSaid] = useState<string | null>(null);
  const [, setParams] = useSearchParams();
  const done = (action: Parameters<typeof changeText>[0]) => async (next: PaymentUser) => {
    setSaid(changeText(action, next));
    // The return from a checkout said what the plan was then; after a change it would contradict this.
    setParams(withoutCheckout, { replace: true });
    await refresh();
  };
  const stop = trpc.payments.stop.useMutation({ onSuccess: done("stop") });
  const restart = trpc.payments.restart.useMutation({ onSuccess: done("restart") });
  const remove = trpc.payments.delete.useMutation({ onSuccess: done("delete") });
  const skip = trpc.payments.skipTrial.useMutation({ onSuccess: done("skip") });
  const portal = trpc.payments.billingPortal.useMutation({ onSuccess: ({ url }) => window.location.assign(url) });
  const all = [stop, restart, remove, skip, portal];
  const busy = all.some((m) => m.isPending);
  const failed = all.find((m) => m.isError)?.error;
  const run = (m: { mutate: () => void }) => () => {
    setSaid(null);
    for (const other of all) other.reset();
    m.mutate();
  };

  const sub = user.subscription;
  // Without a plan or a card on file there is nothing to do, and empty rows would only add space;
  // what a deletion said stays until the next action.
  if (!sub && !mayUpdatePayment(user.level) && said === null && !failed) return null;
  return (
    <div className="stack" style={{ gap: "var(--space-3)" }}>
      <TrialNote user={user} where="below" />
      <div className="row">
        {/* A stopped trial ends unpaid: it is started again before it can be skipped. */}
        {sub?.status === "trialing" && !sub.cancel_at_period_end && (
          <ConfirmAction
            label="Skip Trial"
            className="btn"
            title="Skip the free trial?"
            action="Pay now"
            describedBy={TRIAL_NOTE_ID}
            disabled={busy}
            onConfirm={run(skip)}
          >
            {skipText(sub.plan)}
          </ConfirmAction>
        )}
        {sub && !sub.cancel_at_period_end && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={run(stop)}
            aria-describedby="stop-explained"
          >
            Stop Subscription
          </button>
        )}
        {sub?.cancel_at_period_end && (
          <button type="button" className="btn" disabled={busy} onClick={run(restart)}>
            Start Again
          </button>
        )}
        {sub && (
          <ConfirmAction
            label="Delete Subscription"
            className="btn btn-danger"
            title="Delete your subscription?"
            action="Delete"
            describedBy="delete-explained"
            disabled={busy}
            onConfirm={run(remove)}
          >
            Your plan ends now and you go back to Basic (the Demo Qbank). Nothing more is charged. Your Master Mock
            attempts stay yours.
          </ConfirmAction>
        )}
        {mayUpdatePayment(user.level) && (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={run(portal)}>
            Update Payment Details
          </button>
        )}
      </div>
      {sub && (
        <ul className="muted subscription-explained">
          {!sub.cancel_at_period_end && (
            <li id="stop-explained">
              <strong>Stop Subscription</strong>: no further payments are taken. You keep your plan until{" "}
              {formatDay(sub.current_period_end)}, then go back to Basic (the Demo Qbank); until then you can start it
              again.
            </li>
          )}
          <li id="delete-explained">
            <strong>Delete Subscription</strong>: your plan ends now and you go back to Basic (the Demo Qbank). Nothing
            more is charged, and the rest of the period paid for is not refunded. You are asked before it happens.
          </li>
        </ul>
      )}
      {failed && <FormAlert>{paymentError(failed)}</FormAlert>}
      <div role="status">{said && <p className="alert alert-success">{said}</p>}</div>
    </div>
  );
}
