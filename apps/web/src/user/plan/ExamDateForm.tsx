import { examDateInput } from "@qbank/api/client";
import { useState, type FormEvent } from "react";
import { errorItems, trpc } from "../../app/trpc.ts";
import { TextField } from "../../ui/fields.tsx";

/** Sets the exam date (today or later); the account page and the dashboard both show it. */
export function ExamDateForm({ current, label = "Exam date" }: { current: string | null; label?: string }) {
  const utils = trpc.useUtils();
  const [date, setDate] = useState(current ?? "");
  const [error, setError] = useState<string>();
  const save = trpc.plan.setDate.useMutation({
    onSuccess: (plan) => {
      utils.plan.get.setData(undefined, plan);
      setError(undefined);
    },
    onError: (e) => setError(errorItems(e)[0]?.message ?? "Your exam date could not be saved."),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = examDateInput.safeParse({ exam_date: date });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    save.mutate(parsed.data);
  };
  return (
    <form className="row exam-date-form" onSubmit={submit} noValidate>
      <TextField
        label={label}
        type="date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
        error={error}
        required
      />
      <button type="submit" className="btn btn-secondary" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save date"}
      </button>
    </form>
  );
}
