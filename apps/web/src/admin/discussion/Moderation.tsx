import { MODERATION_PAGE_SIZE, reasonField, type ModerationItem } from "@qbank/api/client";
import { useState } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { errorItems, trpc } from "../../app/trpc.ts";
import { Dialog } from "../../ui/Dialog.tsx";
import { TextAreaField } from "../../ui/fields.tsx";
import { Pager } from "../../ui/Pager.tsx";
import { useZodForm } from "../../ui/useZodForm.ts";
import { CommentText, timeAgo } from "../../user/discussion/text.tsx";
import "../../user/discussion/discussion.css";

export type ModerationStatus = "all" | "reported" | "hidden";

/**
 * Comments to moderate, reported and hidden first, then the newest: each with its question,
 * author, reports and reasons, and Hide / Restore / Delete / Mute the author.
 */
export function ModerationList({ status, question }: { status: ModerationStatus; question?: string }) {
  // A new choice of status starts again from the first page.
  const [paged, setPaged] = useState({ status, page: 1 });
  const page = paged.status === status ? paged.page : 1;
  const list = trpc.discussion.moderation.useQuery(
    { status, page, ...(question ? { question } : {}) },
    { placeholderData: (previous) => previous },
  );
  const utils = trpc.useUtils();
  const refresh = () => utils.discussion.invalidate();
  if (list.isError) return <p role="alert">The comments could not be loaded.</p>;
  if (!list.data) return <div className="loading-line" aria-label="Loading" />;
  if (list.data.length === 0 && page === 1) return <p className="muted">No comments here.</p>;
  return (
    <>
      <ol className="comments" aria-busy={list.isPlaceholderData || undefined}>
        {list.data.map((item) => (
          <li key={item._id}>
            <ModeratedComment item={item} withQuestion={!question} onChanged={refresh} />
          </li>
        ))}
      </ol>
      {(page > 1 || list.data.length === MODERATION_PAGE_SIZE) && (
        <Pager
          page={page}
          hasNext={list.data.length === MODERATION_PAGE_SIZE}
          onPage={(next) => setPaged({ status, page: next })}
        />
      )}
    </>
  );
}

function ModeratedComment({
  item,
  withQuestion,
  onChanged,
}: {
  item: ModerationItem;
  withQuestion: boolean;
  onChanged: () => unknown;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [muting, setMuting] = useState(false);
  const [muted, setMuted] = useState<string | null>(null);
  const hide = trpc.discussion.hide.useMutation();
  const restore = trpc.discussion.restore.useMutation();
  const remove = trpc.discussion.delete.useMutation();
  const act = async (work: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await work();
      await onChanged();
    } catch (error) {
      setProblem(errorItems(error)[0]?.message ?? "Something went wrong");
    }
  };
  const busy = hide.isPending || restore.isPending || remove.isPending;
  return (
    <article className="comment" aria-label={`Comment by ${item.author.name}`}>
      <header className="comment-meta">
        <span className="comment-author">{item.author.name}</span>
        {item.author.email && <span>{item.author.email}</span>}
        <time dateTime={item.created_at}>{timeAgo(item.created_at)}</time>
        {item.parent && <span>reply</span>}
        {item.edited && <span className="comment-edited">edited</span>}
        {item.hidden && <strong>Hidden</strong>}
        {item.reports > 0 && <strong>{item.reports === 1 ? "1 report" : `${item.reports} reports`}</strong>}
      </header>
      {withQuestion && (
        <p className="muted">
          Question:{" "}
          <Link to={`/admin/questions/edit/${item.question.id}`}>
            {item.question.text.length > 100 ? `${item.question.text.slice(0, 99)}…` : item.question.text}
          </Link>
        </p>
      )}
      {item.deleted ? <p className="muted">Deleted by its author.</p> : <CommentText text={item.text} />}
      {item.reasons.length > 0 && (
        <div>
          <p className="muted" style={{ margin: 0 }}>
            Reasons given:
          </p>
          <ul style={{ margin: 0 }}>
            {item.reasons.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="comment-actions">
        {item.hidden ? (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={busy}
            onClick={() => void act(() => restore.mutateAsync({ id: item._id }))}
          >
            Restore
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={busy}
            onClick={() => void act(() => hide.mutateAsync({ id: item._id }))}
          >
            Hide
          </button>
        )}
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={busy}
          onClick={() => {
            if (window.confirm("Delete this comment and its replies?"))
              void act(() => remove.mutateAsync({ id: item._id }));
          }}
        >
          Delete
        </button>
        {item.author.email && (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setMuting(true)}>
            Mute the author
          </button>
        )}
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <MuteDialog
        open={muting}
        onOpenChange={setMuting}
        user={item.author}
        onDone={(text) => {
          setProblem(null);
          setMuted(text);
        }}
      />
      {muted && (
        <p role="status" className="muted">
          {muted}
        </p>
      )}
    </article>
  );
}

const MUTE_CHOICES = [
  ["7", "7 days"],
  ["30", "30 days"],
  ["forever", "For good"],
] as const;

const muteForm = z.object({ reason: reasonField });

function MuteDialog({
  open,
  onOpenChange,
  user,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: ModerationItem["author"];
  onDone: (text: string) => void;
}) {
  const [days, setDays] = useState<(typeof MUTE_CHOICES)[number][0]>("7");
  const form = useZodForm({ reason: "" }, muteForm);
  const mute = trpc.discussion.mute.useMutation();
  const send = form.handleSubmit(async ({ reason }) => {
    const done = await mute.mutateAsync({ id: user.id, days, reason });
    form.setValues({ reason: "" });
    onOpenChange(false);
    onDone(
      done.until
        ? `${user.name} is muted until ${new Date(done.until).toLocaleDateString("en-GB", { dateStyle: "long" })}.`
        : `${user.name} is muted for good.`,
    );
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Mute ${user.name}`}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="button" className="btn" onClick={() => send()} disabled={form.submitting}>
            Mute
          </button>
        </>
      }
    >
      <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>No new comments for</legend>
        {MUTE_CHOICES.map(([value, label]) => (
          <label key={value} className="discussion-check">
            <input type="radio" name="mute-days" checked={days === value} onChange={() => setDays(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label="Reason (the learner is told)"
        maxLength={500}
        value={form.values.reason}
        onChange={form.field("reason").onChange}
        onClick={form.field("reason").onClick}
        error={form.items[0]?.message}
      />
    </Dialog>
  );
}
