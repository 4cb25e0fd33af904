import { masteryAttemptsLeft } from "@qbank/db";
import { z } from "zod";
import { learnerProcedure, levelProcedure, router } from "../trpc.ts";
import { RESET_MIN_LEVEL, UNLIMITED_MOCK_MIN_LEVEL } from "../shared/levels.ts";
import * as bank from "./bank.ts";
import { labValueGroups } from "./lab-values.ts";
import { openPractice, openPracticeSchema } from "./open-practice.ts";
import * as aids from "./runs/aids.ts";
import * as custom from "./runs/custom.ts";
import * as play from "./runs/play.ts";
import * as start from "./runs/start.ts";
import * as timing from "./runs/timing.ts";
import {
  categoryCardSchema,
  categoryDetailSchema,
  categoryPageInput,
  categoryPageSchema,
  categoryStatsSchema,
  customChoiceInput,
  customMatchSchema,
  customStartInput,
  doLaterSchema,
  endResultSchema,
  flagInput,
  idInput,
  labValueGroupSchema,
  markInput,
  markSchema,
  moreInput,
  openRunSchema,
  paceHistorySchema,
  runPageSchema,
  shownInput,
  startInput,
  submitInput,
  submitResultSchema,
} from "./schemas.ts";
import { contract } from "../shared/contract.ts";

export const qbankRouter = router({
  categories: learnerProcedure.output(contract(z.array(categoryCardSchema))).query(({ ctx }) => bank.categories(ctx)),
  category: learnerProcedure
    .input(idInput)
    .output(contract(categoryDetailSchema))
    .query(({ ctx, input }) => bank.category(ctx, input.id)),
  categoryPage: learnerProcedure
    .input(categoryPageInput)
    .output(contract(categoryPageSchema))
    .query(({ ctx, input }) => bank.categoryPage(ctx, input)),
  categoryStats: learnerProcedure
    .input(idInput)
    .output(contract(categoryStatsSchema))
    .query(({ ctx, input }) => bank.categoryStats(ctx, input.id)),

  start: learnerProcedure
    .input(startInput)
    .output(contract(runPageSchema))
    .mutation(({ ctx, input }) => start.startPractice(ctx, input)),
  /** The session builder: how many questions its choice matches, and its start. */
  customMatches: learnerProcedure
    .input(customChoiceInput)
    .output(contract(customMatchSchema))
    .query(({ ctx, input }) => custom.customMatches(ctx, input)),
  startCustom: learnerProcedure
    .input(customStartInput)
    .output(contract(runPageSchema))
    .mutation(({ ctx, input }) => custom.startCustom(ctx, input)),
  startMock: levelProcedure(UNLIMITED_MOCK_MIN_LEVEL)
    .output(contract(runPageSchema))
    .mutation(({ ctx }) => start.startExam(ctx)),
  startMastery: learnerProcedure.output(contract(runPageSchema)).mutation(({ ctx }) => start.startMastery(ctx)),
  more: learnerProcedure
    .input(moreInput)
    .output(contract(runPageSchema))
    .mutation(({ ctx, input }) => play.more(ctx, input)),
  run: learnerProcedure
    .input(idInput)
    .output(contract(runPageSchema))
    .query(({ ctx, input }) => play.resume(ctx, input.id)),
  openRun: learnerProcedure.output(contract(openRunSchema)).query(async ({ ctx }) => ({
    run: await play.openTimedRun(ctx),
    attemptsLeft: await masteryAttemptsLeft(ctx.db, ctx.user.id),
    practiceOpen: await play.hasOpenPracticeRun(ctx),
    mockQuestions: await start.mockQuestions(ctx),
  })),
  openPractice: learnerProcedure.output(contract(openPracticeSchema)).query(({ ctx }) => openPractice(ctx)),
  submit: learnerProcedure
    .input(submitInput)
    .output(contract(submitResultSchema))
    .mutation(({ ctx, input }) => play.submit(ctx, input)),
  end: learnerProcedure
    .input(idInput)
    .output(contract(endResultSchema))
    .mutation(({ ctx, input }) => play.end(ctx, input.id)),
  shown: learnerProcedure
    .input(shownInput)
    .output(contract(z.object({ recorded: z.boolean() })))
    .mutation(({ ctx, input }) => timing.showQuestion(ctx, input)),
  mark: learnerProcedure
    .input(markInput)
    .output(contract(markSchema))
    .mutation(({ ctx, input }) => aids.mark(ctx, input)),
  paceHistory: learnerProcedure.output(contract(paceHistorySchema)).query(({ ctx }) => timing.paceOverTime(ctx)),

  doLaterAdd: learnerProcedure
    .input(flagInput)
    .output(contract(doLaterSchema))
    .mutation(({ ctx, input }) => bank.flagDoLater(ctx, input, true)),
  doLaterRemove: learnerProcedure
    .input(flagInput)
    .output(contract(doLaterSchema))
    .mutation(({ ctx, input }) => bank.flagDoLater(ctx, input, false)),
  reset: levelProcedure(RESET_MIN_LEVEL)
    .output(contract(z.object({ reset_at: z.string() })))
    .mutation(({ ctx }) => bank.resetBank(ctx)),
  labValues: learnerProcedure.output(contract(z.array(labValueGroupSchema))).query(() => [...labValueGroups]),
});
