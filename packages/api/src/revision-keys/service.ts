import {
  findOpenTimedRun,
  findQuestionWithCategory,
  newId,
  runQuestions,
  saveRevisionKey,
  userHasRunQuestion,
} from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { appError, notFound } from "../shared/errors.ts";
import { categoryScope } from "../qbank/scope.ts";

type Ctx = Pick<AuthedContext, "db" | "user">;

/**
 * Saves a question's explanation as a revision key, once per question. The text saved is
 * the question's own explanation; a question of a running mock cannot be saved (it would
 * reveal the explanation before the end).
 */
export async function saveKey(ctx: Ctx, questionId: string) {
  const question = await findQuestionWithCategory(ctx.db, questionId);
  if (!question) throw notFound("question");
  const scope = categoryScope(ctx.user);
  const visible = question.category_level <= scope.maxLevel && !scope.excludeLevels.includes(question.category_level);
  if (!visible && !(await userHasRunQuestion(ctx.db, ctx.user.id, questionId))) throw notFound("question");
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
