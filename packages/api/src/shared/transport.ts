/** Most queries one tRPC batch may carry: the server refuses more, the web client's batch link sends no more. */
export const MAX_TRPC_BATCH = 10;
