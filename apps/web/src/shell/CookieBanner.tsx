import { useState } from "react";

const KEY = "cookiesAccepted";

/**
 * The app sets only cookies it needs to work, which UK PECR lets it set without consent, so the
 * notice says so and asks nothing (docs/decisions.md). Anything else ever set needs a Reject as
 * plain as its Accept.
 */
export const COOKIE_NOTICE =
  "We use cookies and analytics to improve your experience... " +
  "The only cookies are the two this site needs to work: one keeps you signed in and one protects your forms. " +
  "The analytics count visits without a cookie and track no one, so there is nothing to accept.";

function accepted(): boolean {
  try {
    return localStorage.getItem(KEY) === "true";
  } catch {
    return false;
  }
}

/**
 * The notice sits in the page's flow above everything else, so while it shows it takes its own
 * room and never covers a button or text, whatever the page's length or scroll.
 */
export function CookieBanner() {
  const [hidden, setHidden] = useState(accepted);
  if (hidden) return null;
  const accept = () => {
    try {
      localStorage.setItem(KEY, "true");
    } catch {
      // Private mode: the banner still hides for this visit.
    }
    setHidden(true);
  };
  return (
    <div className="cookie-banner" role="region" aria-label="Cookie notice">
      <p>{COOKIE_NOTICE}</p>
      <button type="button" className="btn" onClick={accept}>
        OK
      </button>
    </div>
  );
}
