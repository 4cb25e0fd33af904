import { percentileRows } from "@qbank/db";
import { z } from "zod";
import type { AuthedContext } from "../context.ts";
import { percent } from "../shared/percent.ts";

/** Learners counted: active in the last 30 days with at least 50 answers in them (20 of an area for its line). */
export const PERCENTILE_WINDOW_DAYS = 30;
export const PERCENTILE_MIN_ANSWERS = 50;
export const PERCENTILE_MIN_AREA_ANSWERS = 20;
/** Below this many such learners a percentile says too little about anyone: it is hidden. */
export const PERCENTILE_MIN_LEARNERS = 20;

export const percentileSchema = z.object({
  /** Share of the counted learners whose right-of-answered is below the reader's, in percent; null when hidden. */
  percentile: z.number().nullable(),
  /** Learners counted (the reader among them when they qualify). */
  learners: z.number().int(),
  window_days: z.number().int(),
  min_answers: z.number().int(),
  areas: z.array(z.object({ id: z.string(), name: z.string(), percentile: z.number(), learners: z.number().int() })),
});
export type Percentile = z.infer<typeof percentileSchema>;

/** Where the learner stands among active learners, for the whole bank and per MLA area. */
export async function percentile(ctx: Pick<AuthedContext, "db" | "user" | "clock">): Promise<Percentile> {
  const from = new Date(ctx.clock.now().getTime() - PERCENTILE_WINDOW_DAYS * 86_400_000);
  const rows = await percentileRows(ctx.db, {
    userId: ctx.user.id,
    from,
    minAnswers: PERCENTILE_MIN_ANSWERS,
    minAreaAnswers: PERCENTILE_MIN_AREA_ANSWERS,
  });
  const shown = (r: { learners: number; below: number | null }) =>
    r.learners >= PERCENTILE_MIN_LEARNERS && r.below !== null ? percent(r.below, r.learners) : null;
  const overall = rows.find((r) => r.area_id === null);
  return {
    percentile: overall ? shown(overall) : null,
    learners: overall?.learners ?? 0,
    window_days: PERCENTILE_WINDOW_DAYS,
    min_answers: PERCENTILE_MIN_ANSWERS,
    areas: rows.flatMap((r) => {
      const p = shown(r);
      return r.area_id !== null && p !== null
        ? [{ id: r.area_id, name: r.area_name ?? "", percentile: p, learners: r.learners }]
        : [];
    }),
  };
}
