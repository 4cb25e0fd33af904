import { FOR_ACCOUNT_HEADER } from "@qbank/api/client";
import { TRPCClientError } from "@trpc/client";

/* What the page's tRPC client and the service worker's share: nothing here loads React. */

/**
 * Names the account a request is made for (a page's, or a queued request's maker): the server
 * answers 401 unless the session is that account's, since another may have signed in meanwhile.
 */
export const forAccountHeader = (account: unknown): Record<string, string> =>
  typeof account === "string" ? { [FOR_ACCOUNT_HEADER]: account } : {};

/** The HTTP status of a failed call; undefined when no answer came back. */
export const httpStatus = (error: unknown): number | undefined =>
  error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
