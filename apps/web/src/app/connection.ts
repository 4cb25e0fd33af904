import { useSyncExternalStore } from "react";

/**
 * Whether the server can be reached: lost when a call gets no answer or a 503 (the database is
 * away), found again at the next call that gets any other answer. Every tRPC call reports here.
 */
let lost = false;
const listeners = new Set<() => void>();

export function reportConnection(reachable: boolean): void {
  if (lost === !reachable) return;
  lost = !reachable;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const useConnectionLost = () =>
  useSyncExternalStore(
    subscribe,
    () => lost,
    () => false,
  );

/** Waits before the next try: 1 s, 2 s, 4 s… at most 10 s. */
export const backoff = (attempt: number) => Math.min(1000 * 2 ** attempt, 10_000);
