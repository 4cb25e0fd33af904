/** Most queries one tRPC batch may carry: the server refuses more, the web client's batch link sends no more. */
export const MAX_TRPC_BATCH = 10;

/** The header a request from the device's queue names its maker's account in (a user id). */
export const QUEUED_FOR_HEADER = "X-Queued-For";
