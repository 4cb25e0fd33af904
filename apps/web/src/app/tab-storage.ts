/**
 * This tab's `sessionStorage`, read and written without failing: a private window or a full
 * store refuses it, and what a tab keeps there is only a convenience.
 */
export function tabItem(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps a text for this tab; null forgets it. */
export function setTabItem(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Refused: the tab goes on without it.
  }
}
