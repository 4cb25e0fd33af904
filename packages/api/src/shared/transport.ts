/** Most queries one tRPC batch may carry: the server refuses more, the web client's batch link sends no more. */
export const MAX_TRPC_BATCH = 10;

/**
 * The header a request names the account it was made for in (a user id): a page's the account it
 * was drawn for, a queued request's the account that made it.
 */
export const FOR_ACCOUNT_HEADER = "X-For-Account";

/** The same header under the name it had when only queued requests sent it; an installed app's older service worker still does. */
export const QUEUED_FOR_HEADER = "X-Queued-For";
