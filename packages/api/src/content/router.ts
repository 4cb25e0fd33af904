import { adminProcedure, router } from "../trpc.ts";
import { exportQuestions } from "./export/service.ts";
import { importQuestions } from "./import/service.ts";
import { exportFileSchema, exportInput, importInput, importResultSchema } from "./schemas.ts";

/** Question files in and out, and the MLA content map. */
export const contentRouter = router({
  importFile: adminProcedure
    .input(importInput)
    .output(importResultSchema)
    .mutation(({ ctx, input }) => importQuestions(ctx, input)),
  /** Binary: served by the server's export route, not over tRPC's JSON. */
  exportFile: adminProcedure
    .input(exportInput)
    .output(exportFileSchema)
    .query(({ ctx, input }) => exportQuestions(ctx, input)),
});
