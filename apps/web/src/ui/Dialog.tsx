import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { useRef, type ReactNode } from "react";
import { focusedOrLast } from "./focus-memory.ts";

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
}

/**
 * An accessible modal: focus trap, Escape, labelled by its title. Focus goes back to the control
 * that opened it (or was last focused, when a request disabled it): Radix returns it only to a
 * `Dialog.Trigger`, and ours are opened from state.
 */
export function Dialog({ open, onOpenChange, title, children, actions, wide, closable }: Props) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="dialog-overlay" />
        <D.Content
          className={wide ? "dialog dialog-wide" : "dialog"}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            opener.current = focusedOrLast();
            // A dialog may name where focus starts (its main action or its field) with `data-autofocus`.
            const start = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("[data-autofocus]");
            if (start) {
              event.preventDefault();
              start.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            if (!target?.isConnected || (target instanceof HTMLButtonElement && target.disabled)) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="dialog-head">
            <D.Title>{title}</D.Title>
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
