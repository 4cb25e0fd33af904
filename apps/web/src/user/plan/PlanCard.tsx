import { targetShown, todaySessionSize, type Plan } from "@qbank/api/client";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { errorItems, trpc } from "../../app/trpc.ts";
import { ASKED_ON_OPEN_MS } from "../../app/screen-reads.ts";
import { ExamDateForm } from "./ExamDateForm.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { useStartPrompt } from "../qbank/UnfinishedSession.tsx";
import "./plan.css";

const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
const count = (n: number) => n.toLocaleString("en-GB");
const questions = (n: number) => `${count(n)} ${n === 1 ? "question" : "questions"}`;
const days = (n: number) => `${count(n)} ${n === 1 ? "day" : "days"}`;

const resultText = { passed: "You passed", failed: "You did not pass this time", not_taken: "You did not sit it" };

/**
 * "Today's session": today's target as one session, then the player. On the rest day it is
 * optional and always offered while anything is left. Like Start New, it asks first when it
 * would end an unfinished practice session.
 */
function TodaySession({ plan }: { plan: Plan }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const { start: startAsking, prompt } = useStartPrompt();
  const start = trpc.plan.startToday.useMutation({
    onSuccess: (page) => void navigate(`/user/qbank/start?mode=custom&run=${page.run.id}`),
    onError: (e) => setError(errorItems(e)[0]?.message ?? "Today's session could not start."),
  });
  const size = todaySessionSize(plan);
  return (
    <div className="stack">
      <div className="row">
        <button
          type="button"
          className="btn"
          disabled={start.isPending || size === 0}
          onClick={() => startAsking(() => start.mutate())}
        >
          Today&apos;s session
        </button>
      </div>
      {plan.rest_day ? (
        <p className="muted">
          {size > 0
            ? `Today is your rest day: a session is optional. It has ${questions(size)}.`
            : "Today is your rest day."}
        </p>
      ) : size === 0 ? (
        <p className="muted">Today&apos;s target is done.</p>
      ) : null}
      <FormAlert>{error}</FormAlert>
      {prompt}
    </div>
  );
}

/**
 * "9 of 12" on the way, "12 (target 12 met)" once it is reached or passed ("12 of 1" read as a
 * slip), or "9 answered" when there is no target to count against (the rest day).
 */
const figure = (pair: Plan["today"]) => {
  const target = targetShown(pair);
  if (target === null) return `${pair.done} answered`;
  return pair.done >= target ? `${pair.done} (target ${target} met)` : `${pair.done} of ${target}`;
};

/** `focusDays`: the date was just set, so the form that had focus is gone; the days left take it. */
function Figures({ plan, focusDays }: { plan: Plan; focusDays: boolean }) {
  const daysLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusDays) daysLine.current?.focus();
  }, [focusDays]);
  return (
    <>
      <p className="plan-days" ref={daysLine} tabIndex={-1}>
        {plan.days_left === 0 ? (
          <>
            <strong>Your exam is today</strong>, {longDate(plan.exam_date!)}. Good luck!
          </>
        ) : (
          <>
            <strong>{days(plan.days_left ?? 0)}</strong> left until your exam on {longDate(plan.exam_date!)}.
          </>
        )}
      </p>
      <dl className="plan-figures">
        <div>
          <dt>Daily target</dt>
          <dd>{questions(plan.daily_target ?? 0)}</dd>
        </div>
        <div>
          <dt>Today</dt>
          <dd>{figure(plan.today)}</dd>
        </div>
        <div>
          <dt>This week so far</dt>
          <dd>{figure(plan.week)}</dd>
        </div>
        <div>
          <dt>On track</dt>
          <dd className={plan.on_track ? "plan-on-track" : "plan-behind"}>
            {plan.on_track ? "Yes" : "Behind this week"}
          </dd>
        </div>
      </dl>
      <p className="muted">
        The target spreads your {questions(plan.unseen)} not yet seen and {plan.due_reviews} review
        {plan.due_reviews === 1 ? "" : "s"} falling due over the study days left, with Sunday as a rest day.
      </p>
      {plan.weakest_areas.length > 0 && (
        <p className="muted">
          Your weakest areas:{" "}
          {plan.weakest_areas.map((a, i) => (
            <span key={a.id}>
              {i > 0 && ", "}
              {a.name} ({a.right_pct}% right)
            </span>
          ))}
          .
        </p>
      )}
    </>
  );
}

/** After the exam date: the result, or a new date. */
function AfterExam({ plan, onSaved }: { plan: Plan; onSaved: () => void }) {
  const utils = trpc.useUtils();
  const record = trpc.plan.result.useMutation({ onSuccess: (next) => utils.plan.get.setData(undefined, next) });
  return (
    <div className="stack">
      {plan.result ? (
        <p>
          {resultText[plan.result]} (exam on {longDate(plan.exam_date!)}). Set a new date to plan again.
        </p>
      ) : (
        <>
          <p>Your exam date, {longDate(plan.exam_date!)}, has passed. How did it go?</p>
          <div className="row" role="group" aria-label="Your exam result">
            <button type="button" className="btn btn-secondary" onClick={() => record.mutate({ result: "passed" })}>
              I passed
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => record.mutate({ result: "failed" })}>
              I did not pass
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => record.mutate({ result: "not_taken" })}>
              I did not sit it
            </button>
          </div>
        </>
      )}
      <ExamDateForm current={null} label="New exam date" onSaved={onSaved} />
    </div>
  );
}

/** The dashboard's plan to the exam date: days left, the daily target, on track, and today's session. */
export function PlanCard() {
  const query = trpc.plan.get.useQuery(undefined, { staleTime: ASKED_ON_OPEN_MS });
  const plan = query.data;
  const [dateSet, setDateSet] = useState(false);
  return (
    <section className="card stack" aria-labelledby="plan-title" aria-busy={query.isPending}>
      <h2 id="plan-title">Your plan to the exam</h2>
      {!plan ? (
        query.isError ? (
          <p className="muted">Your plan could not be loaded.</p>
        ) : (
          <div className="loading-line" role="progressbar" aria-label="Loading" />
        )
      ) : plan.exam_date === null ? (
        <>
          <p className="muted">Set your exam date to get a daily target until the exam.</p>
          <ExamDateForm current={null} onSaved={() => setDateSet(true)} />
        </>
      ) : plan.exam_passed ? (
        <AfterExam plan={plan} onSaved={() => setDateSet(true)} />
      ) : (
        <>
          <Figures plan={plan} focusDays={dateSet} />
          <TodaySession plan={plan} />
          <details>
            <summary>Change the exam date</summary>
            <ExamDateForm current={plan.exam_date} />
          </details>
        </>
      )}
    </section>
  );
}
