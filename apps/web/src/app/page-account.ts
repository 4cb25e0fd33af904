/**
 * The account this page was drawn for, kept in the page's own memory. Every call names it
 * (`X-For-Account`) and the server answers 401 when the session is another's: the tabs of a
 * browser share one cookie, so another tab may sign in as someone else under a page still showing
 * the first account. It is never read from the device's storage, which any tab may change.
 */
let account: string | undefined;
const listeners = new Set<() => void>();

export const pageAccount = (): string | undefined => account;

/** Signing in on this page draws it for that account; signing out, for nobody. */
export function drawPageFor(id: string | undefined): void {
  if (account === id) return;
  account = id;
  for (const listener of listeners) listener();
}

/** The first account the page shows, unless it already shows one. */
export function claimPage(id: string): void {
  if (account === undefined) drawPageFor(id);
}

/** Hears when the page's account changes (signing in or out on this page). */
export function onPageAccountChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
