import { useState } from "react";

const KEY = "cookiesAccepted";

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
      <p>We use cookies and analytics to improve your experience...</p>
      <button type="button" className="btn" onClick={accept}>
        Accept
      </button>
    </div>
  );
}
