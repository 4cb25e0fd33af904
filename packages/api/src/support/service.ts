import { insertImage, insertTicket, newId } from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { reachableQuestion } from "../qbank/scope.ts";
import { checkImage } from "../shared/images.ts";
import { QUESTION_ERROR } from "./schemas.ts";

/** A learner's report of a faulty question becomes a Question Error ticket. */
export async function reportQuestion(
  ctx: Pick<AuthedContext, "db" | "user" | "clock">,
  input: { questionId: string; text: string; attachment?: Buffer | undefined },
) {
  await reachableQuestion(ctx, input.questionId);
  const image = input.attachment ? { bytes: input.attachment, ...checkImage(input.attachment) } : undefined;
  return ctx.db.transaction().execute(async (trx) => {
    const imageId = image ? newId() : null;
    if (image && imageId) await insertImage(trx, { id: imageId, purpose: "ticket", ...image });
    const ticket = await insertTicket(trx, {
      id: newId(),
      user_id: ctx.user.id,
      question_id: input.questionId,
      category: QUESTION_ERROR,
      text: input.text,
      image_id: imageId,
      created_at: ctx.clock.now(),
    });
    return { id: ticket.id, status: 0, created_at: ticket.created_at.toISOString() };
  });
}
