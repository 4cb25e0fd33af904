import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type { ReactNode } from "react";
import { useReturnFocus } from "./focus-memory.ts";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode;
  wide?: boolean;
  /** A labelled close button in the corner, for dialogs without a Cancel among their actions. */
  closable?: boolean;
  /** Where focus goes on closing when the opener is gone (a dialog opened by the address, say). */
  returnFocusTo?: () => HTMLElement | null;
  /**
   * Focus starts on the title: for a dialog to be read from its top (the results), which a focused
   * button at its foot would open scrolled to the bottom, past its first lines.
   */
  focusTitle?: boolean;
}

/**
 * An accessible modal: focus trap, Escape, labelled by its title. Focus goes back to the control
 * that opened it (or was last focused, when a request disabled it), else to `returnFocusTo` or
 * the page's heading: Radix returns it only to a `Dialog.Trigger`, and ours are opened from state.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  children,
  actions,
  wide,
  closable,
  returnFocusTo,
  focusTitle = false,
}: Props) {
  const focus = useReturnFocus(returnFocusTo);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="dialog-overlay" />
        <D.Content
          className={wide ? "dialog dialog-wide" : "dialog"}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            focus.rememberOpener();
            // A dialog may name where focus starts (its main action, its field or its title) with `data-autofocus`.
            const start = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("[data-autofocus]");
            if (start) {
              event.preventDefault();
              start.focus();
            }
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className="dialog-head">
            <D.Title tabIndex={focusTitle ? -1 : undefined} data-autofocus={focusTitle || undefined}>
              {title}
            </D.Title>
            {closable && (
              <D.Close className="btn btn-ghost icon-btn" aria-label="Close">
                <X aria-hidden="true" size={20} />
              </D.Close>
            )}
          </div>
          {children}
          {actions && <div className="dialog-actions">{actions}</div>}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
