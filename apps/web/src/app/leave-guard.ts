import { useEffect, useMemo, useState } from "react";
import { useBlocker, type Blocker, type Location } from "react-router";

interface LeaveOptions {
  /** Given to `beforeunload` as its `returnValue`, which older browsers need; they show their own words. */
  warning: string;
  /** A move that goes without asking even while held (one the page makes after finishing an action). */
  letThrough?: (next: Location) => boolean;
}

/**
 * Asks the guard that holds the page now, if any, whether to leave it. Log Out cannot be held
 * like a move: it must ask before it signs out, because once the session is gone the page
 * behind a Stay could no longer load or save anything. So it asks here first, and the guard
 * shows the question it shows for a held move (one dialog, one set of words).
 */
const holding: (() => Promise<boolean>)[] = [];

/** True when the page may be left: nothing holds it, or its newest guard was answered Leave. */
export function askToLeave(): Promise<boolean> {
  return holding.at(-1)?.() ?? Promise.resolve(true);
}

/** Where the asked move goes, as React Router's blocker names it: the sign-in page. */
const SIGN_IN: Location = { pathname: "/login", search: "", hash: "", state: null, key: "sign-out" };

/**
 * While `active`, a move to another page is held (React Router's blocker: the caller asks, then
 * calls `proceed` or `reset`), Log Out asks the same way (`askToLeave`) and closing or reloading
 * the tab makes the browser ask. A move within the page (its query or hash) is not held, nor the
 * move to the sign-in page: it comes after a sign-out that has asked, or a session that ended.
 */
export function useLeaveBlocker(active: boolean, { warning, letThrough }: LeaveOptions): Blocker {
  const moves = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== SIGN_IN.pathname &&
      !letThrough?.(nextLocation),
  );
  const [asked, setAsked] = useState<{ answer: (leave: boolean) => void }>();
  useEffect(() => {
    if (!active) return;
    let answer: ((leave: boolean) => void) | undefined;
    const ask = () =>
      new Promise<boolean>((resolve) => {
        answer = resolve;
        setAsked({ answer: resolve });
      });
    holding.push(ask);
    return () => {
      holding.splice(holding.indexOf(ask), 1);
      // The page went (or has nothing to lose any more) while asking: nothing holds it now.
      answer?.(true);
      setAsked(undefined);
    };
  }, [active]);
  useEffect(() => {
    if (!active) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = warning;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active, warning]);
  const signOut = useMemo<Blocker | undefined>(() => {
    if (!asked) return undefined;
    const reply = (leave: boolean) => () => {
      setAsked(undefined);
      asked.answer(leave);
    };
    return { state: "blocked", location: SIGN_IN, proceed: reply(true), reset: reply(false) };
  }, [asked]);
  return signOut ?? moves;
}
