import type { ReactNode } from "react";
import { Dialog } from "./Dialog.tsx";

/** Asks before an action: what it does, Cancel, and the action's own button (red when it takes something away). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  confirm,
  danger = false,
  busy = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The action's button text. */
  confirm: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="button" className={danger ? "btn btn-danger" : "btn"} disabled={busy} onClick={onConfirm}>
            {confirm}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
