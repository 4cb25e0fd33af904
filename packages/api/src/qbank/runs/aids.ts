import { findRunForUser, markRunQuestion, runQuestion } from "@qbank/db";
import { onceFromDevice } from "../../shared/device-requests.ts";
import { badRequest, notFound } from "../../shared/errors.ts";
import { mergeHighlights } from "../highlights.ts";
import type { MarkInput } from "../schemas.ts";
import type { RunCtx } from "./page.ts";

/**
 * Keeps a question's study aids for the run: the options struck out and the highlighted
 * stretches of its stem, replaced as a whole (the last one sent wins, and the device sends in
 * order). Highlights must lie within the stem's text; overlapping ones are merged.
 */
export function mark(ctx: RunCtx, input: MarkInput) {
  return onceFromDevice(ctx, input.device_id, "mark", async ({ db, user }) => {
    const run = await findRunForUser(db, input.run, user.id);
    const question = run && (await runQuestion(db, run.id, input.question));
    if (!run || !question) throw notFound("question");
    const length = question.question_text.length;
    if (input.highlights.some((h) => h.end > length))
      throw badRequest("highlights", "A highlight lies outside the question.");
    const saved = await markRunQuestion(db, {
      runId: run.id,
      questionId: question.question_id,
      struck: [...input.struck].sort((a, b) => a - b),
      highlights: mergeHighlights(input.highlights),
    });
    return { question: input.question, struck: saved!.struck_options, highlights: saved!.highlights };
  });
}
