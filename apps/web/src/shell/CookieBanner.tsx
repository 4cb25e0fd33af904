import { useState } from "react";

const KEY = "cookiesAccepted";

function accepted(): boolean {
  try {
    return localStorage.getItem(KEY) === "true";
  } catch {
    return false;
  }
}

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
