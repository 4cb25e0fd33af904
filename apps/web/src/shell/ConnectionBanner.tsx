import { useEffect, useRef } from "react";
import { useConnectionLost } from "../app/connection.ts";
import { api } from "../app/trpc.ts";

/** While lost, a light call every few seconds finds out when the server is back. */
const PROBE_MS = 3_000;

/**
 * Shown on every screen while calls to the server get no answer or a 503 (its database is
 * restarting); queries and the mutations that may be repeated are retried meanwhile.
 */
export function ConnectionBanner() {
  const lost = useConnectionLost();
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!lost) return;
    const timer = setInterval(() => void api.auth.userData.query().catch(() => undefined), PROBE_MS);
    return () => clearInterval(timer);
  }, [lost]);
  // The sidebar, the phone's top bar and the menu drawer stick below the bar, never under it.
  useEffect(() => {
    const root = document.documentElement;
    const element = bar.current;
    if (!element) return;
    const observer = new ResizeObserver(() => root.style.setProperty("--banner-height", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--banner-height");
    };
  }, [lost]);
  if (!lost) return null;
  return (
    <div className="connection-banner" role="status" ref={bar}>
      We lost the connection to the server; retrying
    </div>
  );
}
