import { useState, type ReactNode } from "react";
import { errorItems } from "../../app/trpc.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";

/**
 * Asks before deleting a record: what deleting does, Cancel and Delete, and why it failed
 * when the server refused. `onDelete` deletes and moves on; what it throws is shown here.
 */
export function DeleteDialog({
  open,
  onOpenChange,
  title,
  failure,
  onDelete,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Said when the refusal names no reason. */
  failure: string;
  onDelete: () => Promise<void>;
  children: ReactNode;
}) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const change = (next: boolean) => {
    setError(undefined);
    onOpenChange(next);
  };
  const confirm = async () => {
    setError(undefined);
    setBusy(true);
    try {
      await onDelete();
    } catch (failed) {
      setError(errorItems(failed)[0]?.message ?? failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={change}
      title={title}
      confirm={busy ? "Deleting…" : "Delete"}
      danger
      busy={busy}
      onConfirm={() => void confirm()}
    >
      {children}
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
