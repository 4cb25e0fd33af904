import { z } from "zod";

export const questionPercentageSchema = z.object({ right: z.number(), wrong: z.number(), all: z.number().int() });
export const categoryStatSchema = z.object({
  name: z.string(),
  data: z.object({ right: z.number().int(), wrong: z.number().int(), not_answered: z.number().int() }),
});
export const periodStatSchema = z.object({
  start: z.string(),
  stats: z.object({ correct: z.number().int(), wrong: z.number().int() }),
});
export const performanceSchema = z.object({
  question_percentage: questionPercentageSchema,
  categories: z.array(categoryStatSchema),
  day: z.array(periodStatSchema),
  week: z.array(periodStatSchema),
});
export type Performance = z.infer<typeof performanceSchema>;

export const visitorPeriodSchema = z.object({ start: z.string(), stats: z.object({ visitors: z.number().int() }) });
export const userLevelSchema = z.object({ level: z.number(), amount: z.number().int() });
export const ticketCountSchema = z.object({ name: z.string(), amount: z.number().int() });
export const adminStatsSchema = z.object({
  user_level: z.array(userLevelSchema),
  tickets: z.array(ticketCountSchema),
  visitors_day: z.array(visitorPeriodSchema),
  visitors_week: z.array(visitorPeriodSchema),
});

/** Periods shown: the last 7 days, the last 12 weeks, and for visitors 30 days and 12 weeks. */
export const LEARNER_DAYS = 7;
export const LEARNER_WEEKS = 12;
export const VISITOR_DAYS = 30;
export const VISITOR_WEEKS = 12;

/** Readiness: shown from 100 first answers, estimated from the newest 200. */
export const READINESS_MIN_ANSWERS = 100;
export const READINESS_WINDOW = 200;
export const readinessSchema = z.object({
  /** First answers the estimate rests on (at most READINESS_WINDOW). */
  answers: z.number().int(),
  /** More first answers needed before an estimate is shown; 0 once it is. */
  needed: z.number().int(),
  /** MLA areas the answers' questions cover: what the estimate rests on, beside the answers. */
  areas_covered: z.number().int(),
  pass_mark: z.number(),
  /** Percentages with one decimal; null below READINESS_MIN_ANSWERS. */
  estimate: z
    .object({
      score: z.number(),
      low: z.number(),
      high: z.number(),
      verdict: z.enum(["above", "borderline", "below"]),
    })
    .nullable(),
});
export type Readiness = z.infer<typeof readinessSchema>;
