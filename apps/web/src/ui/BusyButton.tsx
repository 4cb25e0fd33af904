import type { ButtonHTMLAttributes, ReactNode } from "react";

/**
 * A button that says it is working: while `busy` it is disabled, marked `aria-busy`, and shows a
 * spinner with `busyText` ("Importing…") in place of its label, so no click that takes a moment
 * leaves the screen still.
 */
export function BusyButton({
  busy,
  busyText,
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; busyText: string; children: ReactNode }) {
  return (
    <button {...rest} type={type} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {busyText}
        </>
      ) : (
        children
      )}
    </button>
  );
}
