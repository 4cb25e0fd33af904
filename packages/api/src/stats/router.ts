import { z } from "zod";
import { adminProcedure, learnerProcedure, publicProcedure, router } from "../trpc.ts";
import {
  adminStatsSchema,
  categoryStatSchema,
  performanceSchema,
  periodStatSchema,
  questionPercentageSchema,
  readinessSchema,
  ticketCountSchema,
  userLevelSchema,
  visitorPeriodSchema,
} from "./schemas.ts";
import { percentile, percentileSchema } from "./percentile.ts";
import { readiness } from "./readiness.ts";
import * as stats from "./service.ts";

export const statsRouter = router({
  performance: learnerProcedure.output(performanceSchema).query(({ ctx }) => stats.performance(ctx)),
  questions: learnerProcedure.output(questionPercentageSchema).query(({ ctx }) => stats.questionPercentage(ctx)),
  categories: learnerProcedure.output(z.array(categoryStatSchema)).query(({ ctx }) => stats.categoryStats(ctx)),
  day: learnerProcedure.output(z.array(periodStatSchema)).query(({ ctx }) => stats.periodStats(ctx, "day")),
  week: learnerProcedure.output(z.array(periodStatSchema)).query(({ ctx }) => stats.periodStats(ctx, "week")),
  /** The dashboard's estimate of a full mock's score today, against the admins' pass mark. */
  readiness: learnerProcedure.output(readinessSchema).query(({ ctx }) => readiness(ctx)),
  /** Where the learner stands among learners active in the last 30 days. */
  percentile: learnerProcedure.output(percentileSchema).query(({ ctx }) => percentile(ctx)),

  /** Idempotent per visitor and day, so a query: the first page load has no XSRF token yet. */
  track: publicProcedure.output(z.object({ ok: z.literal(true) })).query(({ ctx }) => stats.trackVisit(ctx)),

  admin: adminProcedure.output(adminStatsSchema).query(({ ctx }) => stats.adminStats(ctx)),
  visitorsDay: adminProcedure.output(z.array(visitorPeriodSchema)).query(({ ctx }) => stats.visitors(ctx, "day")),
  visitorsWeek: adminProcedure.output(z.array(visitorPeriodSchema)).query(({ ctx }) => stats.visitors(ctx, "week")),
  tickets: adminProcedure.output(z.array(ticketCountSchema)).query(({ ctx }) => stats.tickets(ctx)),
  users: adminProcedure.output(z.array(userLevelSchema)).query(({ ctx }) => stats.userLevels(ctx)),
});
