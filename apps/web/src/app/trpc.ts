import { MAX_TRPC_BATCH, REPEATABLE_MUTATIONS, type AppRouter, type ErrorItem } from "@qbank/api/client";
import { QueryClient } from "@tanstack/react-query";
import { httpBatchLink, httpLink, splitLink, TRPCClientError } from "@trpc/client";
import { createTRPCQueryUtils, createTRPCReact } from "@trpc/react-query";
import { backoff, reportConnection } from "./connection.ts";
import type { inferRouterOutputs } from "@trpc/server";
import { UploadError } from "./upload.ts";
import { pageAccount } from "./page-account.ts";
import { forAccountHeader, httpStatus } from "./trpc-transport.ts";
import { readXsrfToken } from "./xsrf.ts";

export { httpStatus };

export const trpc = createTRPCReact<AppRouter>();
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Every call says whether the server answered (a 503 means its database is away). */
async function reportingFetch(url: URL | RequestInfo, options?: RequestInit): Promise<Response> {
  try {
    const res = await fetch(url, { ...options, credentials: "same-origin" });
    reportConnection(res.status !== 503);
    return res;
  } catch (error) {
    if (!options?.signal?.aborted) reportConnection(false);
    throw error;
  }
}

/**
 * Every call, read or write, names the page's account (a queued request its maker's), so a page
 * left open while another tab signed in as someone else neither shows nor changes their data.
 */
const headers = (account: unknown) => ({ "X-XSRF-TOKEN": readXsrfToken(), ...forAccountHeader(account) });

/** Queries are batched (at most the server's cap); each mutation goes alone, as the server requires. */
const links = [
  splitLink({
    condition: (op) => op.type === "query",
    true: httpBatchLink({
      url: "/trpc",
      headers: () => headers(pageAccount()),
      fetch: reportingFetch,
      maxItems: MAX_TRPC_BATCH,
    }),
    false: httpLink({
      url: "/trpc",
      headers: ({ op }) => headers(op.context.forAccount ?? pageAccount()),
      fetch: reportingFetch,
    }),
  }),
];

/**
 * One client for the screens and for code outside React (route loaders, the outbox): the
 * navigation guard and the reads a route starts for its screen then go in one request.
 */
export const trpcClient = trpc.createClient({ links });
export const api = trpcClient;

/** No answer, or the server's database is away: worth trying again after a pause. */
const unreachable = (error: unknown) => {
  const status = httpStatus(error);
  return status === undefined || status === 503;
};

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Retry only what may pass on a second try: network failures and server errors, and
      // longer while the server is unreachable (a database restart takes seconds).
      retry: (count, error) => (unreachable(error) ? count < 6 : (httpStatus(error) ?? 0) >= 500 && count < 2),
      retryDelay: backoff,
    },
    mutations: { retry: false },
  },
});
/** The query cache's procedures outside React: a route starts its screen's reads with these. */
export const queryUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });

// Mutations that may be repeated are sent again while the server cannot be reached.
for (const name of REPEATABLE_MUTATIONS) {
  queryClient.setMutationDefaults([name.split(".")], {
    retry: (count, error) => unreachable(error) && count < 3,
    retryDelay: backoff,
  });
}

/** The server's error list of a failed call (field errors, or one message). */
export function errorItems(error: unknown): ErrorItem[] {
  if (error instanceof UploadError) return error.items;
  if (error instanceof TRPCClientError) {
    const data = error.data as { issues?: ErrorItem[] | null } | undefined;
    if (data?.issues?.length) return data.issues;
    return [{ object: "server", message: error.message === "Failed to fetch" ? "Network Error" : error.message }];
  }
  return [{ object: "server", message: "Network Error" }];
}
