import { reportText } from "@qbank/api/client";
import { z } from "zod";
import { trpc } from "../../app/trpc.ts";
import { Dialog } from "../../ui/Dialog.tsx";
import { TextAreaField } from "../../ui/fields.tsx";
import { useZodForm } from "../../ui/useZodForm.ts";

const reportForm = z.object({ text: reportText });

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  questionId: string;
  categoryName: string;
  onSent: () => void;
}

export function ReportDialog({ open, onOpenChange, questionId, categoryName, onSent }: Props) {
  const form = useZodForm({ text: "" }, reportForm);
  const report = trpc.support.reportQuestion.useMutation();
  const blank = form.values.text.trim() === "";
  const send = form.handleSubmit(async ({ text }) => {
    await report.mutateAsync({ questionId, category: categoryName, text });
    form.setValues({ text: "" });
    onOpenChange(false);
    onSent();
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report Question"
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="button" className="btn" onClick={() => send()} disabled={form.submitting || blank}>
            Submit
          </button>
        </>
      }
    >
      <TextAreaField
        label="Please inform us if you found something wrong with question"
        maxLength={5000}
        value={form.values.text}
        onChange={form.field("text").onChange}
        onClick={form.field("text").onClick}
        error={form.items[0]?.message}
      />
    </Dialog>
  );
}
