import { X } from "lucide-react";
import type { ReactNode } from "react";

/** A dismissable message at the top of a page: an alert for errors, a status for good news. */
export function Notice({
  tone,
  children,
  onDismiss,
}: {
  tone: "error" | "success";
  children: ReactNode;
  onDismiss: () => void;
}) {
  return (
    <div
      className={tone === "error" ? "alert notice" : "alert alert-success notice"}
      role={tone === "error" ? "alert" : "status"}
    >
      <p>{children}</p>
      <button type="button" className="btn btn-ghost icon-btn notice-close" aria-label="Dismiss" onClick={onDismiss}>
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
