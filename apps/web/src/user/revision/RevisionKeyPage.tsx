import { useQueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { httpStatus, trpc } from "../../app/trpc.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { DELETE_CONFIRM, KEY_NOT_FOUND, keyPath, listHrefFrom, LIST_PATH } from "./revision-helpers.ts";
import "./revision.css";
import { Discussion } from "../discussion/Discussion.tsx";

/** /user/revision/{id}: one key, its answer behind a toggle, and Previous/Next through all keys. */
export default function RevisionKeyPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const answerId = useId();
  const backHref = listHrefFrom(location.state);

  // Once deleted, this page never asks for the key again (it would answer 404).
  const [deletedId, setDeletedId] = useState<string>();
  const key = trpc.revisionKeys.get.useQuery({ id }, { enabled: id !== deletedId });
  // Always the current order: a key saved or deleted elsewhere changes the positions.
  const ids = trpc.revisionKeys.sortedIds.useQuery(undefined, { staleTime: 0 });

  // The answer starts hidden on every key, also when moving with Previous and Next.
  const [revealedFor, setRevealedFor] = useState<string | null>(null);
  const revealed = revealedFor === id;
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const remove = trpc.revisionKeys.delete.useMutation();

  // A missing key (or one that fails to load) sends the learner to the list.
  const failed = key.isError;
  useEffect(() => {
    if (failed) void navigate(LIST_PATH, { replace: true, state: KEY_NOT_FOUND });
  }, [failed, navigate]);

  const all = ids.data ?? [];
  const index = all.indexOf(id);
  const previousId = index > 0 ? all[index - 1] : undefined;
  const nextId = index >= 0 ? all[index + 1] : undefined;

  // The neighbours are one click away: have them ready.
  useEffect(() => {
    if (previousId) void utils.revisionKeys.get.prefetch({ id: previousId });
    if (nextId) void utils.revisionKeys.get.prefetch({ id: nextId });
  }, [previousId, nextId, utils]);

  const go = (target: string) => void navigate(keyPath(target), { state: location.state as unknown });

  const confirmDelete = async () => {
    setDeleteError(undefined);
    try {
      await remove.mutateAsync({ id });
    } catch (error) {
      // Already gone (deleted in another tab): carry on as if this delete did it.
      if (httpStatus(error) !== 404) {
        setDeleteError("The revision key could not be deleted. Please try again.");
        return;
      }
    }
    setDeletedId(id);
    await utils.revisionKeys.get.cancel({ id });
    utils.revisionKeys.sortedIds.setData(undefined, (old) => old?.filter((x) => x !== id));
    setConfirming(false);
    // After deleting, the next key, or the list when this was the last one.
    if (nextId) await navigate(keyPath(nextId), { replace: true, state: location.state as unknown });
    else await navigate(backHref, { replace: true });
    queryClient.removeQueries({ queryKey: getQueryKey(trpc.revisionKeys.get, { id }, "query") });
    await Promise.all([utils.revisionKeys.sortedIds.invalidate(), utils.revisionKeys.list.invalidate()]);
  };

  const data = failed ? undefined : key.data;
  const position = index >= 0 ? `${index + 1}/${all.length}` : "";

  return (
    <section className="rk-page rk-key-page">
      <div className="rk-key-toolbar">
        <Link className="btn btn-secondary" to={backHref}>
          <ArrowLeft size={16} aria-hidden="true" />
          Back
        </Link>
        <span className="spacer" />
        <button
          type="button"
          className="btn btn-secondary rk-delete"
          disabled={!data}
          onClick={() => {
            setDeleteError(undefined);
            setConfirming(true);
          }}
        >
          Delete
        </button>
      </div>

      <article
        className="card rk-key"
        aria-busy={!data || undefined}
        aria-labelledby={data ? "rk-key-title" : undefined}
      >
        {data ? (
          <>
            <h1 id="rk-key-title" className="rk-key-category">
              {data.category.name}
            </h1>
            <h2 className="rk-key-label">Question</h2>
            <p className="rk-key-question">{data.question.question_text}</p>
            <button
              type="button"
              className={revealed ? "btn btn-secondary" : "btn"}
              aria-expanded={revealed}
              aria-controls={answerId}
              onClick={() => setRevealedFor(revealed ? null : id)}
            >
              {revealed ? "Hide Answer" : "Reveal Answer"}
            </button>
            <section id={answerId} className="rk-answer" aria-label="Answer" hidden={!revealed}>
              <h2 className="rk-key-label">Answer</h2>
              <p>{data.answer}</p>
              <Discussion questionId={data.question.id} />
            </section>
          </>
        ) : (
          <div aria-hidden="true">
            <span className="rk-skeleton rk-skeleton-title" />
            <span className="rk-skeleton rk-skeleton-label" />
            <span className="rk-skeleton rk-skeleton-line" />
            <span className="rk-skeleton rk-skeleton-line" />
            <span className="rk-skeleton rk-skeleton-line rk-skeleton-short" />
            <span className="rk-skeleton rk-skeleton-button" />
            <span className="visually-hidden">Loading</span>
          </div>
        )}
      </article>

      <nav className="rk-stepper" aria-label="Revision keys">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!previousId || !data}
          onClick={() => previousId && go(previousId)}
        >
          <ArrowLeft size={16} aria-hidden="true" />
          Previous
        </button>
        <span className="rk-position" aria-live="polite" title="Position in your revision keys">
          {position}
        </span>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!nextId || !data}
          onClick={() => nextId && go(nextId)}
        >
          Next
          <ArrowRight size={16} aria-hidden="true" />
        </button>
      </nav>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete revision key"
        confirm="Delete"
        danger
        busy={remove.isPending}
        holdWhileBusy
        onConfirm={() => void confirmDelete()}
      >
        <p>{DELETE_CONFIRM}</p>
        <FormAlert tone="field">{deleteError}</FormAlert>
      </ConfirmDialog>
    </section>
  );
}
