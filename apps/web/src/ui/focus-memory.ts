import { useRef } from "react";

/**
 * The element that last had focus. A button that disables itself while its request runs drops
 * focus to the page body without a new focus event, so this still names it afterwards.
 */
let last: HTMLElement | null = null;
let moves = 0;

document.addEventListener(
  "focusin",
  (event) => {
    moves++;
    if (event.target instanceof HTMLElement) last = event.target;
  },
  true,
);

/** A count of focus moves so far: unchanged means nothing has taken focus since it was read. */
export const focusMoves = () => moves;

/** Where focus is, or, when it fell to the body, where it last was. */
export function focusedOrLast(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return last?.isConnected ? last : null;
}

/** Whether focus can go back to the element: still on the page, and not a disabled button. */
export const usable = (el: HTMLElement | null | undefined): el is HTMLElement =>
  Boolean(el?.isConnected) && !(el instanceof HTMLButtonElement && el.disabled);

/** The page's own heading, made focusable, for when nothing better is left to return to. */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>("main h1, h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  return heading;
}

/**
 * Focus handlers for a Radix dialog opened from state: focus goes back to the control that
 * opened it (Radix returns it only to a `Dialog.Trigger`), or, when that is gone or disabled,
 * to `fallback` (if given) or the page's heading, never to the page's body.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Call from `onOpenAutoFocus`, before moving focus into the dialog. */
    rememberOpener: () => {
      opener.current = focusedOrLast();
    },
    onCloseAutoFocus: (event: Event) => {
      const target = [opener.current, fallback?.(), pageHeading()].find(usable);
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
