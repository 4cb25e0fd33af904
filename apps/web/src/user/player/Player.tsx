import { Dialog as D } from "radix-ui";
import { useCallback, useEffect, useState } from "react";
import { useBlocker, useNavigate } from "react-router";
import { Dialog } from "../../ui/Dialog.tsx";
import { LabValuesDialog } from "./LabValuesDialog.tsx";
import { PlayerSidebar } from "./PlayerSidebar.tsx";
import { QuestionView, LETTERS } from "./QuestionView.tsx";
import { ReportDialog } from "./ReportDialog.tsx";
import { ResultsDialog } from "./ResultsDialog.tsx";
import { Timer } from "./Timer.tsx";
import { usePlayer, type PlayerData } from "./usePlayer.ts";
import "./player.css";

export const LEAVE_WARNING =
  "Do you really want to leave? Make sure you are ready before continuing. Your attempt will be considered as used.";

/** The running, then ended, question player of one run. */
export function Player({ initial }: { initial: PlayerData }) {
  const p = usePlayer(initial);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Map<string, number>>(new Map());
  const [dialog, setDialog] = useState<"labs" | "report" | "end" | "results" | "drawer" | null>(
    initial.run.ended ? "results" : null,
  );
  const [notice, setNotice] = useState<string>();
  const { data, active, timed, ended } = p;
  const question = data.questions[active];
  const revealed = ended || (!timed && question?.chosen != null);
  const answeredCount = data.questions.filter((q) => q.chosen !== null).length;
  const guardLeave = data.run.mode === "mastery" && !ended;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => guardLeave && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!guardLeave) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = LEAVE_WARNING;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [guardLeave]);

  const finish = useCallback(async () => {
    setDialog(null);
    if (await p.finish()) setDialog("results");
  }, [p]);

  const choose = (number: number) => {
    if (!question || question.chosen !== null || ended) return;
    setSelected((m) => new Map(m).set(question.id, number));
  };
  const chosenNow = question ? selected.get(question.id) : undefined;
  const canSubmit = Boolean(question && question.chosen === null && chosenNow !== undefined && !ended && !p.busy);
  const submit = () => {
    if (canSubmit && question && chosenNow !== undefined) void p.submit(question.id, chosenNow);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (dialog !== null || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement;
      if (["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)) return;
      const key = e.key.toUpperCase();
      const letter = LETTERS.indexOf(key as (typeof LETTERS)[number]);
      if (letter !== -1 && question) {
        const option = question.answer_array[letter];
        if (option) choose(option.number);
        // Keep the keyboard with the options, so Enter then submits.
        document.querySelectorAll<HTMLElement>(".options [role=radio]")[letter]?.focus();
      } else if (e.key === "Enter" && (target.tagName !== "BUTTON" || target.getAttribute("role") === "radio")) {
        submit();
      } else if (e.key === "ArrowRight") {
        p.goTo(active + 1);
      } else if (e.key === "ArrowLeft") {
        p.goTo(active - 1);
      } else if (key === "F" && question) {
        void p.toggleDoLater(question.id);
      } else {
        return;
      }
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const sidebar = (
    <PlayerSidebar
      questions={data.questions}
      length={data.length}
      active={active}
      doLater={data.doLater}
      timed={timed}
      ended={ended}
      score={p.score}
      loadingMore={p.loadingMore}
      onGo={(i) => {
        p.goTo(i);
        if (dialog === "drawer") setDialog(null);
      }}
      onToggleDoLater={(id) => void p.toggleDoLater(id)}
      onLoadMore={() => void p.loadMore()}
    />
  );

  if (!question) return <div className="loading-line" aria-label="Loading" />;
  const flagged = data.doLater.has(question.id);

  return (
    <div className="player">
      <header className="player-header">
        <h1 className="player-title">Q{active + 1}</h1>
        {timed && !ended && data.run.deadline && (
          <>
            <Timer deadline={data.run.deadline} clockOffset={data.clockOffset} onExpire={() => void finish()} />
            <span className="muted" aria-label="Answered">
              {answeredCount}/{data.length}
            </span>
          </>
        )}
        <span className="spacer" />
        <button
          type="button"
          className={flagged ? "btn btn-ghost icon-btn flag-on" : "btn btn-ghost icon-btn"}
          aria-pressed={flagged}
          aria-label={flagged ? "Unflag (Do Later)" : "Flag (Do Later)"}
          title="Do Later (F)"
          onClick={() => void p.toggleDoLater(question.id)}
        >
          ⚑
        </button>
        <button
          type="button"
          className="btn btn-ghost icon-btn"
          aria-label="Lab values"
          title="Lab values"
          onClick={() => setDialog("labs")}
        >
          ⚗
        </button>
        <button
          type="button"
          className="btn btn-ghost icon-btn"
          aria-label="Report question"
          title="Report question"
          onClick={() => setDialog("report")}
        >
          ⚠
        </button>
        {ended ? (
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setDialog("results")}>
              Show Results
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => void navigate("/user/qbank")}>
              Categories
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-secondary" onClick={() => setDialog("end")} disabled={p.ending}>
            End
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost icon-btn player-drawer-toggle"
          aria-label="Questions"
          onClick={() => setDialog("drawer")}
        >
          ▦
        </button>
      </header>

      <div className="player-body">
        <section className="player-main" aria-live="polite">
          {p.error && (
            <p className="alert" role="alert">
              {p.error}
            </p>
          )}
          {notice && (
            <p className="alert alert-success" role="status">
              {notice}
            </p>
          )}
          <QuestionView
            key={question.id}
            question={question}
            selected={chosenNow}
            onSelect={choose}
            revealed={revealed}
            locked={question.chosen !== null || ended}
          />
          <div className="player-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => p.goTo(active - 1)}
              disabled={active === 0}
            >
              Back
            </button>
            <button type="button" className="btn" onClick={submit} disabled={!canSubmit}>
              Submit
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => p.goTo(active + 1)}
              disabled={active >= data.questions.length - 1}
            >
              Next
            </button>
          </div>
          {revealed && question.chosen !== null && !ended && (
            <p className={question.correct ? "verdict verdict-right" : "verdict verdict-wrong"} role="status">
              {question.correct ? "Correct" : "Incorrect"}
            </p>
          )}
          {revealed && question.explanation_text !== null && (
            <section className="explanation" aria-label="Explanation">
              <h2>Explanation</h2>
              <p>{question.explanation_text}</p>
              {question.saved ? (
                <p className="saved-label">Saved as a Revision Key</p>
              ) : (
                <button type="button" className="btn btn-secondary" onClick={() => void p.saveExplanation(question)}>
                  Save this Explanation
                </button>
              )}
            </section>
          )}
        </section>
        <aside className="player-sidebar" aria-label="Questions">
          {sidebar}
        </aside>
      </div>

      <D.Root open={dialog === "drawer"} onOpenChange={(o) => setDialog(o ? "drawer" : null)}>
        <D.Portal>
          <D.Overlay className="dialog-overlay" />
          <D.Content className="drawer drawer-right" aria-describedby={undefined}>
            <D.Title className="visually-hidden">Questions</D.Title>
            {sidebar}
          </D.Content>
        </D.Portal>
      </D.Root>

      <LabValuesDialog open={dialog === "labs"} onOpenChange={(o) => setDialog(o ? "labs" : null)} />
      <ReportDialog
        open={dialog === "report"}
        onOpenChange={(o) => setDialog(o ? "report" : null)}
        questionId={question.id}
        categoryName={question.category.name}
        onSent={() => setNotice("Thank you: your report was sent to our team.")}
      />
      <Dialog
        open={dialog === "end"}
        onOpenChange={(o) => setDialog(o ? "end" : null)}
        title={timed ? "End the mock?" : "End this session?"}
        actions={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setDialog(null)}>
              Keep going
            </button>
            <button type="button" className="btn" onClick={() => void finish()} disabled={p.ending}>
              End
            </button>
          </>
        }
      >
        <p>
          You answered {answeredCount} of {data.length} questions.
          {timed ? " Unanswered questions will count as skipped." : ""}
        </p>
      </Dialog>
      <ResultsDialog
        results={p.results}
        open={dialog === "results"}
        onReview={() => setDialog(null)}
        onCategories={() => void navigate("/user/qbank")}
      />
    </div>
  );
}
