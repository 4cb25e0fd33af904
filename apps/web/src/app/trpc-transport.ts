import { QUEUED_FOR_HEADER } from "@qbank/api/client";
import { TRPCClientError } from "@trpc/client";

/* What the page's tRPC client and the service worker's share: nothing here loads React. */

/**
 * A request sent from the device's queue names the account that made it (`context.queuedFor`),
 * and the server refuses it with 401 unless the session is that account's: between the queue's
 * check of the session and the send, another account may have signed in.
 */
export const queuedForHeader = (context: Record<string, unknown>): Record<string, string> =>
  typeof context.queuedFor === "string" ? { [QUEUED_FOR_HEADER]: context.queuedFor } : {};

/** The HTTP status of a failed call; undefined when no answer came back. */
export const httpStatus = (error: unknown): number | undefined =>
  error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
