import { hasTriedQuestion, inOpenTimedRun } from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { reachableQuestion } from "../qbank/scope.ts";
import { forbidden } from "../shared/errors.ts";
import { isAdmin } from "../shared/levels.ts";
import { ANSWER_FIRST } from "./schemas.ts";

type Ctx = Pick<AuthedContext, "db" | "user" | "clock">;

/**
 * Whether the caller may read and write a question's discussion: comments give keys away, so a
 * learner must have answered it (a try of theirs exists), and no timed mock of theirs that is
 * still open may hold it. Admins moderate every discussion. A question the caller cannot reach
 * is missing (404).
 */
async function discussionAccess(ctx: Ctx, questionId: string) {
  const question = await reachableQuestion(ctx, questionId);
  if (isAdmin(ctx.user.level)) return { question, open: true };
  const open =
    !(await inOpenTimedRun(ctx.db, ctx.user.id, question.id, ctx.clock.now())) &&
    (await hasTriedQuestion(ctx.db, ctx.user.id, question.id));
  return { question, open };
}

/** The question, when its discussion is open to the caller; else 403 "Answer the question first." */
export async function openDiscussion(ctx: Ctx, questionId: string) {
  const { question, open } = await discussionAccess(ctx, questionId);
  if (!open) throw forbidden(ANSWER_FIRST);
  return question;
}

/**
 * The question a discussion is about, for its own page (a reply on the dashboard leads there):
 * its stem and explanation, under the thread's own rule, since they give the key away.
 */
export async function discussedQuestion(ctx: Ctx, questionId: string) {
  const question = await openDiscussion(ctx, questionId);
  return {
    id: question.id,
    category: question.category_name,
    question_text: question.question_text,
    explanation_text: question.explanation_text,
  };
}

/** Asked before the thread where it may be closed (a question skipped in a run), so no 403 is met. */
export async function isDiscussionOpen(ctx: Ctx, questionId: string): Promise<{ open: boolean }> {
  return { open: (await discussionAccess(ctx, questionId)).open };
}
