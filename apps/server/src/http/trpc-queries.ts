import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  transformTRPCResponse,
  type TRPCError,
} from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import type { AppRouter, Context } from "@qbank/api";
import { sendJson } from "../legacy/envelope.ts";
import type { ApiRequest, ApiResponse } from "./api-request.ts";

interface QueryOptions {
  router: AppRouter;
  maxBatchSize: number;
  createContext: (req: ApiRequest, res: ApiResponse) => Context;
  onError: (error: TRPCError, req: ApiRequest) => void;
}

interface Call {
  path: string;
  input: unknown;
}

/**
 * tRPC's answer to a GET of queries (one, or a batch), as its HTTP handler gives it: the same
 * JSON, status (207 when a batch mixes them) and `Vary`, without turning the request into a
 * Fetch `Request` and the answer into a stream. Calls it cannot read as plain queries (a
 * mutation, an unknown path, a streaming `Accept`, unreadable input, too large a batch) return
 * false and go to tRPC's own handler, which answers them (and their errors) as always.
 */
export function trpcQueries({ router, maxBatchSize, createContext, onError }: QueryOptions) {
  const procedures = router._def.procedures as unknown as Record<string, { _def: { type: string } } | undefined>;
  const config = router._def._config;
  const isQuery = (path: string) =>
    Object.prototype.hasOwnProperty.call(procedures, path) && procedures[path]?._def.type === "query";

  const callsOf = (req: ApiRequest): { calls: Call[]; batch: boolean } | null => {
    if (req.method !== "GET" || req.headers["trpc-accept"] !== undefined) return null;
    if (req.headers.accept?.includes("application/jsonl")) return null;
    const batch = req.query.batch === "1";
    let paths: string[];
    let inputs: unknown;
    try {
      const joined = decodeURIComponent(req.path.slice(req.path.lastIndexOf("/") + 1));
      paths = batch ? joined.split(",") : [joined];
      const raw = req.query.input;
      if (raw !== undefined && typeof raw !== "string") return null;
      inputs = raw ? JSON.parse(raw) : undefined;
    } catch {
      return null;
    }
    if (paths.length > maxBatchSize || !paths.every(isQuery)) return null;
    if (!batch) return { calls: [{ path: paths[0]!, input: inputs }], batch };
    if (inputs !== undefined && (inputs === null || typeof inputs !== "object" || Array.isArray(inputs))) return null;
    const byIndex = (inputs ?? {}) as Record<string, unknown>;
    return { calls: paths.map((path, i) => ({ path, input: byIndex[i] })), batch };
  };

  return async (req: ApiRequest, res: ApiResponse): Promise<boolean> => {
    const found = callsOf(req);
    if (!found) return false;
    const ctx = createContext(req, res);
    const answers = await Promise.all(
      found.calls.map(async ({ path, input }, batchIndex) => {
        try {
          const data: unknown = await callTRPCProcedure({
            router,
            path,
            getRawInput: () => Promise.resolve(input),
            ctx,
            type: "query",
            signal: undefined,
            batchIndex,
          });
          return { result: { data } };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          onError(error, req);
          return { error: getTRPCErrorShape({ config, ctx, error, input, path, type: "query" }) };
        }
      }),
    );
    res.setHeader("Vary", "trpc-accept, accept");
    const body = transformTRPCResponse(config, found.batch ? answers : answers[0]!);
    sendJson(res, getHTTPStatusCode(answers), body, "application/json");
    return true;
  };
}
