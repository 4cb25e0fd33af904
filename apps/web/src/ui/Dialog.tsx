import { Dialog as D } from "radix-ui";
import type { ReactNode } from "react";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode;
  wide?: boolean;
}

/** An accessible modal: focus trap, Escape, labelled by its title. */
export function Dialog({ open, onOpenChange, title, children, actions, wide }: Props) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="dialog-overlay" />
        <D.Content className={wide ? "dialog dialog-wide" : "dialog"} aria-describedby={undefined}>
          <D.Title>{title}</D.Title>
          {children}
          {actions && <div className="dialog-actions">{actions}</div>}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
