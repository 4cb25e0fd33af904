import { REVIEW_GRADES, type ReviewCard } from "@qbank/api/client";
import { ArrowLeft } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { httpStatus, trpc } from "../../app/trpc.ts";
import { LETTERS } from "../player/QuestionView.tsx";
import { useReadingClasses } from "../player/reading-profile.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import "./review.css";
import { Discussion } from "../discussion/Discussion.tsx";

type Phase = { card: string; chosen: number | null; revealed: boolean };

const KIND_LABELS: Record<ReviewCard["kind"], string> = {
  key: "Revision key",
  question: "Question you answered wrongly",
};

/** The key pressed without modifiers outside a text field, upper-cased, or null. */
function keyOf(event: KeyboardEvent): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest("input, textarea, select, [contenteditable]")) return null;
  return event.key.toUpperCase();
}

/**
 * /user/revision/review: today's due cards, oldest due first. Each shows its question; a key
 * is revealed, a question answered (A-E, as in the player); then the learner grades it Again,
 * Hard, Good or Easy (keys 1-4) and the next card follows, until none are left.
 */
export default function ReviewPage() {
  const utils = trpc.useUtils();
  // The list is taken once when the page opens, so grading does not reshuffle it midway.
  const due = trpc.review.due.useQuery(undefined, { staleTime: Infinity, refetchOnWindowFocus: false });
  const grade = trpc.review.grade.useMutation();
  const [done, setDone] = useState(0);
  const [phase, setPhase] = useState<Phase | null>(null);
  const [error, setError] = useState<string>();
  const reading = useReadingClasses();

  const cards = due.data?.cards ?? [];
  const card = cards[done];
  const current: Phase = phase?.card === card?.id ? phase! : { card: card?.id ?? "", chosen: null, revealed: false };

  const reveal = (chosen: number | null = null) => setPhase({ card: current.card, chosen, revealed: true });

  const give = async (value: number) => {
    if (!card || grade.isPending) return;
    setError(undefined);
    try {
      await grade.mutateAsync({ card: card.id, grade: value });
    } catch (e) {
      // 409: graded already (another tab) or not due any more: either way this card is done.
      if (httpStatus(e) !== 409) {
        setError("Your grade could not be saved. Please try again.");
        return;
      }
    }
    setDone((n) => n + 1);
    void utils.review.summary.invalidate();
  };

  // Keys: A-E answer a question card, 1-4 grade once the answer shows (listening anew each render, with its state).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = keyOf(event);
      if (key === null || !card) return;
      const chosenGrade = REVIEW_GRADES.find((g) => String(g.grade) === key);
      const option = card.options?.[LETTERS.indexOf(key as (typeof LETTERS)[number])];
      if (current.revealed && chosenGrade) void give(chosenGrade.grade);
      else if (!current.revealed && option) reveal(option.number);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  return (
    <section className={`rv-page ${reading}`.trim()}>
      <div className="rv-toolbar">
        <Link className="btn btn-secondary" to="/user/revision">
          <ArrowLeft size={16} aria-hidden="true" />
          Revision Keys
        </Link>
        {card && (
          <span className="rv-position muted" aria-live="polite">
            {done + 1}/{cards.length}
          </span>
        )}
      </div>
      <h1>Review today</h1>
      {due.isError ? (
        <FormAlert>Today&apos;s cards could not be loaded. Reload the page to try again.</FormAlert>
      ) : !due.data ? (
        <div className="loading-line" aria-label="Loading" />
      ) : card ? (
        <CardView key={card.id} card={card} phase={current} onReveal={reveal} onGrade={give} busy={grade.isPending} />
      ) : (
        <Finished reviewed={done} />
      )}
      <FormAlert>{error}</FormAlert>
    </section>
  );
}

interface CardProps {
  card: ReviewCard;
  phase: Phase;
  onReveal: (chosen?: number | null) => void;
  onGrade: (grade: number) => Promise<void>;
  busy: boolean;
}

function CardView({ card, phase, onReveal, onGrade, busy }: CardProps) {
  const answerId = useId();
  // Focus follows the card: the first option or Reveal when it opens, the default grade once revealed.
  const firstStep = useRef<HTMLButtonElement>(null);
  const goodGrade = useRef<HTMLButtonElement>(null);
  useEffect(() => firstStep.current?.focus(), []);
  useEffect(() => {
    if (phase.revealed) goodGrade.current?.focus();
  }, [phase.revealed]);
  const right = phase.chosen !== null && phase.chosen === card.correct_number;
  return (
    <article className="card rv-card" aria-labelledby="rv-category">
      <p id="rv-category" className="rv-category">
        {[card.category.name, ...card.kinds.map((kind) => KIND_LABELS[kind])].join(" · ")}
      </p>
      {card.corrected_at && (
        <p className="alert" role="note">
          The answer to this question was corrected on{" "}
          <time dateTime={card.corrected_at}>
            {new Date(card.corrected_at).toLocaleDateString("en-GB", { dateStyle: "long" })}
          </time>
          .
        </p>
      )}
      <p className="rv-question">{card.question.question_text}</p>
      {card.question.image_url && (
        <img
          className="rv-image"
          src={`${card.question.image_url}?v=${encodeURIComponent(card.question.image_name ?? "1")}`}
          alt={card.question.image_name ?? "Question image"}
        />
      )}
      {card.options ? (
        <ol className="rv-options" aria-label="Options">
          {card.options.map((o, i) => (
            <li key={o.number}>
              <button
                ref={i === 0 ? firstStep : undefined}
                type="button"
                className={[
                  "rv-option",
                  phase.revealed && o.number === card.correct_number ? "rv-option-right" : "",
                  phase.revealed && o.number === phase.chosen && !right ? "rv-option-wrong" : "",
                ].join(" ")}
                disabled={phase.revealed}
                onClick={() => onReveal(o.number)}
              >
                <kbd>{LETTERS[i]}</kbd> {o.text}
              </button>
            </li>
          ))}
        </ol>
      ) : (
        !phase.revealed && (
          <button ref={firstStep} type="button" className="btn" aria-controls={answerId} onClick={() => onReveal()}>
            Reveal Answer
          </button>
        )
      )}
      {phase.revealed && (
        <>
          {phase.chosen !== null && (
            <p role="status" className={right ? "rv-verdict rv-right" : "rv-verdict rv-wrong"}>
              {right ? "Correct" : "Incorrect"}
            </p>
          )}
          <section id={answerId} className="rv-answer" aria-label="Answer">
            <h2 className="rv-label">Answer</h2>
            <p>{card.answer}</p>
          </section>
          {/* The grades sit under the answer, before the discussion, which can run to any length. */}
          <div className="rv-grades" role="group" aria-label="How well did you remember it?">
            {REVIEW_GRADES.map((g) => (
              <button
                key={g.grade}
                ref={g.grade === 3 ? goodGrade : undefined}
                type="button"
                className={g.grade === 3 ? "btn" : "btn btn-secondary"}
                disabled={busy}
                aria-keyshortcuts={String(g.grade)}
                onClick={() => void onGrade(g.grade)}
              >
                <kbd>{g.grade}</kbd> {g.label}
              </button>
            ))}
          </div>
          <Discussion questionId={card.question.id} />
        </>
      )}
    </article>
  );
}

function Finished({ reviewed }: { reviewed: number }) {
  return (
    <div className="empty-frame rv-finished">
      <h2>All done for today</h2>
      <p>
        {reviewed === 0
          ? "Nothing is due today. Save explanations as revision keys, or answer questions in the QBank: the ones you get wrong come back here."
          : `You reviewed ${reviewed} ${reviewed === 1 ? "card" : "cards"}. Each comes back when you are about to forget it.`}
      </p>
      <div className="row">
        <Link className="btn" to="/user/dashboard">
          Dashboard
        </Link>
        <Link className="btn btn-secondary" to="/user/revision">
          Revision Keys
        </Link>
      </div>
    </div>
  );
}
