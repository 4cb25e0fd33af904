import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { Dialog } from "../../ui/Dialog.tsx";
import { AnswerForm, AnswerThread, StatusBadge, TicketMessage, TicketSkeleton } from "./TicketParts.tsx";
import { categoryName, CLOSED, formatDateTime, TICKET_NOT_OPENED, USER_LIST } from "./ticket-helpers.ts";
import "./support.css";

/** /user/support/{id}: one of the learner's tickets, its answers, an answer box and Close ticket. */
export default function TicketPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  // Support may have answered since the last look: always ask again.
  const ticket = trpc.support.get.useQuery({ id }, { staleTime: 0 });
  const close = trpc.support.close.useMutation();
  const [confirming, setConfirming] = useState(false);
  const [closeError, setCloseError] = useState<string>();

  // A ticket that fails to load sends the learner back to the list.
  const failed = ticket.isError;
  useEffect(() => {
    if (failed) void navigate(USER_LIST, { replace: true, state: TICKET_NOT_OPENED });
  }, [failed, navigate]);

  const confirmClose = async () => {
    setCloseError(undefined);
    try {
      const closed = await close.mutateAsync({ id });
      utils.support.get.setData({ id }, closed);
      setConfirming(false);
      await utils.support.mine.invalidate();
    } catch {
      setCloseError("The ticket could not be closed. Check your connection and try again.");
    }
  };

  const data = failed ? undefined : ticket.data;
  const closed = data?.status === CLOSED;

  return (
    <section className="st-page st-ticket-page">
      <div className="st-toolbar">
        <Link className="btn btn-secondary" to={USER_LIST}>
          <ArrowLeft size={16} aria-hidden="true" />
          Back
        </Link>
        <span className="spacer" />
        {data && !closed && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setCloseError(undefined);
              setConfirming(true);
            }}
          >
            Close ticket
          </button>
        )}
      </div>

      <article className="card st-ticket" aria-busy={!data || undefined} aria-labelledby="st-ticket-title">
        <header className="st-ticket-head">
          <h1 id="st-ticket-title" className="st-ticket-title">
            {data ? categoryName(data.category) : <span className="visually-hidden">Loading ticket</span>}
          </h1>
          {data && <StatusBadge status={data.status} />}
          {data && (
            <p className="muted st-ticket-date">
              Opened <time dateTime={data.timestamp}>{formatDateTime(data.timestamp)}</time>
            </p>
          )}
        </header>
        {data ? <TicketMessage ticket={data} /> : <TicketSkeleton />}
      </article>

      {data && (
        <>
          <AnswerThread ticket={data} emptyText="No answers yet. Support will reply here, and we will email you." />
          <div className="card st-reply">
            <AnswerForm
              ticket={data}
              label="Your answer"
              hint={closed ? "This ticket is closed. Writing again opens it again." : undefined}
            />
          </div>
        </>
      )}

      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!close.isPending) setConfirming(open);
        }}
        title="Close ticket"
        actions={
          <>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={close.isPending}
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
            <button type="button" className="btn" disabled={close.isPending} onClick={() => void confirmClose()}>
              Close ticket
            </button>
          </>
        }
      >
        <p>Close this ticket? Do this when your problem is solved. You can still write to it later.</p>
        {closeError && (
          <p className="field-error" role="alert">
            {closeError}
          </p>
        )}
      </Dialog>
    </section>
  );
}
