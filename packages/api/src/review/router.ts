import { z } from "zod";
import { learnerProcedure, router } from "../trpc.ts";
import { dueReviewSchema, gradedReviewSchema, gradeReviewInput, reviewSummarySchema } from "./schemas.ts";
import { dueCards, gradeCard, reviewSummary } from "./service.ts";
import { contract } from "../shared/contract.ts";

const noInput = z.object({}).optional();

export const reviewRouter = router({
  due: learnerProcedure
    .input(noInput)
    .output(contract(dueReviewSchema))
    .query(({ ctx }) => dueCards(ctx)),
  grade: learnerProcedure
    .input(gradeReviewInput)
    .output(contract(gradedReviewSchema))
    .mutation(({ ctx, input }) => gradeCard(ctx, input)),
  summary: learnerProcedure
    .input(noInput)
    .output(contract(reviewSummarySchema))
    .query(({ ctx }) => reviewSummary(ctx)),
});
