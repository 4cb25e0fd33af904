import { findQuestionImage, userHasRunQuestion } from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { notFound } from "../shared/errors.ts";
import { categoryScope } from "../qbank/scope.ts";

/** A question's image, for a reader who may see the question (its category, or one of their runs). */
export async function questionImage(ctx: Pick<AuthedContext, "db" | "user">, questionId: string) {
  const image = await findQuestionImage(ctx.db, questionId);
  if (!image) throw notFound("image");
  const scope = categoryScope(ctx.user);
  const inScope = image.category_level <= scope.maxLevel && !scope.excludeLevels.includes(image.category_level);
  if (!inScope && !(await userHasRunQuestion(ctx.db, ctx.user.id, questionId))) throw notFound("image");
  return { mime: image.mime, bytes: image.bytes, etag: `"${image.sha256}"` };
}
