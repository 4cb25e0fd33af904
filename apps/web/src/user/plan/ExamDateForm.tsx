import { examDateInput } from "@qbank/api/client";
import { trpc } from "../../app/trpc.ts";
import { TextField } from "../../ui/fields.tsx";
import { useZodForm } from "../../ui/useZodForm.ts";
import "./plan.css";

/** Sets the exam date (today or later); the account page and the dashboard both show it. */
export function ExamDateForm({
  current,
  label = "Exam date",
  onSaved,
  autoFocus = false,
}: {
  current: string | null;
  label?: string;
  /** The form replaces one that had focus (the date was just saved or removed): its field takes it. */
  autoFocus?: boolean;
  /** Called once the date is saved, before the card shows the plan that replaces this form. */
  onSaved?: () => void;
}) {
  const utils = trpc.useUtils();
  const form = useZodForm({ exam_date: current ?? "" }, examDateInput);
  const save = trpc.plan.setDate.useMutation({
    onSuccess: (plan) => {
      onSaved?.();
      utils.plan.get.setData(undefined, plan);
    },
  });
  return (
    <form className="row exam-date-form" onSubmit={form.handleSubmit((values) => save.mutateAsync(values))} noValidate>
      <TextField
        label={label}
        type="date"
        {...form.field("exam_date")}
        autoFocus={autoFocus}
        // A refusal that names no field (the network) still shows here.
        error={form.errors["exam_date"] ?? form.items[0]?.message}
        required
      />
      <button type="submit" className="btn btn-secondary" disabled={form.submitting}>
        {form.submitting ? "Saving..." : "Save date"}
      </button>
    </form>
  );
}
