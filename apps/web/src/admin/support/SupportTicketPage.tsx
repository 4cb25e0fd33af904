import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { errorItems, httpStatus, trpc } from "../../app/trpc.ts";
import { TicketView } from "../../user/support/TicketView.tsx";
import {
  adminListHref,
  ADMIN_LIST,
  CLOSED,
  formatDateTime,
  TICKET_NOT_OPENED,
  TICKET_RESOLVED,
} from "../../user/support/ticket-helpers.ts";
import "../../user/support/support.css";

/** /admin/support/{id}?from=admin: one ticket, its question (with Edit), the answers, an answer box and Resolve. */
/** The server's own reason when it answered; the connection only when nothing came back. */
function resolveFailure(error: unknown): string {
  if (httpStatus(error) === undefined) return "The ticket could not be resolved. Check the connection and try again.";
  return errorItems(error)
    .map((item) => item.message)
    .join(" ");
}

export default function SupportTicketPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const utils = trpc.useUtils();
  const backHref = adminListHref(location.state);
  const ticket = trpc.support.get.useQuery({ id }, { staleTime: 0 });
  const close = trpc.support.close.useMutation();
  const [resolveError, setResolveError] = useState<string>();

  // A ticket that fails to load returns to /admin/support (the `from=admin` list).
  const failed = ticket.isError;
  useEffect(() => {
    if (failed) void navigate(ADMIN_LIST, { replace: true, state: TICKET_NOT_OPENED });
  }, [failed, navigate]);

  // Resolve closes the ticket and returns to the list.
  const resolve = async () => {
    setResolveError(undefined);
    try {
      await close.mutateAsync({ id });
    } catch (error) {
      setResolveError(resolveFailure(error));
      return;
    }
    await Promise.all([utils.support.all.invalidate(), utils.support.get.invalidate({ id })]);
    await navigate(backHref, { state: TICKET_RESOLVED });
  };

  const data = failed ? undefined : ticket.data;
  const closed = data?.status === CLOSED;
  const learner = data ? `${data.user.first_name} ${data.user.second_name}`.trim() || "Unnamed learner" : "";

  return (
    <TicketView
      ticket={data}
      backHref={backHref}
      actions={
        data &&
        !closed && (
          <button type="button" className="btn" disabled={close.isPending} onClick={() => void resolve()}>
            {close.isPending ? "Resolving…" : "Resolve"}
          </button>
        )
      }
      notice={
        resolveError && (
          <p className="alert st-inline-alert" role="alert">
            {resolveError}
          </p>
        )
      }
      facts={(t) => (
        <dl className="st-facts">
          <div>
            <dt>Learner</dt>
            <dd>{learner}</dd>
          </div>
          <div>
            <dt>Opened</dt>
            <dd>
              <time dateTime={t.timestamp}>{formatDateTime(t.timestamp)}</time>
            </dd>
          </div>
          <div>
            <dt>Latest activity</dt>
            <dd>
              <time dateTime={t.last_activity}>{formatDateTime(t.last_activity)}</time>
            </dd>
          </div>
        </dl>
      )}
      questionAction={
        data?.question && (
          <Link className="btn btn-secondary st-edit-question" to={`/admin/questions/edit/${data.question.id}`}>
            <Pencil size={16} aria-hidden="true" />
            Edit question
          </Link>
        )
      }
      emptyText="No answers yet. The learner is waiting for the first one."
      answerLabel="Answer"
      answerHint={
        closed
          ? "This ticket is resolved. An answer is mailed to the learner and marks it Waiting."
          : "The learner gets an email, and the ticket becomes Waiting."
      }
    />
  );
}
