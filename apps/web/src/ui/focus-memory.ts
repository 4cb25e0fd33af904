/**
 * The element that last had focus. A button that disables itself while its request runs drops
 * focus to the page body without a new focus event, so this still names it afterwards.
 */
let last: HTMLElement | null = null;

document.addEventListener(
  "focusin",
  (event) => {
    if (event.target instanceof HTMLElement) last = event.target;
  },
  true,
);

/** Where focus is, or, when it fell to the body, where it last was. */
export function focusedOrLast(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return last?.isConnected ? last : null;
}
