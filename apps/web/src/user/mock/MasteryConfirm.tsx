import { NO_ATTEMPTS } from "@qbank/api/client";
import { useOpenRun } from "./open-run.ts";
import { MASTERY_CONFIRM_TITLE, masteryConfirmText, PRACTICE_ENDS, useExamLength } from "./mastery-confirm.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";

/** A direct link to a Master Mock asks before the attempt is spent (the mock page asks in its dialog). */
export function MasteryConfirm({ onStart, onBack }: { onStart: () => void; onBack: () => void }) {
  const { data, isPending } = useOpenRun();
  const length = useExamLength();
  if (isPending) return <div className="loading-line" aria-label="Loading" />;
  const attempts = data?.attemptsLeft ?? 0;
  return (
    <section className="card stack" style={{ maxWidth: 560 }}>
      <h1>{MASTERY_CONFIRM_TITLE}</h1>
      {attempts > 0 ? (
        <>
          <p>{masteryConfirmText(attempts, length)}</p>
          {data?.practiceOpen && <p>{PRACTICE_ENDS}</p>}
        </>
      ) : (
        <FormAlert>{NO_ATTEMPTS}</FormAlert>
      )}
      <div className="row">
        {attempts > 0 && (
          <button type="button" className="btn" onClick={onStart}>
            Start Master Mock
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          Back
        </button>
      </div>
    </section>
  );
}
