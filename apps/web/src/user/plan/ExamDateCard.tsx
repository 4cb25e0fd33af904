import { useState } from "react";
import { trpc } from "../../app/trpc.ts";
import { ExamDateForm } from "./ExamDateForm.tsx";

/** The account page's exam date: set, change or remove it. */
export function ExamDateCard() {
  const utils = trpc.useUtils();
  const query = trpc.plan.get.useQuery();
  // A saved or removed date draws the form afresh (keyed on the date), so focus goes to its field.
  const [changed, setChanged] = useState(false);
  const clear = trpc.plan.clear.useMutation({
    onSuccess: (plan) => {
      setChanged(true);
      utils.plan.get.setData(undefined, plan);
    },
  });
  const date = query.data?.exam_date ?? null;
  return (
    <section className="card stack" aria-labelledby="exam-date-title" aria-busy={query.isPending}>
      <h2 id="exam-date-title">Your exam date</h2>
      <p className="muted">Your dashboard plans a daily target from it, until the exam.</p>
      {query.data && (
        <ExamDateForm key={date ?? "none"} current={date} onSaved={() => setChanged(true)} autoFocus={changed} />
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
