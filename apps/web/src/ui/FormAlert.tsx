import type { ReactNode } from "react";

/**
 * How each kind of message looks and is read: errors are alerts (read at once), good news and
 * notices are statuses (read when the reader pauses).
 */
const TONES = {
  /** What went wrong with a form or an action, in a box. */
  error: { className: "alert", role: "alert" },
  /** What went wrong, said in a line under a field or inside a dialog. */
  field: { className: "field-error", role: "alert" },
  success: { className: "alert alert-success", role: "status" },
  /** Why a form is not offered, in a box but without urgency. */
  notice: { className: "alert", role: "status" },
} as const;

/**
 * A form's or an action's message: an error, good news or a notice. With nothing to say
 * (`children` empty) it shows nothing, so a page passes its error as it is.
 */
export function FormAlert({
  tone = "error",
  id,
  className,
  children,
}: {
  tone?: keyof typeof TONES;
  /** For the input it describes (`aria-describedby`). */
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  if (children === undefined || children === null || children === false || children === "") return null;
  const look = TONES[tone];
  return (
    <p id={id} className={className ? `${look.className} ${className}` : look.className} role={look.role}>
      {children}
    </p>
  );
}
