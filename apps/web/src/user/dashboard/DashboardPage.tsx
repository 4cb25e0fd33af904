import { hasFullBank, levelLabel, planFeatures, plans } from "@qbank/api/client";
import { Link } from "react-router";
import { useUserData } from "../../app/user-data.ts";
import "./dashboard.css";

/** /user/dashboard: where the learner stands, where to go next, and what each plan gives. */
export default function DashboardPage() {
  const { user, level } = useUserData();
  return (
    <section className="stack">
      <header className="page-header">
        <h1>Dashboard</h1>
      </header>
      <div className="card stack">
        <h2>Welcome{user ? `, ${user.first_name}` : ""}</h2>
        <p className="muted">
          Your plan: <strong>{levelLabel(level)}</strong>
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
      </div>
      <h2>Plans</h2>
      <div className="plan-grid">
        {plans.map((plan) => (
          <article key={plan.id} className={plan.popular ? "card plan plan-popular" : "card plan"}>
            {plan.popular && <p className="plan-badge">Most Popular</p>}
            <h3>{plan.name}</h3>
            <p className="plan-price">
              ${plan.price} <span className="muted">{plan.period}</span>
            </p>
            <ul>
              {planFeatures
                .filter((f) => f.minLevel <= plan.level)
                .map((f) => (
                  <li key={f.text}>{f.text}</li>
                ))}
            </ul>
            {level === plan.level && <p className="plan-current">Your current plan</p>}
          </article>
        ))}
      </div>
      <p className="muted">Online payment is being set up and opens here soon.</p>
    </section>
  );
}
