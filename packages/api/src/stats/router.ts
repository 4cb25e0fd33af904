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
import { contract } from "../shared/contract.ts";

export const statsRouter = router({
  performance: learnerProcedure.output(contract(performanceSchema)).query(({ ctx }) => stats.performance(ctx)),
  questions: learnerProcedure
    .output(contract(questionPercentageSchema))
    .query(({ ctx }) => stats.questionPercentage(ctx)),
  categories: learnerProcedure
    .output(contract(z.array(categoryStatSchema)))
    .query(({ ctx }) => stats.categoryStats(ctx)),
  day: learnerProcedure.output(contract(z.array(periodStatSchema))).query(({ ctx }) => stats.periodStats(ctx, "day")),
  week: learnerProcedure.output(contract(z.array(periodStatSchema))).query(({ ctx }) => stats.periodStats(ctx, "week")),
  /** The dashboard's estimate of a full mock's score today, against the admins' pass mark. */
  readiness: learnerProcedure.output(contract(readinessSchema)).query(({ ctx }) => readiness(ctx)),
  /** Where the learner stands among learners active in the last 30 days. */
  percentile: learnerProcedure.output(contract(percentileSchema)).query(({ ctx }) => percentile(ctx)),

  /** Idempotent per visitor and day, so a query: the first page load has no XSRF token yet. */
  track: publicProcedure.output(contract(z.object({ ok: z.literal(true) }))).query(({ ctx }) => stats.trackVisit(ctx)),

  admin: adminProcedure.output(contract(adminStatsSchema)).query(({ ctx }) => stats.adminStats(ctx)),
  visitorsDay: adminProcedure
    .output(contract(z.array(visitorPeriodSchema)))
    .query(({ ctx }) => stats.visitors(ctx, "day")),
  visitorsWeek: adminProcedure
    .output(contract(z.array(visitorPeriodSchema)))
    .query(({ ctx }) => stats.visitors(ctx, "week")),
  tickets: adminProcedure.output(contract(z.array(ticketCountSchema))).query(({ ctx }) => stats.tickets(ctx)),
  users: adminProcedure.output(contract(z.array(userLevelSchema))).query(({ ctx }) => stats.userLevels(ctx)),
});
