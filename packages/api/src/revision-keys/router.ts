import { levelProcedure, router } from "../trpc.ts";
import { Level } from "../shared/levels.ts";
import { saveRevisionKeyInput, savedKeySchema } from "./schemas.ts";
import { saveKey } from "./service.ts";

export const revisionKeysRouter = router({
  save: levelProcedure(Level.Basic)
    .input(saveRevisionKeyInput)
    .output(savedKeySchema)
    .mutation(({ ctx, input }) => saveKey(ctx, input.question)),
});
