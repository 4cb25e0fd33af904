import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { RouterOutputs } from "../../app/trpc.ts";
import { AnswerForm, AnswerThread, StatusBadge, TicketMessage, TicketSkeleton } from "./TicketParts.tsx";
import { categoryName } from "./ticket-helpers.ts";

type Ticket = RouterOutputs["support"]["get"];

/**
 * One ticket as the learner and support both see it: a toolbar (Back and the page's own actions),
 * the ticket with its facts, the answers, and the answer box. The pages say what differs: who
 * reads it, what the toolbar offers, what the empty thread and the answer box say.
 */
export function TicketView({
  ticket,
  backHref,
  actions,
  notice,
  facts,
  questionAction,
  emptyText,
  answerLabel,
  answerHint,
}: {
  ticket: Ticket | undefined;
  backHref: string;
  actions?: ReactNode;
  /** Shown under the toolbar (an action's failure). */
  notice?: ReactNode;
  facts: (ticket: Ticket) => ReactNode;
  questionAction?: ReactNode;
  emptyText: string;
  answerLabel: string;
  answerHint?: string | undefined;
}) {
  return (
    <section className="st-page st-ticket-page">
      <div className="st-toolbar">
        <Link className="btn btn-secondary" to={backHref}>
          <ArrowLeft size={16} aria-hidden="true" />
          Back
        </Link>
        <span className="spacer" />
        {actions}
      </div>
      {notice}

      <article className="card st-ticket" aria-busy={!ticket || undefined} aria-labelledby="st-ticket-title">
        <header className="st-ticket-head">
          <h1 id="st-ticket-title" className="st-ticket-title">
            {ticket ? categoryName(ticket.category) : <span className="visually-hidden">Loading ticket</span>}
          </h1>
          {ticket && <StatusBadge status={ticket.status} />}
          {ticket && facts(ticket)}
        </header>
        {ticket ? <TicketMessage ticket={ticket} questionAction={questionAction} /> : <TicketSkeleton />}
      </article>

      {ticket && (
        <>
          <AnswerThread ticket={ticket} emptyText={emptyText} />
          <div className="card st-reply">
            <AnswerForm ticket={ticket} label={answerLabel} hint={answerHint} />
          </div>
        </>
      )}
    </section>
  );
}
