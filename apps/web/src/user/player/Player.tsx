import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { EndDialog } from "./EndDialog.tsx";
import { Explanation } from "./Explanation.tsx";
import { LabValuesDialog } from "./LabValuesDialog.tsx";
import { PaceBadge } from "./PaceBadge.tsx";
import { PeerShares } from "./PeerShares.tsx";
import { PlayerSidebar } from "./PlayerSidebar.tsx";
import { PlayerToolbar } from "./PlayerToolbar.tsx";
import { QuestionsDrawer } from "./QuestionsDrawer.tsx";
import { QuestionView } from "./QuestionView.tsx";
import { useReadingClasses } from "./reading-profile.ts";
import { ReportDialog } from "./ReportDialog.tsx";
import { ResultsDialog } from "./ResultsDialog.tsx";
import { Timer } from "./Timer.tsx";
import { useLeaveGuard } from "./useLeaveGuard.ts";
import { usePlayer, type PlayerData } from "./usePlayer.ts";
import { usePlayerShortcuts } from "./usePlayerShortcuts.ts";
import { useQuestionShown } from "./useQuestionShown.ts";
import "./player.css";

type PlayerDialog = "labs" | "report" | "end" | "results" | "drawer";

/** The running, then ended, question player of one run. */
export function Player({ initial }: { initial: PlayerData }) {
  const p = usePlayer(initial);
  const reading = useReadingClasses();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Map<string, number>>(new Map());
  const [dialog, setDialog] = useState<PlayerDialog | null>(initial.run.ended ? "results" : null);
  const [notice, setNotice] = useState<string>();
  const optionRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const { data, active, timed, ended } = p;
  const question = data.questions[active];
  const revealed = ended || (!timed && question?.chosen != null);
  const answeredCount = data.questions.filter((q) => q.chosen !== null).length;
  const openChange = (name: PlayerDialog) => (open: boolean) => setDialog(open ? name : null);

  useLeaveGuard(data.run.mode === "mastery" && !ended);
  useQuestionShown(data.run.id, question?.id, timed && !ended);

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

  usePlayerShortcuts(dialog === null && question !== undefined, {
    choose: (position) => {
      const option = question?.answer_array[position];
      if (option) choose(option.number);
      // Keep the keyboard with the options, so Enter then submits.
      optionRefs.current[position]?.focus();
    },
    submit,
    move: (delta) => p.goTo(active + delta),
    toggleFlag: () => question && void p.toggleDoLater(question.id),
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

  return (
    <div className={reading ? `player ${reading}` : "player"}>
      <PlayerToolbar
        index={active}
        progress={
          timed &&
          !ended &&
          data.run.deadline && (
            <>
              <Timer deadline={data.run.deadline} clockOffset={data.clockOffset} onExpire={() => void finish()} />
              <span className="muted player-count" aria-label="Answered">
                {answeredCount}/{data.length}
              </span>
              <PaceBadge
                startedAt={data.run.started_at}
                deadline={data.run.deadline}
                clockOffset={data.clockOffset}
                answered={answeredCount}
              />
            </>
          )
        }
        flagged={data.doLater.has(question.id)}
        ended={ended}
        ending={p.ending}
        onFlag={() => void p.toggleDoLater(question.id)}
        onLabs={() => setDialog("labs")}
        onReport={() => setDialog("report")}
        onEnd={() => setDialog("end")}
        onShowResults={() => setDialog("results")}
        onCategories={() => void navigate("/user/qbank")}
        onQuestions={() => setDialog("drawer")}
      />

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
            optionRefs={optionRefs}
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
          {revealed && (
            <Explanation question={question} ended={ended} onSave={() => void p.saveExplanation(question)} />
          )}
          <PeerShares question={question} />
        </section>
        <aside className="player-sidebar" aria-label="Questions">
          {sidebar}
        </aside>
      </div>

      <QuestionsDrawer open={dialog === "drawer"} onOpenChange={openChange("drawer")}>
        {sidebar}
      </QuestionsDrawer>
      <LabValuesDialog open={dialog === "labs"} onOpenChange={openChange("labs")} />
      <ReportDialog
        open={dialog === "report"}
        onOpenChange={openChange("report")}
        questionId={question.id}
        categoryName={question.category.name}
        onSent={() => setNotice("Thank you: your report was sent to our team.")}
      />
      <EndDialog
        open={dialog === "end"}
        onOpenChange={openChange("end")}
        timed={timed}
        answered={answeredCount}
        length={data.length}
        ending={p.ending}
        onEnd={() => void finish()}
      />
      <ResultsDialog
        results={p.results}
        open={dialog === "results"}
        onReview={() => setDialog(null)}
        onCategories={() => void navigate("/user/qbank")}
        pacing={p.pacing}
        onGo={(i) => {
          setDialog(null);
          p.goTo(i);
        }}
      />
    </div>
  );
}
