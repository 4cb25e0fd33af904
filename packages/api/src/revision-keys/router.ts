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
import { contract } from "../shared/contract.ts";

export const revisionKeysRouter = router({
  save: learnerProcedure
    .input(saveRevisionKeyInput)
    .output(contract(savedKeySchema))
    .mutation(({ ctx, input }) => saveKey(ctx, input)),
  list: learnerProcedure
    .input(listRevisionKeysInput)
    .output(contract(revisionKeyPageSchema))
    .query(({ ctx, input }) => listKeys(ctx, input)),
  sortedIds: learnerProcedure.output(contract(revisionKeyIdsSchema)).query(({ ctx }) => sortedKeyIds(ctx)),
  get: learnerProcedure
    .input(revisionKeyIdInput)
    .output(contract(revisionKeySchema))
    .query(({ ctx, input }) => getKey(ctx, input.id)),
  delete: learnerProcedure
    .input(revisionKeyIdInput)
    .output(contract(deletedKeySchema))
    .mutation(({ ctx, input }) => deleteKey(ctx, input.id)),
});
