import { ANSWER_FIRST, COMMENT_MAX, commentTextField, reasonField, type Comment, type Reply } from "@qbank/api/client";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { z } from "zod";
import { errorItems, httpStatus, trpc } from "../../app/trpc.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { TextDialog } from "../../ui/TextDialog.tsx";
import { useRequestId } from "../../ui/useRequestId.ts";
import { useZodForm } from "../../ui/useZodForm.ts";
import { keepDraft, readDraft } from "./comment-drafts.ts";
import { CommentText, timeAgo } from "./text.tsx";
import "./discussion.css";

type Sort = "new" | "helpful";

/** Said where the learner has not answered the question, such as a skipped one in a run's review. */
export const DISCUSSION_CLOSED = "The discussion opens once you have answered this question.";
const DISCUSSION_OFFLINE = "The discussion loads when you are back online.";

/** What the section says when the server refuses the thread. */
function refusalText(error: unknown): string {
  if (httpStatus(error) !== 403) return "The discussion could not be loaded.";
  const message = errorItems(error)[0]?.message;
  return message === ANSWER_FIRST ? DISCUSSION_CLOSED : (message ?? DISCUSSION_CLOSED);
}

/**
 * "Discussion (N)" under a question's explanation: comments newest or most helpful first,
 * replies one level deep, "Helpful", edit and delete of one's own, "Report" on others'. The
 * server serves it only once the learner has answered the question, at any time (a try before
 * a bank reset counts), so the page asks it rather than judge from the run's own answers. Where
 * the thread may be closed (`maybeClosed`: a question the run shows unanswered), it asks first
 * whether it is open, rather than meet a refusal.
 */
export function Discussion({ questionId, maybeClosed = false }: { questionId: string; maybeClosed?: boolean }) {
  const headingId = useId();
  const [sort, setSort] = useState<Sort>("new");
  const access = trpc.discussion.open.useQuery({ id: questionId }, { enabled: maybeClosed, retry: false });
  const open = !maybeClosed || access.data?.open === true;
  const list = trpc.discussion.list.useQuery({ id: questionId, sort }, { enabled: open, retry: false });
  const utils = trpc.useUtils();
  const refresh = () => utils.discussion.list.invalidate({ id: questionId });

  const closed = access.data?.open === false ? DISCUSSION_CLOSED : undefined;
  const refused = access.error ?? list.error;
  // Offline the reads wait for the network: say so, rather than a count of nobody's comments.
  const waiting = !list.data && (access.fetchStatus === "paused" || list.fetchStatus === "paused");
  const said = closed ?? (refused ? refusalText(refused) : waiting ? DISCUSSION_OFFLINE : undefined);
  if (said) {
    return (
      <section className="discussion" aria-labelledby={headingId}>
        <h2 id={headingId}>Discussion</h2>
        <p className="muted">{said}</p>
      </section>
    );
  }
  const data = list.data;
  return (
    <section className="discussion" aria-labelledby={headingId} aria-busy={!data || undefined}>
      <div className="discussion-head">
        <h2 id={headingId}>{data ? `Discussion (${data.count})` : "Discussion"}</h2>
        <div className="discussion-sort" role="group" aria-label="Sort comments">
          {(
            [
              ["new", "Newest"],
              ["helpful", "Most helpful"],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="btn btn-ghost btn-small"
              aria-pressed={sort === value}
              onClick={() => setSort(value)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {data &&
        (data.can_post ? (
          <CommentForm
            key={questionId}
            questionId={questionId}
            label="Add to the discussion"
            submit="Post"
            onDone={refresh}
          />
        ) : (
          <FormAlert tone="notice">{data.muted}</FormAlert>
        ))}
      {data && data.comments.length === 0 && (
        <p className="muted">No comments yet. Explain, ask, or share a mnemonic.</p>
      )}
      {data && data.comments.length > 0 && (
        <ol className="comments">
          {data.comments.map((c) => (
            <li key={c._id}>
              <CommentItem comment={c} questionId={questionId} canPost={data.can_post} onChanged={refresh} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const textForm = z.object({ text: commentTextField });

/** Where a box's unsent text is kept: a new comment, a reply to one comment, or an edit of one. */
const draftSlot = (parent?: string, editing?: string) =>
  editing ? `edit:${editing}` : parent ? `reply:${parent}` : "new";

function CommentForm({
  questionId,
  parent,
  label,
  submit,
  initial = "",
  editing,
  onDone,
  onCancel,
  focus = false,
}: {
  questionId: string;
  parent?: string;
  label: string;
  submit: string;
  initial?: string;
  editing?: string;
  onDone: () => unknown;
  onCancel?: () => void;
  /** Opened by a button (Reply, Edit): the keyboard goes straight to the text. */
  focus?: boolean;
}) {
  const id = useId();
  const slot = draftSlot(parent, editing);
  const form = useZodForm({ text: readDraft(questionId, slot) ?? initial }, textForm);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const post = trpc.discussion.post.useMutation();
  const [requestId, renewRequestId] = useRequestId();
  const edit = trpc.discussion.edit.useMutation();
  const keep = (text: string) => keepDraft(questionId, slot, text === initial ? "" : text);
  const send = (e: FormEvent) =>
    form.handleSubmit(async ({ text }) => {
      if (editing) await edit.mutateAsync({ id: editing, text });
      else await post.mutateAsync({ id: questionId, text, device_id: requestId, ...(parent ? { parent } : {}) });
      renewRequestId();
      keep("");
      form.setValues({ text: "" });
      await onDone();
      // The box that stays (a new comment's) keeps the keyboard; Post was disabled while sending.
      if (!onCancel) textRef.current?.focus();
    })(e);
  const error = form.items[0];
  // Not cut at the limit (a long paste would lose its end unseen): counted near it, refused over it.
  const length = form.values.text.length;
  const counted = length > COMMENT_MAX * 0.9;
  return (
    <form className="comment-form" onSubmit={send} noValidate>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="input"
        rows={3}
        ref={textRef}
        autoFocus={focus}
        value={form.values.text}
        onChange={(e) => {
          form.field("text").onChange(e);
          keep(e.target.value);
        }}
        onClick={form.field("text").onClick}
        aria-invalid={error || length > COMMENT_MAX ? true : undefined}
        aria-describedby={[error && `${id}-error`, counted && `${id}-count`].filter(Boolean).join(" ") || undefined}
      />
      {counted && (
        <p className="muted" id={`${id}-count`}>
          {length.toLocaleString("en-GB")} of {COMMENT_MAX.toLocaleString("en-GB")} characters
        </p>
      )}
      <FormAlert tone="field" id={`${id}-error`}>
        {error?.message}
      </FormAlert>
      <div className="comment-form-actions">
        <button type="submit" className="btn btn-small" disabled={form.submitting || form.values.text.trim() === ""}>
          {submit}
        </button>
        {onCancel && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => {
              keep("");
              onCancel();
            }}
          >
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function CommentItem({
  comment,
  questionId,
  canPost,
  onChanged,
}: {
  comment: Comment;
  questionId: string;
  canPost: boolean;
  onChanged: () => unknown;
}) {
  const [replying, setReplying] = useState(() => readDraft(questionId, draftSlot(comment._id)) !== null);
  const replyButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <CommentBody item={comment} questionId={questionId} canPost={canPost} onChanged={onChanged}>
        {!comment.deleted && canPost && (
          <button
            ref={replyButton}
            type="button"
            className="btn btn-ghost btn-small"
            aria-expanded={replying}
            onClick={() => setReplying((r) => !r)}
          >
            Reply
          </button>
        )}
      </CommentBody>
      {(comment.replies.length > 0 || replying) && (
        <div className="comment-replies">
          {comment.replies.length > 0 && (
            <ol
              className="comments"
              aria-label={`Replies to ${comment.deleted ? "a deleted comment" : comment.author}`}
            >
              {comment.replies.map((r) => (
                <li key={r._id}>
                  <CommentBody item={r} questionId={questionId} canPost={canPost} onChanged={onChanged} />
                </li>
              ))}
            </ol>
          )}
          {replying && (
            <CommentForm
              questionId={questionId}
              parent={comment._id}
              label={`Reply to ${comment.author}`}
              submit="Reply"
              focus
              onCancel={() => {
                setReplying(false);
                replyButton.current?.focus();
              }}
              onDone={async () => {
                setReplying(false);
                await onChanged();
                replyButton.current?.focus();
              }}
            />
          )}
        </div>
      )}
    </>
  );
}

function CommentBody({
  item,
  questionId,
  canPost,
  onChanged,
  children,
}: {
  item: Reply;
  questionId: string;
  /** False while the learner is muted: their own comments can be deleted, not edited. */
  canPost: boolean;
  onChanged: () => unknown;
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState(
    // An unsent edit reopens, unless a mute has taken editing away meanwhile.
    () => item.mine && canPost && readDraft(questionId, draftSlot(undefined, item._id)) !== null,
  );
  // After an edit is saved or cancelled the keyboard goes back to Edit, as it shows again.
  const refocusEdit = useRef(false);
  const editButton = (el: HTMLButtonElement | null) => {
    if (!el || !refocusEdit.current) return;
    refocusEdit.current = false;
    el.focus();
  };
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reported, setReported] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const vote = trpc.discussion.vote.useMutation();
  const remove = trpc.discussion.remove.useMutation();
  const report = trpc.discussion.report.useMutation();
  const act = async (work: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await work();
      await onChanged();
    } catch (error) {
      setProblem(errorItems(error)[0]?.message ?? "Something went wrong");
    }
  };
  if (item.deleted) {
    return (
      <article className="comment comment-deleted">
        <p className="muted">This comment was deleted.</p>
      </article>
    );
  }
  return (
    <article className="comment" aria-label={`Comment by ${item.author}`}>
      <header className="comment-meta">
        <span className="comment-author">{item.author}</span>
        <time dateTime={item.created_at} title={new Date(item.created_at).toLocaleString("en-GB")}>
          {timeAgo(item.created_at)}
        </time>
        {item.edited && <span className="comment-edited">edited</span>}
      </header>
      {editing ? (
        <CommentForm
          questionId={questionId}
          editing={item._id}
          initial={item.text}
          label="Edit your comment"
          submit="Save"
          focus
          onCancel={() => {
            refocusEdit.current = true;
            setEditing(false);
          }}
          onDone={async () => {
            await onChanged();
            refocusEdit.current = true;
            setEditing(false);
          }}
        />
      ) : (
        <CommentText text={item.text} />
      )}
      <div className="comment-actions">
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-pressed={item.voted}
          disabled={item.mine || vote.isPending}
          onClick={() => void act(() => vote.mutateAsync({ id: item._id, helpful: !item.voted }))}
        >
          Helpful ({item.votes})
        </button>
        {children}
        {item.mine && !editing && (
          <>
            {canPost && (
              <button
                ref={editButton}
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => setEditing(true)}
              >
                Edit
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-small"
              disabled={remove.isPending}
              onClick={() => setDeleting(true)}
            >
              Delete
            </button>
          </>
        )}
        {!item.mine &&
          (reported || item.reported ? (
            <span className="muted" role="status">
              Reported. Thank you.
            </span>
          ) : (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setReporting(true)}>
              Report
            </button>
          ))}
      </div>
      <FormAlert tone="field">{problem}</FormAlert>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this comment?"
        confirm="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => {
          setDeleting(false);
          void act(() => remove.mutateAsync({ id: item._id }));
        }}
      >
        <p>Your comment leaves the discussion for everyone. This cannot be undone.</p>
      </ConfirmDialog>
      <TextDialog
        open={reporting}
        onOpenChange={setReporting}
        title="Report comment"
        action="Report"
        label="Reason"
        name="reason"
        schema={reasonField}
        maxLength={500}
        autoFocus
        onSend={(reason) => report.mutateAsync({ id: item._id, reason })}
        onSent={() => {
          setReported(true);
          void onChanged();
        }}
      />
    </article>
  );
}
