import { findQuestionImage } from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { notFound } from "../shared/errors.ts";
import { reachableQuestion } from "../qbank/scope.ts";

/** A question's image, for a reader who may reach the question. */
export async function questionImage(ctx: Pick<AuthedContext, "db" | "user">, questionId: string) {
  await reachableQuestion(ctx, questionId);
  const image = await findQuestionImage(ctx.db, questionId);
  if (!image) throw notFound("image");
  return { mime: image.mime, bytes: image.bytes, etag: `"${image.sha256}"` };
}
