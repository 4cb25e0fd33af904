import {
  findQuestionForReader,
  userHasRunQuestion,
  type CategoryScope,
  type Db,
  type QuestionWithCategory,
  type SessionUser,
} from "@qbank/db";
import { notFound } from "../shared/errors.ts";
import { isAdmin, Level } from "../shared/levels.ts";

/**
 * Which categories a user may see (docs/architecture.md, "Levels and scope"): up to their level; hidden (6) and
 * mastery-pool (9) categories never for learners; admins see all.
 */
export function categoryScope(user: SessionUser): CategoryScope {
  if (isAdmin(user.level)) return { maxLevel: Level.MasteryPool, excludeLevels: [] };
  return { maxLevel: user.level, excludeLevels: [Level.Admin, Level.MasteryPool] };
}

/**
 * A question the user may reach: in a category they see, or met in one of their own runs
 * (mastery questions). Anything else is reported as missing.
 */
export async function reachableQuestion(
  ctx: { db: Db; user: SessionUser },
  questionId: string,
): Promise<QuestionWithCategory> {
  const found = await findQuestionForReader(ctx.db, questionId, categoryScope(ctx.user));
  if (!found) throw notFound("question");
  const { in_scope: inScope, ...question } = found;
  if (inScope) return question;
  if (await userHasRunQuestion(ctx.db, ctx.user.id, questionId)) return question;
  throw notFound("question");
}
