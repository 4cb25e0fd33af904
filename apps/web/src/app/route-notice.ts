import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/** A note one page leaves for the page it sends the learner back to (router state). */
export interface RouteNotice {
  notice: string;
}

/** A text field of a move's router state, if it carries one. */
export function stateText(state: unknown, key: string): string | undefined {
  if (typeof state !== "object" || state === null || !(key in state)) return undefined;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}

/** The note a move carries, if any: a page leaves one when it moves on after finishing an action. */
export const readNotice = (state: unknown): string | undefined => stateText(state, "notice");

/** The note left in the router state, shown once: the state is cleared so a reload does not repeat it. */
export function useRouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => readNotice(location.state));
  const { pathname, search, hash } = location;
  const hasState = location.state !== null && location.state !== undefined;
  useEffect(() => {
    if (hasState) void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [hasState, navigate, pathname, search, hash]);
  return [notice, setNotice] as const;
}
