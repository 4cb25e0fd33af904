import { reportText } from "@qbank/api/client";
import { Headset } from "lucide-react";
import { useId, type ReactNode } from "react";
import { z } from "zod";
import { trpc } from "../../app/trpc.ts";
import { useZodForm } from "../../ui/useZodForm.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { CLOSED, formatDateTime, statusLabel, WAITING, type Ticket } from "./ticket-helpers.ts";
import "./support.css";

/** A ticket's status as a small label: Open, Waiting (support answered) or Closed. */
export function StatusBadge({ status }: { status: number }) {
  const tone = status === CLOSED ? "closed" : status === WAITING ? "waiting" : "open";
  return <span className={`st-badge st-badge-${tone}`}>{statusLabel(status)}</span>;
}

/** The ticket's own message, the question it is about and its screenshot. */
export function TicketMessage({ ticket, questionAction }: { ticket: Ticket; questionAction?: ReactNode }) {
  return (
    <>
      <section className="st-block" aria-labelledby="st-message">
        <h2 id="st-message" className="st-label">
          Message
        </h2>
        <p className="st-text">{ticket.text}</p>
      </section>
      {ticket.question && (
        <section className="st-block st-question" aria-labelledby="st-question">
          <div className="st-question-head">
            <h2 id="st-question" className="st-label">
              Question
            </h2>
            {questionAction}
          </div>
          <p className="st-text">{ticket.question.question_text || "This question has no text."}</p>
        </section>
      )}
      {ticket.image_url && (
        <section className="st-block" aria-labelledby="st-screenshot">
          <h2 id="st-screenshot" className="st-label">
            Screenshot
          </h2>
          <a href={ticket.image_url} target="_blank" rel="noreferrer" className="st-shot-link">
            <img className="st-shot" src={ticket.image_url} alt="Screenshot attached to the ticket" />
            <span className="visually-hidden"> (opens full size in a new tab)</span>
          </a>
        </section>
      )}
    </>
  );
}

/** The answers, oldest first; support's answers are marked. */
export function AnswerThread({ ticket, emptyText }: { ticket: Ticket; emptyText: string }) {
  return (
    <section className="st-thread" aria-labelledby="st-answers">
      <h2 id="st-answers" className="st-section-title">
        Answers <span className="muted">({ticket.answers.length})</span>
      </h2>
      {ticket.answers.length === 0 ? (
        <p className="muted st-thread-empty">{emptyText}</p>
      ) : (
        <ol className="st-answers">
          {ticket.answers.map((a) => (
            <li key={a.id} className={a.from_support ? "st-answer st-answer-support" : "st-answer"}>
              <div className="st-answer-head">
                <span className="st-answer-author">
                  {a.user.first_name} {a.user.second_name}
                </span>
                {a.from_support && (
                  <span className="st-badge st-badge-support">
                    <Headset size={14} aria-hidden="true" />
                    Support
                  </span>
                )}
                <span className="spacer" />
                <time className="muted st-answer-time" dateTime={a.timestamp}>
                  {formatDateTime(a.timestamp)}
                </time>
              </div>
              <p className="st-text">{a.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const answerForm = z.object({ text: reportText });

/** A form's error in plain words: the text rule's own message, else what the page says went wrong. */
export function sendError(items: readonly { object: string; message: string }[], fallback: string): string | undefined {
  if (items.length === 0) return undefined;
  return items.find((i) => i.object === "text")?.message ?? fallback;
}

/**
 * The answer box: the shared text rule, then `support.answer`. The page shows the ticket the
 * server returns, and the lists are asked again.
 */
export function AnswerForm({ ticket, label, hint }: { ticket: Ticket; label: string; hint?: string | undefined }) {
  const id = useId();
  const utils = trpc.useUtils();
  const answer = trpc.support.answer.useMutation();
  const form = useZodForm({ text: "" }, answerForm);
  const error = sendError(form.items, "Your answer could not be sent. Check your connection and try again.");
  const send = form.handleSubmit(async ({ text }) => {
    const updated = await answer.mutateAsync({ id: ticket.id, text });
    utils.support.get.setData({ id: ticket.id }, updated);
    form.setValues({ text: "" });
    await Promise.all([utils.support.mine.invalidate(), utils.support.all.invalidate()]);
  });
  return (
    <form className="st-answer-form" onSubmit={send} noValidate>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={`${id}-hint`} className="muted st-hint">
            {hint}
          </p>
        )}
        <textarea
          id={id}
          className="input"
          maxLength={5000}
          value={form.values.text}
          onChange={form.field("text").onChange}
          onClick={form.field("text").onClick}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined}
        />
        <FormAlert tone="field" id={`${id}-error`}>
          {error}
        </FormAlert>
      </div>
      <div className="st-form-actions">
        <button type="submit" className="btn" disabled={form.submitting}>
          {form.submitting ? "Sending…" : "Send answer"}
        </button>
      </div>
    </form>
  );
}

/** Stand-ins for a ticket while it loads, the size of what they stand for. */
export function TicketSkeleton() {
  return (
    <div aria-hidden="true">
      <span className="st-skeleton st-skeleton-label" />
      <span className="st-skeleton st-skeleton-line" />
      <span className="st-skeleton st-skeleton-line" />
      <span className="st-skeleton st-skeleton-line st-skeleton-short" />
      <span className="st-skeleton st-skeleton-label" />
      <span className="st-skeleton st-skeleton-block" />
    </div>
  );
}
