import { z } from "zod";
import { learnerProcedure, router } from "../trpc.ts";
import { reportQuestionInput } from "./schemas.ts";
import { reportQuestion } from "./service.ts";

export const supportRouter = router({
  reportQuestion: learnerProcedure
    .input(reportQuestionInput)
    .output(z.object({ id: z.string(), status: z.number(), created_at: z.string() }))
    .mutation(({ ctx, input }) => reportQuestion(ctx, input)),
});
