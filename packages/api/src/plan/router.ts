import { learnerProcedure, router } from "../trpc.ts";
import { runPageSchema } from "../qbank/schemas.ts";
import { examDateInput, examResultInput, planSchema } from "./schemas.ts";
import * as plan from "./service.ts";

/** The plan to the exam date: its figures, the date, the result after it, and today's session. */
export const planRouter = router({
  get: learnerProcedure.output(planSchema).query(({ ctx }) => plan.readPlan(ctx)),
  setDate: learnerProcedure
    .input(examDateInput)
    .output(planSchema)
    .mutation(({ ctx, input }) => plan.setExamDate(ctx, input.exam_date)),
  clear: learnerProcedure.output(planSchema).mutation(({ ctx }) => plan.clearExamDate(ctx)),
  result: learnerProcedure
    .input(examResultInput)
    .output(planSchema)
    .mutation(({ ctx, input }) => plan.recordResult(ctx, input.result)),
  startToday: learnerProcedure.output(runPageSchema).mutation(({ ctx }) => plan.startToday(ctx)),
});
