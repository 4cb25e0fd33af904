import { useEffect } from "react";
import { useBlocker, type Blocker, type Location } from "react-router";

interface LeaveOptions {
  /** Given to `beforeunload` as its `returnValue`, which older browsers need; they show their own words. */
  warning: string;
  /** A move that goes without asking even while held (one the page makes after finishing an action). */
  letThrough?: (next: Location) => boolean;
}

/**
 * While `active`, a move to another page is held (React Router's blocker: the caller asks, then
 * calls `proceed` or `reset`) and closing or reloading the tab makes the browser ask. A move
 * within the page (its query or hash) is not held.
 */
export function useLeaveBlocker(active: boolean, { warning, letThrough }: LeaveOptions): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname && !letThrough?.(nextLocation),
  );
  useEffect(() => {
    if (!active) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = warning;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active, warning]);
  return blocker;
}
