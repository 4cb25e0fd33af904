import { categoryNames, findLatestOpenRun, runTally } from "@qbank/db";
import { z } from "zod";
import { runLength, type RunCtx } from "./runs/page.ts";
import { timed } from "./runs/present.ts";

export const openPracticeSchema = z.object({
  run: z
    .object({
      id: z.string(),
      mode: z.string(),
      /** What the session is over: its categories' names (MLA areas when it was started by area). */
      categories: z.array(z.string()),
      byArea: z.boolean(),
      /** Started as the plan's "Today's session". */
      today: z.boolean(),
      answered: z.number().int(),
      /** Questions the run has: served plus what is left of its pool, as the player counts them. */
      total: z.number().int(),
    })
    .nullable(),
});
export type OpenPractice = z.infer<typeof openPracticeSchema>;

/**
 * The learner's unfinished practice run, for the bank and category pages to offer Resume and to
 * say what a new start would end. Starting another still ends it (one open practice run).
 */
export async function openPractice(ctx: RunCtx): Promise<OpenPractice> {
  const run = await findLatestOpenRun(ctx.db, ctx.user.id, ctx.clock.now());
  if (!run || timed(run)) return { run: null };
  const [names, tally, total] = await Promise.all([
    categoryNames(ctx.db, run.category_ids),
    runTally(ctx.db, run.id),
    runLength(ctx, run),
  ]);
  return {
    run: {
      id: run.id,
      mode: run.mode,
      categories: names,
      byArea: run.area_ids.length > 0,
      today: run.todays_session,
      answered: tally.answered,
      total,
    },
  };
}
