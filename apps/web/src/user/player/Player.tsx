import { mergeHighlights, servedSoFar } from "@qbank/api/client";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { EndDialog } from "./EndDialog.tsx";
import { Discussion } from "../discussion/Discussion.tsx";
import { Explanation } from "./Explanation.tsx";
import { LabValuesDialog } from "./LabValuesDialog.tsx";
import { PaceBadge } from "./PaceBadge.tsx";
import { PeerShares } from "./PeerShares.tsx";
import { PlayerSidebar } from "./PlayerSidebar.tsx";
import { PlayerToolbar } from "./PlayerToolbar.tsx";
import { QuestionsDrawer } from "./QuestionsDrawer.tsx";
import { LETTERS, QuestionView } from "./QuestionView.tsx";
import type { Highlight } from "./Stem.tsx";
import { useReadingClasses } from "./reading-profile.ts";
import { ReportDialog } from "./ReportDialog.tsx";
import { ResultsDialog } from "./ResultsDialog.tsx";
import { Timer } from "./Timer.tsx";
import { useLeaveGuard } from "./useLeaveGuard.ts";
import { usePlayer, type PlayerData } from "./usePlayer.ts";
import { usePlayerShortcuts } from "./usePlayerShortcuts.ts";
import { useQuestionShown } from "./useQuestionShown.ts";
import { keepPlace, readPlace } from "./run-place.ts";
import { OfflineBanner } from "../../offline/OfflineBanner.tsx";
import { useOutbox } from "../../offline/outbox.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import "./player.css";

type PlayerDialog = "labs" | "report" | "end" | "results" | "drawer";

/** Where focus goes after an answer: the explanation's heading in practice, the next question's in a mock. */
const RESULT_HEADING = "explanation-title";
const QUESTION_HEADING = "player-title";

/** The running, then ended, question player of one run. */
export function Player({ initial }: { initial: PlayerData }) {
  // An ended run opens on its results, unless this tab left them to review its questions: a reload
  // then stays on the question reviewed.
  const reopensReview = initial.run.ended && readPlace(initial.run.id).reviewing;
  const [dialog, setDialog] = useState<PlayerDialog | null>(initial.run.ended && !reopensReview ? "results" : null);
  // The review of a run that has just ended starts at Q1; after Show Results it goes back where it was.
  const [reviewFromStart, setReviewFromStart] = useState(initial.run.ended && !reopensReview);
  const showEndResults = useCallback(() => {
    setReviewFromStart(true);
    setDialog("results");
  }, []);
  const p = usePlayer(initial, showEndResults);
  const reading = useReadingClasses();
  const outbox = useOutbox();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Map<string, number>>(
    () => new Map(Object.entries(readPlace(initial.run.id).choices)),
  );
  // The report's thanks, for the question it was about only.
  const [notice, setNotice] = useState<{ question: string; text: string }>();
  const [focusRequest, setFocusRequest] = useState<{ id: string }>();
  const openDialog = useRef(dialog);
  const optionRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const stemSelection = useRef<Highlight | null>(null);
  // What the study aids just did, for screen readers.
  const [announcement, setAnnouncement] = useState("");
  const { data, active, timed, ended } = p;
  const question = data.questions[active];
  // Moving to another question clears the thanks for good.
  if (notice && notice.question !== question?.id) setNotice(undefined);
  const revealed = ended || (!timed && question?.chosen != null);
  const answeredCount = data.questions.filter((q) => q.chosen !== null).length;
  const openChange = (name: PlayerDialog) => (open: boolean) => setDialog(open ? name : null);

  useLeaveGuard(data.run.mode === "mastery" && !ended);
  useQuestionShown(data.run.id, question?.id, timed && !ended);
  useEffect(() => {
    openDialog.current = dialog;
  });
  // Opened from another page (a start dialog, a link), the keyboard starts at the question's
  // heading rather than on the page, where the next Tab would land in the cookie banner.
  useEffect(() => {
    if (openDialog.current !== null) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    document.getElementById(QUESTION_HEADING)?.focus();
  }, []);
  // A dialog that opened meanwhile (the results of a mock's last answer) keeps the focus.
  useEffect(() => {
    if (focusRequest && openDialog.current === null) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  // Left/right change question: the keyboard lands on the new question's options, not <body>.
  const [optionFocus, setOptionFocus] = useState<{ at: number }>();
  useEffect(() => {
    if (!optionFocus || optionFocus.at !== active || openDialog.current !== null) return;
    const options = optionRefs.current.filter((el) => el !== null);
    (options.find((el) => el.getAttribute("aria-checked") === "true") ?? options[0])?.focus();
    setOptionFocus(undefined);
  }, [optionFocus, active, question?.id]);

  const finish = useCallback(async () => {
    setDialog(null);
    if (await p.finish()) showEndResults();
  }, [p, showEndResults]);
  const review = () => {
    setDialog(null);
    keepPlace(data.run.id, { reviewing: true });
    if (!reviewFromStart) return;
    setReviewFromStart(false);
    void p.goTo(0);
  };

  const choose = (number: number) => {
    if (!question || question.chosen !== null || ended) return;
    const next = new Map(selected).set(question.id, number);
    setSelected(next);
    const open = data.questions.filter((q) => q.chosen === null && next.has(q.id));
    keepPlace(data.run.id, { choices: Object.fromEntries(open.map((q) => [q.id, next.get(q.id)!])) });
  };
  const chosenNow = question ? selected.get(question.id) : undefined;
  const canSubmit = Boolean(question && question.chosen === null && chosenNow !== undefined && !ended && !p.busy);
  /** Submits `number` (the focused option, from Enter) or the chosen one, then moves focus to the result. */
  const submit = async (number = chosenNow) => {
    if (!question || question.chosen !== null || ended || p.busy || number === undefined) return;
    choose(number);
    if (await p.submit(question.id, number)) setFocusRequest({ id: timed ? QUESTION_HEADING : RESULT_HEADING });
  };

  /**
   * Next and Back move one question per click. The first click of a double-click has moved
   * already (React shows the new question before the second arrives, so the second would move
   * on from there): a click the browser counts as the second or later of a run of clicks
   * (`detail` above 1) does nothing. Keyboard presses have `detail` 0 and each one moves.
   */
  const stepBy = (event: MouseEvent, delta: number) => {
    if (event.detail > 1) return;
    void p.goTo(active + delta);
  };

  const strike = (number: number) => {
    if (!question) return;
    const struck = question.struck.includes(number);
    const letter = LETTERS[question.answer_array.findIndex((o) => o.number === number)] ?? "";
    void p.mark(question, {
      struck: struck ? question.struck.filter((n) => n !== number) : [...question.struck, number],
    });
    setAnnouncement(struck ? `Option ${letter} restored` : `Option ${letter} struck out`);
  };
  const highlight = () => {
    const range = stemSelection.current;
    if (!question) return;
    if (!range) {
      setAnnouncement("Select text in the question first, then choose Highlight.");
      return;
    }
    stemSelection.current = null;
    document.getSelection()?.removeAllRanges();
    void p.mark(question, { highlights: mergeHighlights([...question.highlights, range]) });
    setAnnouncement("Text highlighted");
  };
  const clearHighlights = () => {
    if (!question) return;
    void p.mark(question, { highlights: [] });
    setAnnouncement("Highlights cleared");
  };

  usePlayerShortcuts(dialog === null && question !== undefined, {
    choose: (position) => {
      const option = question?.answer_array[position];
      if (option) choose(option.number);
      // Keep the keyboard with the options, so Enter then submits.
      optionRefs.current[position]?.focus();
    },
    submit: (focused) => {
      const position = optionRefs.current.findIndex((el) => el !== null && el === focused);
      const option = position === -1 ? undefined : question?.answer_array[position];
      void submit(option?.number);
    },
    move: (delta) => {
      if (active + delta < 0 || active + delta >= data.length) return;
      setOptionFocus({ at: active + delta });
      void p.goTo(active + delta);
    },
    toggleFlag: () => question && void p.toggleDoLater(question.id),
    strike: (position) => {
      const option = question?.answer_array[position];
      if (option) strike(option.number);
    },
    highlight,
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
        void p.goTo(i);
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
        titleId={QUESTION_HEADING}
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
                questions={data.length}
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
          <OfflineBanner outbox={outbox} timed={timed && !ended} />
          <FormAlert>{p.error}</FormAlert>
          {notice && <FormAlert tone="success">{notice.text}</FormAlert>}
          <QuestionView
            key={question.id}
            question={question}
            selected={chosenNow}
            onSelect={choose}
            revealed={revealed}
            locked={question.chosen !== null || ended}
            optionRefs={optionRefs}
            selectionRef={stemSelection}
            onStrike={strike}
            onHighlight={highlight}
            onClearHighlights={clearHighlights}
          />
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
          <div className="player-actions">
            <button type="button" className="btn btn-secondary" onClick={(e) => stepBy(e, -1)} disabled={active === 0}>
              Back
            </button>
            {!ended && (
              <button type="button" className="btn" onClick={() => void submit()} disabled={!canSubmit}>
                Submit
              </button>
            )}
            <button
              type="button"
              className="btn btn-secondary"
              onClick={(e) => stepBy(e, 1)}
              disabled={active >= data.length - 1}
            >
              Next
            </button>
          </div>
          {!ended && !timed && question.chosen !== null && active === data.length - 1 && (
            <p className="muted player-last">That was the last question. Press End to see your results.</p>
          )}
          {revealed && (
            <Explanation
              question={question}
              ended={ended}
              headingId={RESULT_HEADING}
              onSave={() => void p.saveExplanation(question)}
            />
          )}
          <PeerShares question={question} />
          {revealed && question.explanation_text !== null && (
            <Discussion questionId={question.id} maybeClosed={question.chosen === null} />
          )}
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
        onSent={() => setNotice({ question: question.id, text: "Thank you: your report was sent to our team." })}
      />
      <EndDialog
        open={dialog === "end"}
        onOpenChange={openChange("end")}
        timed={timed}
        custom={data.run.mode === "custom_timed"}
        answered={answeredCount}
        served={servedSoFar(data.run.mode, data.questions.length, data.length)}
        length={data.length}
        ending={p.ending}
        onEnd={() => void finish()}
      />
      <ResultsDialog
        results={p.results}
        open={dialog === "results"}
        onReview={review}
        onCategories={() => void navigate("/user/qbank")}
        pacing={p.pacing}
        onGo={(i) => {
          setDialog(null);
          keepPlace(data.run.id, { reviewing: true });
          setReviewFromStart(false);
          void p.goTo(i);
        }}
      />
    </div>
  );
}
