import { z } from "zod";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { TextAreaField } from "./fields.tsx";
import { useZodForm } from "./useZodForm.ts";

/**
 * Asks for one text (why a comment or a question is wrong) and sends it: Cancel, and the action
 * once something is written. The text is checked by its shared schema; the server's refusal is
 * shown under it. `name` is the field as the server names it, so its error clears on editing.
 */
export function TextDialog({
  open,
  onOpenChange,
  title,
  action,
  label,
  name,
  schema,
  maxLength,
  autoFocus = false,
  onSend,
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  action: string;
  label: string;
  name: string;
  schema: z.ZodType<string>;
  maxLength: number;
  /** Focus starts in the text (else on the dialog's first control, as Radix chooses). */
  autoFocus?: boolean;
  /** Sends the text; once it resolves the dialog closes, emptied, and `onSent` follows. */
  onSend: (text: string) => Promise<unknown>;
  onSent: () => void;
}) {
  const form = useZodForm({ [name]: "" }, z.object({ [name]: schema }));
  const text = form.values[name] ?? "";
  const send = form.handleSubmit(async (values) => {
    await onSend(values[name] ?? "");
    form.setValues({ [name]: "" });
    onOpenChange(false);
    onSent();
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      confirm={action}
      busy={form.submitting}
      ready={text.trim() !== ""}
      onConfirm={() => send()}
    >
      <TextAreaField
        label={label}
        data-autofocus={autoFocus || undefined}
        maxLength={maxLength}
        value={text}
        onChange={form.field(name).onChange}
        onClick={form.field(name).onClick}
        error={form.items[0]?.message}
      />
    </ConfirmDialog>
  );
}
