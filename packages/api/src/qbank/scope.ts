import {
  findQuestionWithCategory,
  userHasRunQuestion,
  type CategoryScope,
  type Db,
  type QuestionWithCategory,
  type UserRow,
} from "@qbank/db";
import { notFound } from "../shared/errors.ts";
import { isAdmin, Level } from "../shared/levels.ts";

/**
 * Which categories a user may see (DESIGN.md section 2): up to their level; hidden (6) and
 * mastery-pool (9) categories never for learners; admins see all.
 */
export function categoryScope(user: UserRow): CategoryScope {
  if (isAdmin(user.level)) return { maxLevel: Level.MasteryPool, excludeLevels: [] };
  return { maxLevel: user.level, excludeLevels: [Level.Admin, Level.MasteryPool] };
}

export const inScope = (scope: CategoryScope, level: number) =>
  level <= scope.maxLevel && !scope.excludeLevels.includes(level);

/**
 * A question the user may reach: in a category they see, or met in one of their own runs
 * (mastery questions). Anything else is reported as missing.
 */
export async function reachableQuestion(
  ctx: { db: Db; user: UserRow },
  questionId: string,
): Promise<QuestionWithCategory> {
  const question = await findQuestionWithCategory(ctx.db, questionId);
  if (!question) throw notFound("question");
  if (inScope(categoryScope(ctx.user), question.category_level)) return question;
  if (await userHasRunQuestion(ctx.db, ctx.user.id, questionId)) return question;
  throw notFound("question");
}
