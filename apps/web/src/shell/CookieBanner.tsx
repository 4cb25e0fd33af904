import { useEffect, useRef, useState } from "react";

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
  const banner = useRef<HTMLDivElement>(null);
  // Room below the page for the fixed banner, so it never covers the last content.
  useEffect(() => {
    const el = banner.current;
    if (!el) return;
    const root = document.documentElement;
    const fit = () => root.style.setProperty("--cookie-banner-space", `${el.offsetHeight + 24}px`);
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    fit();
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-banner-space");
    };
  }, [hidden]);
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
    <div ref={banner} className="cookie-banner" role="region" aria-label="Cookie notice">
      <p>We use cookies and analytics to improve your experience...</p>
      <button type="button" className="btn" onClick={accept}>
        Accept
      </button>
    </div>
  );
}
