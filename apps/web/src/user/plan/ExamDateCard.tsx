import { useState } from "react";
import { errorItems, trpc } from "../../app/trpc.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { ExamDateForm } from "./ExamDateForm.tsx";

/** The account page's exam date: set, change or remove it (and undo a removal). */
export function ExamDateCard() {
  const utils = trpc.useUtils();
  const query = trpc.plan.get.useQuery();
  // A saved or removed date draws the form afresh (keyed on the date), so focus goes to its field.
  const [changed, setChanged] = useState(false);
  // The date just removed, until it is set again: one click brings it back.
  const [removed, setRemoved] = useState<string | null>(null);
  const date = query.data?.exam_date ?? null;
  const clear = trpc.plan.clear.useMutation({
    onSuccess: (plan) => {
      setChanged(true);
      setRemoved(date);
      utils.plan.get.setData(undefined, plan);
    },
  });
  const restore = trpc.plan.setDate.useMutation({
    onSuccess: (plan) => {
      setRemoved(null);
      utils.plan.get.setData(undefined, plan);
    },
  });
  return (
    <section className="card stack" aria-labelledby="exam-date-title" aria-busy={query.isPending}>
      <h2 id="exam-date-title">Your exam date</h2>
      <p className="muted">Your dashboard plans a daily target from it, until the exam.</p>
      {query.data && (
        <ExamDateForm
          key={date ?? "none"}
          current={date}
          onSaved={() => {
            setChanged(true);
            setRemoved(null);
          }}
          autoFocus={changed}
        />
      )}
      {!date && removed && (
        <>
          <div className="row exam-date-removed">
            <p role="status">Exam date removed.</p>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={restore.isPending}
              onClick={() => restore.mutate({ exam_date: removed })}
            >
              Undo
            </button>
          </div>
          <FormAlert tone="field">{restore.error && errorItems(restore.error)[0]?.message}</FormAlert>
        </>
      )}
      {date && (
        <div className="row">
          <button type="button" className="btn btn-ghost" disabled={clear.isPending} onClick={() => clear.mutate()}>
            Remove the exam date
          </button>
        </div>
      )}
    </section>
  );
}
