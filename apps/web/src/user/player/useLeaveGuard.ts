import { useEffect } from "react";
import { useLeaveBlocker } from "../../app/leave-guard.ts";

/** Leaving a running mastery mock asks first. */
export const LEAVE_WARNING =
  "Do you really want to leave? Make sure you are ready before continuing. Your attempt will be considered as used.";

/** While `active`, a route change, Log Out or closing the window asks with LEAVE_WARNING; Cancel stays. */
export function useLeaveGuard(active: boolean) {
  const blocker = useLeaveBlocker(active, { warning: LEAVE_WARNING });
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
