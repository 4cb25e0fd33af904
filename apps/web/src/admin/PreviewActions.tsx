import { Eye, Upload } from "lucide-react";
import { BusyButton } from "../ui/BusyButton.tsx";

/**
 * The two steps of an upload that changes content: Preview (a dry run, the form's submit) and
 * then the change itself, each saying it is working while its request runs.
 */
export function PreviewActions({
  sending,
  canPreview,
  canApply,
  applyLabel,
  applyBusyText,
  onApply,
}: {
  /** Which step is sending, if any: both wait while either does. */
  sending: "preview" | "apply" | undefined;
  canPreview: boolean;
  canApply: boolean;
  applyLabel: string;
  applyBusyText: string;
  onApply: () => void;
}) {
  return (
    <div className="ad-form-actions">
      <BusyButton
        type="submit"
        className="btn btn-secondary"
        busy={sending === "preview"}
        busyText="Checking…"
        disabled={sending !== undefined || !canPreview}
      >
        <Eye size={16} aria-hidden="true" />
        Preview
      </BusyButton>
      <BusyButton
        className="btn"
        busy={sending === "apply"}
        busyText={applyBusyText}
        disabled={sending !== undefined || !canApply}
        onClick={onApply}
      >
        <Upload size={16} aria-hidden="true" />
        {applyLabel}
      </BusyButton>
    </div>
  );
}
