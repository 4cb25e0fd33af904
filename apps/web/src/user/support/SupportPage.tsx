import { reportText } from "@qbank/api/client";
import { ChevronRight, MessageSquare, X } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { trpc } from "../../app/trpc.ts";
import { ASKED_ON_OPEN_MS } from "../../app/screen-reads.ts";
import { IMAGE_ACCEPT, imageProblem, postMultipart } from "../../app/upload.ts";
import { useRouteNotice } from "../../app/route-notice.ts";
import { Notice } from "../../ui/Notice.tsx";
import { useZodForm } from "../../ui/useZodForm.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { LoadFailed } from "../../ui/LoadFailed.tsx";
import { useRequestId } from "../../ui/useRequestId.ts";
import { sendError, StatusBadge } from "./TicketParts.tsx";
import {
  categoryCodes,
  categoryName,
  firstWords,
  formatDate,
  plural,
  userTicketPath,
  type TicketSummary,
} from "./ticket-helpers.ts";
import "./support.css";

const ticketForm = z.object({ category: z.string(), text: reportText });

/** /user/support: the learner's tickets, newest first, and a form to open a new one. */
export default function SupportPage() {
  const [notice, setNotice] = useRouteNotice();
  const [sent, setSent] = useState<string>();
  // A ticket answered or closed a moment ago must show its new status: ask again on every visit.
  const list = trpc.support.mine.useQuery(undefined, { staleTime: ASKED_ON_OPEN_MS });

  return (
    <section className="st-page">
      <header className="page-header">
        <h1>Support</h1>
      </header>

      {notice && (
        <Notice tone="error" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Notice>
      )}

      <div className="st-layout">
        <NewTicketForm
          onSent={(id) => {
            setNotice(undefined);
            setSent(id);
          }}
        />

        <section className="st-list-section" aria-labelledby="st-yours">
          <h2 id="st-yours" className="st-section-title">
            Your tickets
          </h2>
          <div className="st-loading-slot" aria-hidden="true">
            {list.isFetching && list.data && <div className="loading-line" />}
          </div>
          {list.isError ? (
            <LoadFailed
              what="Your tickets"
              advice="Check your internet connection, then try again."
              className="st-empty"
              heading="h3"
              onRetry={() => void list.refetch()}
            />
          ) : !list.data ? (
            <ul className="st-list" aria-label="Your tickets" aria-busy="true">
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i} className="st-item st-item-skeleton" aria-hidden="true">
                  <span className="st-skeleton st-skeleton-label" />
                  <span className="st-skeleton st-skeleton-line" />
                  <span className="st-skeleton st-skeleton-line st-skeleton-short" />
                </li>
              ))}
            </ul>
          ) : list.data.length === 0 ? (
            <div className="empty-frame st-empty">
              <MessageSquare size={28} aria-hidden="true" />
              <h3>No tickets yet</h3>
              <p>
                Write to us with the form on this page, or report a question from the QBank with its report button. Your
                tickets and our answers will appear here.
              </p>
            </div>
          ) : (
            <ul className="st-list" aria-label="Your tickets">
              {list.data.map((t) => (
                <TicketItem key={t.id} ticket={t} fresh={t.id === sent} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}

function TicketItem({ ticket, fresh }: { ticket: TicketSummary; fresh: boolean }) {
  return (
    <li className={fresh ? "st-item st-item-fresh" : "st-item"}>
      <Link className="st-item-link" to={userTicketPath(ticket.id)}>
        <span className="st-item-top">
          <span className="st-item-title">{categoryName(ticket.category)}</span>
          <StatusBadge status={ticket.status} />
        </span>
        <span className="st-item-preview">{firstWords(ticket.text)}</span>
        {ticket.question && (
          <span className="st-item-preview muted">Question: {firstWords(ticket.question.question_text, 90)}</span>
        )}
        <span className="st-item-meta muted">
          <time dateTime={ticket.timestamp}>{formatDate(ticket.timestamp)}</time>
          <span aria-hidden="true">·</span>
          <span>{plural(ticket.answers_count, "answer", "answers")}</span>
        </span>
        <ChevronRight className="st-item-chevron" size={20} aria-hidden="true" />
      </Link>
    </li>
  );
}

function NewTicketForm({ onSent }: { onSent: (id: string) => void }) {
  const categoryId = useId();
  const textId = useId();
  const utils = trpc.useUtils();
  const fileId = useId();
  // A new key gives a fresh, empty file input (its value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const create = trpc.support.create.useMutation();
  const [requestId, renewRequestId] = useRequestId();
  const form = useZodForm({ category: "0", text: "" }, ticketForm);
  const [file, setFile] = useState<File>();
  const [done, setDone] = useState(false);
  const fileError = form.errors.file;
  const error = sendError(
    form.items.filter((i) => i.object !== "file"),
    "Your ticket could not be sent. Check your connection and try again.",
  );

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    const problem = chosen && imageProblem(chosen);
    setDone(false);
    form.setItems(problem ? [{ object: "file", message: problem }] : []);
    if (problem) e.target.value = "";
    setFile(problem ? undefined : chosen);
  };
  const dropFile = () => {
    setFile(undefined);
    setFileKey((k) => k + 1);
  };

  // A screenshot cannot travel over tRPC's JSON: with one, the ticket goes as the legacy multipart form.
  const post = async (category: string, text: string) => {
    if (!file) return create.mutateAsync({ category: Number(category), text, device_id: requestId });
    const body = new FormData();
    body.set("category", category);
    body.set("text", text);
    body.set("device_id", requestId);
    body.set("file", file, file.name);
    return postMultipart<{ id: string }>("/api/support", body);
  };

  const send = form.handleSubmit(async ({ category, text }) => {
    setDone(false);
    const made = await post(category, text);
    renewRequestId();
    form.setValues({ category, text: "" });
    dropFile();
    await utils.support.mine.invalidate();
    setDone(true);
    onSent(made.id);
  });

  return (
    <section className="card st-new" aria-labelledby="st-new-title">
      <h2 id="st-new-title" className="st-section-title">
        New ticket
      </h2>
      <p className="muted st-hint">Tell us what went wrong or what you need. We answer here and by email.</p>
      <form className="stack" onSubmit={send} noValidate>
        <div className="field">
          <label htmlFor={categoryId}>Category</label>
          <select
            id={categoryId}
            className="input"
            value={form.values.category}
            onChange={(e) => form.set("category", e.target.value)}
          >
            {categoryCodes.map((code) => (
              <option key={code} value={String(code)}>
                {categoryName(code)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={textId}>Your message</label>
          <textarea
            id={textId}
            className="input"
            maxLength={5000}
            value={form.values.text}
            onChange={(e) => {
              setDone(false);
              form.field("text").onChange(e);
            }}
            onClick={form.field("text").onClick}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? `${textId}-error` : undefined}
          />
          <FormAlert tone="field" id={`${textId}-error`}>
            {error}
          </FormAlert>
        </div>
        <div className="field">
          <label htmlFor={fileId}>Screenshot (optional)</label>
          <input
            key={fileKey}
            id={fileId}
            className="input"
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={choose}
            aria-invalid={Boolean(fileError) || undefined}
            aria-describedby={fileError ? `${fileId}-error` : `${fileId}-hint`}
          />
          {fileError ? (
            <FormAlert tone="field" id={`${fileId}-error`}>
              {fileError}
            </FormAlert>
          ) : (
            <p id={`${fileId}-hint`} className="muted st-hint">
              PNG, JPEG, GIF or WebP, up to 5 MB. Only you and our admins can see it.
            </p>
          )}
          {file && (
            <button type="button" className="btn btn-ghost st-file-remove" onClick={dropFile}>
              <X size={16} aria-hidden="true" />
              Remove {file.name}
            </button>
          )}
        </div>
        <div className="st-form-actions">
          <p className="st-sent" role="status">
            {done ? "Sent. Your ticket is at the top of your list." : ""}
          </p>
          <button type="submit" className="btn" disabled={form.submitting}>
            {form.submitting ? "Sending…" : "Submit"}
          </button>
        </div>
      </form>
    </section>
  );
}
