import {
  addReport,
  addVote,
  deleteComment,
  findComment,
  hasReplies,
  insertComment,
  latestMute,
  lockAuthorForComment,
  lockComment,
  markCommentDeleted,
  newId,
  questionComments,
  recentComments,
  removeVote,
  updateCommentText,
  type CommentRow,
  type Db,
} from "@qbank/db";
import { TRPCError } from "@trpc/server";
import { TooManyAttempts } from "../auth/throttle.ts";
import type { AuthedContext } from "../context.ts";
import { inTransaction, onceFromDevice } from "../shared/device-requests.ts";
import { badRequest, forbidden, notFound, unauthorized } from "../shared/errors.ts";
import { openDiscussion } from "./access.ts";
import { authorName } from "./names.ts";
import { COMMENT_RATE, type Comment, type CommentSort, type Discussion, type Reply } from "./schemas.ts";

type Ctx = Pick<AuthedContext, "db" | "user" | "clock">;

const MINUTE = 60_000;

function replyOf(row: CommentRow, viewerId: string): Reply {
  const deleted = row.deleted_at !== null;
  return {
    _id: row.id,
    text: deleted ? "" : row.text,
    author: deleted ? "" : authorName(row),
    created_at: row.created_at.toISOString(),
    edited: row.edited_at !== null,
    deleted,
    votes: row.votes,
    voted: row.voted,
    mine: row.user_id === viewerId,
    reported: row.reported,
  };
}

/**
 * The question's discussion as the caller may see it: comments (newest or most helpful first)
 * with their replies (oldest first); a deleted comment stays, as "deleted", only while it has
 * replies. Hidden comments are left out.
 */
export async function listComments(ctx: Ctx, input: { id: string; sort: CommentSort }): Promise<Discussion> {
  const question = await openDiscussion(ctx, input.id);
  const rows = await questionComments(ctx.db, question.id, ctx.user.id, { withHidden: false });
  const replies = new Map<string, Reply[]>();
  for (const row of rows) {
    if (!row.parent_id || row.deleted_at) continue;
    replies.set(row.parent_id, [...(replies.get(row.parent_id) ?? []), replyOf(row, ctx.user.id)]);
  }
  const comments: Comment[] = rows
    .filter((row) => !row.parent_id && (!row.deleted_at || replies.has(row.id)))
    .map((row) => ({ ...replyOf(row, ctx.user.id), replies: replies.get(row.id) ?? [] }));
  // Ids are time-ordered: they settle comments made in the same instant.
  comments.sort((a, b) =>
    input.sort === "helpful" && b.votes !== a.votes
      ? b.votes - a.votes
      : b.created_at.localeCompare(a.created_at) || b._id.localeCompare(a._id),
  );
  const count = comments.reduce((n, c) => n + (c.deleted ? 0 : 1) + c.replies.length, 0);
  const muted = await muteText(ctx.db, ctx.user.id, ctx.clock.now());
  return { comments, count, can_post: muted === null, muted };
}

const dateText = (at: Date) =>
  at.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Why the learner may not post now (an admin's mute, in force), or null. */
async function muteText(db: Db, userId: string, now: Date): Promise<string | null> {
  const mute = await latestMute(db, userId);
  if (!mute || (mute.until && mute.until.getTime() <= now.getTime())) return null;
  const when = mute.until ? `until ${dateText(mute.until)}` : "any more";
  return `You cannot post comments ${when}. Reason: ${mute.reason}`;
}

function tooManyComments(now: Date, first: Date): TRPCError {
  const retryAt = first.getTime() + COMMENT_RATE.windowMinutes * MINUTE;
  const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const message = `You can post ${COMMENT_RATE.max} comments every ${COMMENT_RATE.windowMinutes} minutes. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  return new TRPCError({
    code: "TOO_MANY_REQUESTS",
    message,
    cause: new TooManyAttempts([{ object: "text", message }], seconds),
  });
}

async function shown(ctx: Ctx, id: string): Promise<Comment> {
  const row = await findComment(ctx.db, id, ctx.user.id);
  if (!row) throw notFound("comment");
  return { ...replyOf(row, ctx.user.id), replies: [] };
}

/**
 * A new comment, or a reply to a comment (one level deep). The author's account row is taken
 * for the transaction, so the mute and the rate (10 in 10 minutes) are decided on what is
 * committed, one request of theirs at a time.
 */
export function postComment(
  ctx: Ctx,
  input: { id: string; text: string; parent?: string | undefined; device_id?: string | undefined },
): Promise<Comment> {
  // Sent again with the form's id (a retry after a lost answer, a double click), it posts once.
  return onceFromDevice(ctx, input.device_id, "comment", (c) => writeComment({ ...ctx, db: c.db }, input));
}

async function writeComment(
  ctx: Ctx,
  input: { id: string; text: string; parent?: string | undefined },
): Promise<Comment> {
  const question = await openDiscussion(ctx, input.id);
  const now = ctx.clock.now();
  const id = newId();
  await inTransaction(ctx.db, async (trx) => {
    if (!(await lockAuthorForComment(trx, ctx.user.id))) throw unauthorized();
    const muted = await muteText(trx, ctx.user.id, now);
    if (muted) throw forbidden(muted);
    const recent = await recentComments(
      trx,
      ctx.user.id,
      new Date(now.getTime() - COMMENT_RATE.windowMinutes * MINUTE),
    );
    if (recent.count >= COMMENT_RATE.max && recent.first) throw tooManyComments(now, recent.first);
    if (input.parent) {
      const parent = await lockComment(trx, input.parent);
      if (!parent || parent.question_id !== question.id || parent.hidden_at || parent.deleted_at)
        throw badRequest("parent", "The comment you reply to is no longer there.");
      if (parent.parent_id) throw badRequest("parent", "Reply to the comment itself: replies go one level deep.");
    }
    await insertComment(trx, {
      id,
      question_id: question.id,
      user_id: ctx.user.id,
      parent_id: input.parent ?? null,
      text: input.text,
      created_at: now,
    });
  });
  return shown(ctx, id);
}

/** A comment the caller may act on: under a discussion open to them, not hidden or deleted. */
async function visibleComment(ctx: Ctx, trx: Db, id: string) {
  const comment = await lockComment(trx, id);
  if (!comment || comment.hidden_at || comment.deleted_at) throw notFound("comment");
  await openDiscussion({ ...ctx, db: trx }, comment.question_id);
  return comment;
}

export async function editComment(ctx: Ctx, input: { id: string; text: string }): Promise<Comment> {
  await inTransaction(ctx.db, async (trx) => {
    const comment = await visibleComment(ctx, trx, input.id);
    if (comment.user_id !== ctx.user.id) throw forbidden("You can only edit your own comments.");
    // A mute stops rewriting what is up as well as posting more; deleting stays open.
    const muted = await muteText(trx, ctx.user.id, ctx.clock.now());
    if (muted) throw forbidden(muted);
    await updateCommentText(trx, comment.id, input.text, ctx.clock.now());
  });
  return shown(ctx, input.id);
}

/** The author's delete: a comment with replies stays as "deleted" (its replies keep their place); else it goes. */
export async function removeComment(ctx: Ctx, input: { id: string }) {
  await inTransaction(ctx.db, async (trx) => {
    const comment = await lockComment(trx, input.id);
    if (!comment || comment.deleted_at) throw notFound("comment");
    if (comment.user_id !== ctx.user.id) throw forbidden("You can only delete your own comments.");
    if (await hasReplies(trx, comment.id)) await markCommentDeleted(trx, comment.id, ctx.clock.now());
    else await deleteComment(trx, comment.id);
  });
  return { _id: input.id, deleted: true as const };
}

/** "Helpful": one vote per learner and comment (the database's key), taken back with helpful=false. */
export async function voteComment(ctx: Ctx, input: { id: string; helpful: boolean }) {
  await inTransaction(ctx.db, async (trx) => {
    const comment = await visibleComment(ctx, trx, input.id);
    if (comment.user_id === ctx.user.id) throw badRequest("helpful", "You cannot vote for your own comment.");
    if (input.helpful)
      await addVote(trx, { comment_id: comment.id, user_id: ctx.user.id, created_at: ctx.clock.now() });
    else await removeVote(trx, comment.id, ctx.user.id);
  });
  const after = await shown(ctx, input.id);
  return { _id: after._id, votes: after.votes, voted: after.voted };
}

/** A report with a reason, once per learner; the third learner's report hides it (the database's trigger). */
export async function reportComment(ctx: Ctx, input: { id: string; reason: string }) {
  const comment = await lockComment(ctx.db, input.id);
  if (!comment || comment.deleted_at) throw notFound("comment");
  if (comment.user_id === ctx.user.id) throw badRequest("reason", "You cannot report your own comment.");
  // A hidden comment may still be reported by someone who saw it: the report is kept for the admin.
  await openDiscussion(ctx, comment.question_id);
  await addReport(ctx.db, {
    comment_id: comment.id,
    user_id: ctx.user.id,
    reason: input.reason,
    created_at: ctx.clock.now(),
  });
  return { _id: input.id, reported: true as const };
}
