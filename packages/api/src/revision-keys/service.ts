import { findOpenTimedRun, newId, runQuestions, saveRevisionKey } from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { appError } from "../shared/errors.ts";
import { reachableQuestion } from "../qbank/scope.ts";

type Ctx = Pick<AuthedContext, "db" | "user">;

/**
 * Saves a question's explanation as a revision key, once per question. The text saved is
 * the question's own explanation; a question of a running mock cannot be saved (it would
 * reveal the explanation before the end).
 */
export async function saveKey(ctx: Ctx, questionId: string) {
  const question = await reachableQuestion(ctx, questionId);
  const open = await findOpenTimedRun(ctx.db, ctx.user.id);
  if (open && (await runQuestions(ctx.db, open.id, { questionId })).length > 0) {
    throw appError("CONFLICT", "question", "You can save this explanation when your mock has ended.");
  }
  const saved = await saveRevisionKey(ctx.db, {
    id: newId(),
    user_id: ctx.user.id,
    question_id: question.id,
    category_id: question.category_id,
    answer: question.explanation_text,
  });
  return { id: saved.id, question: question.id, saved: true as const };
}
