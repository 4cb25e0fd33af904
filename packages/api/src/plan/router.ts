import { learnerProcedure, router } from "../trpc.ts";
import { runPageSchema } from "../qbank/schemas.ts";
import { examDateInput, examResultInput, planSchema } from "./schemas.ts";
import * as plan from "./service.ts";
import { contract } from "../shared/contract.ts";

/** The plan to the exam date: its figures, the date, the result after it, and today's session. */
export const planRouter = router({
  get: learnerProcedure.output(contract(planSchema)).query(({ ctx }) => plan.readPlan(ctx)),
  setDate: learnerProcedure
    .input(examDateInput)
    .output(contract(planSchema))
    .mutation(({ ctx, input }) => plan.setExamDate(ctx, input.exam_date)),
  clear: learnerProcedure.output(contract(planSchema)).mutation(({ ctx }) => plan.clearExamDate(ctx)),
  result: learnerProcedure
    .input(examResultInput)
    .output(contract(planSchema))
    .mutation(({ ctx, input }) => plan.recordResult(ctx, input.result)),
  startToday: learnerProcedure.output(contract(runPageSchema)).mutation(({ ctx }) => plan.startToday(ctx)),
});
