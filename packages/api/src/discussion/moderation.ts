import {
  deleteComment,
  findQuestionWithCategory,
  findUserById,
  hideComment,
  insertMute,
  keyDoubtCount,
  lockComment,
  moderationList,
  newId,
  questionComments,
  reportReasons,
  restoreComment,
  type ModerationFilter,
} from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { badRequest, notFound } from "../shared/errors.ts";
import { isAdmin } from "../shared/levels.ts";
import { authorName } from "./names.ts";
import { MODERATION_PAGE_SIZE, type ModerationItem } from "./schemas.ts";

type Ctx = Pick<AuthedContext, "db" | "user" | "clock">;

const DAY = 24 * 3600_000;

/** Reported and hidden comments first, then the newest, each with its question, author, reports and reasons. */
export async function listForModeration(
  ctx: Ctx,
  input: { status: ModerationFilter; question?: string | undefined; page: number },
): Promise<ModerationItem[]> {
  const rows = await moderationList(ctx.db, {
    filter: input.status,
    questionId: input.question,
    limit: MODERATION_PAGE_SIZE,
    offset: (input.page - 1) * MODERATION_PAGE_SIZE,
  });
  const reasons = await reportReasons(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    _id: r.id,
    question: { id: r.question_id, text: r.question_text },
    parent: r.parent_id,
    author: { id: r.user_id, name: authorName(r), email: r.author_deleted ? "" : r.email },
    text: r.deleted_at ? "" : r.text,
    created_at: r.created_at.toISOString(),
    edited: r.edited_at !== null,
    deleted: r.deleted_at !== null,
    hidden: r.hidden_at !== null,
    reports: r.reports,
    reasons: reasons.get(r.id) ?? [],
  }));
}

async function moderated(ctx: Ctx, id: string, act: (id: string, at: Date) => Promise<boolean>) {
  const now = ctx.clock.now();
  if (!(await act(id, now))) throw notFound("comment");
  return { _id: id, hidden: !!(await lockComment(ctx.db, id))?.hidden_at };
}

export const hide = (ctx: Ctx, id: string) => moderated(ctx, id, (c, at) => hideComment(ctx.db, c, at));
/** Shown again; the reports so far no longer count towards hiding it. */
export const restore = (ctx: Ctx, id: string) => moderated(ctx, id, (c, at) => restoreComment(ctx.db, c, at));

/** An admin's delete removes the comment and its replies. */
export async function remove(ctx: Ctx, id: string) {
  const found = await lockComment(ctx.db, id);
  if (!found) throw notFound("comment");
  await deleteComment(ctx.db, id);
  return { _id: id, deleted: true as const };
}

/**
 * No new comments from the learner for 7 days, 30 days or for good; the reason is what they
 * are told beside the comment box. An admin is never muted.
 */
export async function mute(ctx: Ctx, input: { id: string; days: "7" | "30" | "forever"; reason?: string | undefined }) {
  const person = await findUserById(ctx.db, input.id);
  if (!person || person.deleted_at) throw notFound("user");
  if (isAdmin(person.level)) throw badRequest("id", "An admin cannot be muted.");
  const now = ctx.clock.now();
  const until = input.days === "forever" ? null : new Date(now.getTime() + Number(input.days) * DAY);
  const reason = input.reason ?? "Your comments broke the discussion rules.";
  await insertMute(ctx.db, {
    id: newId(),
    user_id: person.id,
    until,
    reason,
    created_by: ctx.user.id,
    created_at: now,
  });
  return { user: person.id, until: until?.toISOString() ?? null, reason };
}

/** The question edit page's figures: its comments, and those that doubt the key. */
export async function keyDoubts(ctx: Ctx, questionId: string) {
  const question = await findQuestionWithCategory(ctx.db, questionId);
  if (!question) throw notFound("question");
  const comments = await questionComments(ctx.db, questionId, ctx.user.id, { withHidden: true });
  return {
    question: questionId,
    doubts_key: await keyDoubtCount(ctx.db, questionId),
    comments: comments.filter((c) => !c.deleted_at).length,
  };
}
