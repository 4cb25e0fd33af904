import { z } from "zod";
import { isCalendarDay } from "./calendar.ts";

export const examResults = ["passed", "failed", "not_taken"] as const;

/**
 * The exam date as the account page and the dashboard send it; "today or later, and within
 * EXAM_DATE_YEARS_AHEAD years" is checked on the server's clock.
 */
export const examDateInput = z.object({
  exam_date: z
    .string({ error: "Please enter your exam date." })
    .min(1, { error: "Please enter your exam date.", abort: true })
    .refine(isCalendarDay, "Please enter your exam date as a date (YYYY-MM-DD)."),
});

export const examResultInput = z.object({
  result: z.enum(examResults, { error: "Please choose passed, failed or did not sit." }),
});

const countPair = z.object({ done: z.number().int(), target: z.number().int().nullable() });

export const planSchema = z.object({
  /** YYYY-MM-DD; null before the learner sets one. */
  exam_date: z.string().nullable(),
  /** Days from today to the exam day; negative once it has passed. */
  days_left: z.number().int().nullable(),
  /** Questions a study day, until the exam: what is left to see and the reviews falling due, over the study days left. */
  daily_target: z.number().int().nullable(),
  /** Answers given today, against today's target (0 on the rest day). */
  today: countPair,
  /** Answers given since Monday, against the week's target up to today. */
  week: countPair,
  /** The days of this week before today are done (null without a plan). */
  on_track: z.boolean().nullable(),
  /** Today is the plan's rest day (Sunday). */
  rest_day: z.boolean(),
  /** The exam day has passed: the plan asks for the result or a new date. */
  exam_passed: z.boolean(),
  result: z.enum(examResults).nullable(),
  /** Questions with review cards falling due before the exam (by the end of today without a plan), each once. */
  due_reviews: z.number().int(),
  /** Questions of the learner's bank never answered since their reset. */
  unseen: z.number().int(),
  /** Up to three MLA areas with the lowest share right of the learner's answers. */
  weakest_areas: z.array(z.object({ id: z.string(), name: z.string(), right_pct: z.number() })),
});
export type Plan = z.infer<typeof planSchema>;
