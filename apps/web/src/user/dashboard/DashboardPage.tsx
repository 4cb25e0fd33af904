import {
  hasFullBank,
  Level,
  levelGivenByTeam,
  levelLabel,
  mayBuyPlan,
  planFeatures,
  plans,
  type PaymentUser,
} from "@qbank/api/client";
import { Check } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { useUserData } from "../../app/user-data.ts";
import { CheckoutReturn } from "../payments/CheckoutReturn.tsx";
import { formatMoney, trialText } from "../payments/format.ts";
import { NO_PLAN, SubscriptionActions, SubscriptionDetails } from "../payments/SubscriptionPanel.tsx";
import { useBuy } from "../payments/usePayments.ts";
import { ReviewTodayCard } from "../review/ReviewToday.tsx";
import { NewRepliesCard } from "../discussion/NewRepliesCard.tsx";
import { PlanCard } from "../plan/PlanCard.tsx";
import { ReadinessCard } from "./ReadinessCard.tsx";
import { LastSync } from "../../offline/LastSync.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { OpenRunNotice } from "../mock/OpenRunBanner.tsx";
import "./dashboard.css";

/**
 * Opened at #plans, the page shows the plan cards once they are drawn (the cards above them
 * load on their own; the browser's scroll anchoring keeps the plans in place as they do).
 */
function usePlansInView(heading: RefObject<HTMLHeadingElement | null>, drawn: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== "#plans" || !drawn) return;
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [hash, drawn, heading]);
}

/** The three plan cards, each with its Buy button (live once the provider key has loaded). */
function PlanCards({ user }: { user: PaymentUser | undefined }) {
  const { buy, pending, error } = useBuy("plan");
  const sub = user?.subscription;
  const blocked = !mayBuyPlan(sub);
  const trial = trpc.payments.trialOffer.useQuery().data;
  const isCurrent = (plan: (typeof plans)[number]) => (sub ? sub.plan === plan.id : user?.level === plan.level);
  const given = user !== undefined && levelGivenByTeam(user.level, sub);
  const noteId = blocked ? "plan-change-note" : given ? "plan-given-note" : undefined;
  return (
    <>
      {blocked && (
        <p className="muted" id="plan-change-note">
          You already have a plan. To choose another, stop it or delete it first.
        </p>
      )}
      {given && (
        <p className="muted" id="plan-given-note">
          Your {levelLabel(user.level)} level was given by the team. A plan bought here replaces it with the plan&apos;s
          own level{trial ? ", and during a first plan's free trial with the Demo Qbank" : ""}.
        </p>
      )}
      {sub?.cancel_at_period_end && (
        <p className="muted">Your stopped plan ends when you pay for another, which starts at once.</p>
      )}
      {trial && !sub && <p className="trial-note">{trialText(trial, false)}</p>}
      <FormAlert>{error}</FormAlert>
      <div className="plan-grid">
        {plans.map((plan) => (
          <article
            key={plan.id}
            className={plan.popular ? "card plan plan-popular" : "card plan"}
            aria-labelledby={`plan-${plan.id}`}
          >
            {plan.popular && <p className="plan-badge">Most Popular</p>}
            <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
            <p className="plan-price">
              {formatMoney(plan.price)} <span className="muted">{plan.period}</span>
            </p>
            <ul className="plan-features">
              {planFeatures
                .filter((f) => f.minLevel <= plan.level)
                .map((f) => (
                  <li key={f.text}>
                    <Check size={16} aria-hidden="true" />
                    {f.text}
                  </li>
                ))}
            </ul>
            {isCurrent(plan) ? (
              <p className="plan-current">Your current plan</p>
            ) : (
              <button
                type="button"
                className={plan.popular ? "btn" : "btn btn-secondary"}
                disabled={!user?.password || blocked || pending !== null}
                aria-describedby={noteId}
                onClick={() => buy(plan.id)}
              >
                {pending === plan.id ? "Opening checkout..." : `Buy ${plan.name}`}
              </button>
            )}
          </article>
        ))}
      </div>
    </>
  );
}

/** /user/dashboard: where the learner stands, their plan and its actions, and what each plan gives. */
export default function DashboardPage() {
  const { user, level } = useUserData();
  const payments = trpc.payments.user.useQuery();
  const plansHeading = useRef<HTMLHeadingElement>(null);
  usePlansInView(plansHeading, payments.data !== undefined);
  const payer = payments.data;
  return (
    <section className="stack">
      <header className="page-header">
        <h1>Dashboard</h1>
      </header>
      <CheckoutReturn />
      <OpenRunNotice />
      <div className="card stack">
        <h2>Welcome{user ? `, ${user.first_name}` : ""}</h2>
        <p className="muted">
          {level === Level.Basic ? (
            <strong>{NO_PLAN}</strong>
          ) : (
            <>
              Your plan: <strong>{levelLabel(level)}</strong>
            </>
          )}
          {!hasFullBank(level) ? " — you can practise the demo categories and try the mock page." : "."}
        </p>
        <div className="row">
          <Link className="btn" to="/user/qbank">
            {!hasFullBank(level) ? "Open the Demo Qbank" : "Open the QBank"}
          </Link>
          <Link className="btn btn-secondary" to="/user/qbank/mock">
            Mock Test
          </Link>
        </div>
        <LastSync />
      </div>
      <NewRepliesCard />
      <PlanCard />
      <ReviewTodayCard />
      <ReadinessCard />
      <div className="card stack subscription-card" aria-busy={payments.isPending}>
        <h2>Your subscription</h2>
        {payer ? (
          <>
            <SubscriptionDetails user={payer} />
            {!payer.subscription && !hasFullBank(payer.level) && (
              <p className="muted">Choose a plan below to open the whole question bank.</p>
            )}
            <SubscriptionActions user={payer} />
          </>
        ) : payments.isError ? (
          <FormAlert>Your subscription could not be loaded. Reload the page to try again.</FormAlert>
        ) : (
          <div className="loading-line" role="progressbar" aria-label="Loading" />
        )}
      </div>
      <h2 id="plans" ref={plansHeading} tabIndex={-1}>
        Plans
      </h2>
      <PlanCards user={payer} />
    </section>
  );
}
