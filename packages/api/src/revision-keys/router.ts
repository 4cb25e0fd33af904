import { learnerProcedure, router } from "../trpc.ts";
import {
  deletedKeySchema,
  listRevisionKeysInput,
  revisionKeyIdInput,
  revisionKeyIdsSchema,
  revisionKeyPageSchema,
  revisionKeySchema,
  saveRevisionKeyInput,
  savedKeySchema,
} from "./schemas.ts";
import { deleteKey, getKey, listKeys, saveKey, sortedKeyIds } from "./service.ts";

export const revisionKeysRouter = router({
  save: learnerProcedure
    .input(saveRevisionKeyInput)
    .output(savedKeySchema)
    .mutation(({ ctx, input }) => saveKey(ctx, input)),
  list: learnerProcedure
    .input(listRevisionKeysInput)
    .output(revisionKeyPageSchema)
    .query(({ ctx, input }) => listKeys(ctx, input)),
  sortedIds: learnerProcedure.output(revisionKeyIdsSchema).query(({ ctx }) => sortedKeyIds(ctx)),
  get: learnerProcedure
    .input(revisionKeyIdInput)
    .output(revisionKeySchema)
    .query(({ ctx, input }) => getKey(ctx, input.id)),
  delete: learnerProcedure
    .input(revisionKeyIdInput)
    .output(deletedKeySchema)
    .mutation(({ ctx, input }) => deleteKey(ctx, input.id)),
});
