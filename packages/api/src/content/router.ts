import { adminProcedure, learnerProcedure, router } from "../trpc.ts";
import { learnerAreas } from "./areas.ts";
import { exportQuestions } from "./export/service.ts";
import { importJob } from "./import/job.ts";
import { importQuestions } from "./import/service.ts";
import { mapForAdmin, renameEntry, uploadMap } from "./map/service.ts";
import { history, restore } from "./revisions/service.ts";
import { questionTags, tagQuestions } from "./tags.ts";
import { z } from "zod";
import {
  areaCoverageSchema,
  contentMapSchema,
  exportFileSchema,
  exportInput,
  historyInput,
  historySchema,
  importInput,
  importJobInput,
  importJobSchema,
  importOutcomeSchema,
  mapEntryEditInput,
  mapUploadInput,
  mapUploadResultSchema,
  restoreInput,
  tagInput,
} from "./schemas.ts";
import { contract } from "../shared/contract.ts";

/** Question files in and out, and the MLA content map. */
export const contentRouter = router({
  importFile: adminProcedure
    .input(importInput)
    .output(contract(importOutcomeSchema))
    .mutation(({ ctx, input }) => importQuestions(ctx, input)),
  importJob: adminProcedure
    .input(importJobInput)
    .output(contract(importJobSchema))
    .query(({ ctx, input }) => importJob(ctx, input.id)),
  /** Binary: served by the server's export route, not over tRPC's JSON. */
  exportFile: adminProcedure
    .input(exportInput)
    .output(contract(exportFileSchema))
    .query(({ ctx, input }) => exportQuestions(ctx, input)),
  areas: learnerProcedure.output(contract(areaCoverageSchema)).query(({ ctx }) => learnerAreas(ctx)),
  map: adminProcedure.output(contract(contentMapSchema)).query(({ ctx }) => mapForAdmin(ctx)),
  mapUpload: adminProcedure
    .input(mapUploadInput)
    .output(contract(mapUploadResultSchema))
    .mutation(({ ctx, input }) => uploadMap(ctx, input)),
  mapEntryEdit: adminProcedure
    .input(mapEntryEditInput)
    .output(contract(contentMapSchema))
    .mutation(({ ctx, input }) => renameEntry(ctx, input)),
  history: adminProcedure
    .input(historyInput)
    .output(contract(historySchema))
    .query(({ ctx, input }) => history(ctx, input.id)),
  tags: adminProcedure
    .input(historyInput)
    .output(contract(z.array(z.string())))
    .query(({ ctx, input }) => questionTags(ctx, input.id)),
  tag: adminProcedure
    .input(tagInput)
    .output(contract(z.object({ tagged: z.number().int() })))
    .mutation(({ ctx, input }) => tagQuestions(ctx, input)),
  restore: adminProcedure
    .input(restoreInput)
    .output(contract(historySchema))
    .mutation(({ ctx, input }) => restore(ctx, input)),
});
