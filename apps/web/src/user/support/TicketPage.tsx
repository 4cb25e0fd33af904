import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { CLOSED, formatDateTime, TICKET_NOT_OPENED, USER_LIST } from "./ticket-helpers.ts";
import { TicketView } from "./TicketView.tsx";
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
    <>
      <TicketView
        ticket={data}
        backHref={USER_LIST}
        actions={
          data &&
          !closed && (
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
          )
        }
        facts={(t) => (
          <p className="muted st-ticket-date">
            Opened <time dateTime={t.timestamp}>{formatDateTime(t.timestamp)}</time>
          </p>
        )}
        emptyText="No answers yet. Support will reply here, and we will email you."
        answerLabel="Your answer"
        answerHint={closed ? "This ticket is closed. Writing again opens it again." : undefined}
      />

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Close ticket"
        confirm="Close ticket"
        busy={close.isPending}
        busyText="Closing…"
        holdWhileBusy
        onConfirm={() => void confirmClose()}
      >
        <p>Close this ticket? Do this when your problem is solved. You can still write to it later.</p>
        <FormAlert tone="field">{closeError}</FormAlert>
      </ConfirmDialog>
    </>
  );
}
