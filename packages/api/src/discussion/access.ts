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
 * still open may hold it. Admins moderate every discussion. Anything else: 403 "Answer the
 * question first." A question the caller cannot reach is missing (404).
 */
export async function openDiscussion(ctx: Ctx, questionId: string) {
  const question = await reachableQuestion(ctx, questionId);
  if (isAdmin(ctx.user.level)) return question;
  if (await inOpenTimedRun(ctx.db, ctx.user.id, question.id, ctx.clock.now())) throw forbidden(ANSWER_FIRST);
  if (!(await hasTriedQuestion(ctx.db, ctx.user.id, question.id))) throw forbidden(ANSWER_FIRST);
  return question;
}
