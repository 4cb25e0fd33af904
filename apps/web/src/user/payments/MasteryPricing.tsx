import { masteryMockPrices } from "@qbank/api/client";
import { trpc } from "../../app/trpc.ts";
import { formatMoney } from "./format.ts";
import { useBuy } from "./usePayments.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import "./payments.css";

/** The Master Mock pricing cards, each with Buy Now. */
export function MasteryPricing({ id }: { id: string }) {
  const { buy, pending, error } = useBuy("attempts");
  // Buying waits for the payment user with its provider key.
  const ready = Boolean(trpc.payments.user.useQuery().data?.password);
  return (
    <div id={id} className="stack" style={{ gap: "var(--space-3)" }}>
      <FormAlert>{error}</FormAlert>
      <div className="price-grid">
        {masteryMockPrices.map((price) => (
          <article key={price.id} className="price-card" aria-labelledby={`price-${price.id}`}>
            <h3 id={`price-${price.id}`}>{price.name}</h3>
            <p className="price-amount">{formatMoney(price.price)}</p>
            {price.description && <p className="price-save">{price.description}</p>}
            <p className="muted" style={{ margin: 0 }}>
              One-time purchase, no expiry.
            </p>
            <button
              type="button"
              className="btn"
              disabled={!ready || pending !== null}
              aria-describedby={`price-${price.id}`}
              onClick={() => buy(price.id)}
            >
              {pending === price.id ? "Opening checkout..." : "Buy Now"}
            </button>
          </article>
        ))}
      </div>
    </div>
  );
}
