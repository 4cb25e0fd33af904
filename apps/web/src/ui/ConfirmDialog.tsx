import type { ReactNode } from "react";
import { BusyButton } from "./BusyButton.tsx";
import { Dialog } from "./Dialog.tsx";

/**
 * Asks before an action: what it does, Cancel, and the action's own button (red when it takes
 * something away).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  confirm,
  cancel = "Cancel",
  danger = false,
  busy = false,
  ready = true,
  busyText,
  holdWhileBusy = false,
  onConfirm,
  choice,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The action's button text. */
  confirm: string;
  /** The text of the button that keeps things as they are. */
  cancel?: string;
  danger?: boolean;
  busy?: boolean;
  /** False while there is nothing to act on yet (an empty text): the action's button waits. */
  ready?: boolean;
  /** Said with a spinner on the action's button while busy ("Closing…"). */
  busyText?: string;
  /** While busy, the dialog stays open (Cancel and Escape wait): the request's outcome is shown in it. */
  holdWhileBusy?: boolean;
  onConfirm: () => void;
  /** Another way out, between Cancel and the action (Resume). */
  choice?: ReactNode;
  children: ReactNode;
}) {
  const held = holdWhileBusy && busy;
  const change = (next: boolean) => {
    if (!held) onOpenChange(next);
  };
  const className = danger ? "btn btn-danger" : "btn";
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={title}
      actions={
        <>
          <button type="button" className="btn btn-secondary" disabled={held} onClick={() => change(false)}>
            {cancel}
          </button>
          {choice}
          {busyText === undefined ? (
            <button type="button" className={className} disabled={busy || !ready} onClick={onConfirm}>
              {confirm}
            </button>
          ) : (
            <BusyButton className={className} busy={busy} disabled={!ready} busyText={busyText} onClick={onConfirm}>
              {confirm}
            </BusyButton>
          )}
        </>
      }
    >
      {children}
    </Dialog>
  );
}
