import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { parse as parseQuery } from "node:querystring";
import { appRouter, type ApiDeps } from "@qbank/api";
import type { TRPCError } from "@trpc/server";
import { nodeHTTPRequestHandler } from "@trpc/server/adapters/node-http";
import cookieParser from "cookie-parser";
import express from "express";
import { contextFor } from "../context.ts";
import { legacyTable, type LegacyRow } from "../legacy/adapter.ts";
import type { Logger } from "../logger.ts";
import { requestLogging } from "../request-logging.ts";
import { appSecurityHeaders } from "../security/headers.ts";
import { legacyInputGuard, trpcInputGuard } from "../security/input-guard.ts";
import { sessionMiddleware } from "../security/session.ts";
import { MAX_TRPC_BATCH, oneMutationPerRequest } from "../security/trpc-limits.ts";
import { xsrfGuard, xsrfIssuer, type Xsrf } from "../security/xsrf.ts";
import type { ApiRequest, ApiResponse, Middleware, Next } from "./api-request.ts";
import { answerFailure } from "./failure.ts";
import { trpcQueries } from "./trpc-queries.ts";

export interface ApiFrontOptions {
  deps: ApiDeps;
  logger: Logger;
  xsrf: Xsrf;
  appOrigin: string;
  production: boolean;
  trustProxy: boolean;
  legacyRows: LegacyRow[];
}

const JSON_LIMIT = "100kb";

/** API answers carry personal data (user data holds the email): no cache may keep them. */
export const noStore: Middleware = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

/** The checks every answer of the app gets, API or not, in order. */
export function everyRequest(logger: Logger, production: boolean): Middleware[] {
  return [requestLogging(logger), appSecurityHeaders(production)];
}

/** What every legacy path (and any other /api path) reads and checks before its handler. */
export function legacyChecks(deps: ApiDeps, xsrf: Xsrf, production: boolean): Middleware[] {
  return [
    express.json({ limit: JSON_LIMIT }) as Middleware,
    express.urlencoded({ extended: false, limit: JSON_LIMIT }) as Middleware,
    legacyInputGuard,
    sessionMiddleware(deps.lucia),
    xsrfIssuer(xsrf, production),
  ];
}

/**
 * The API's own front: the legacy REST rows and tRPC, served on node's request and response
 * without Express. Express sets its own prototypes on both objects for every request, which
 * costs more CPU than the rest of a light endpoint's work; the middlewares below are the same
 * functions Express runs for the app's other paths. Anything else goes to `fallback` (Express:
 * the web app, OAuth, media, the OpenAPI document, the Stripe webhook and the /api 404).
 */
export function apiFront(options: ApiFrontOptions, fallback: RequestListener): RequestListener {
  const { deps, logger, xsrf, appOrigin, production, trustProxy } = options;
  const shared = [...everyRequest(logger, production), cookieParser() as Middleware, noStore];
  const legacyBefore = [...shared, ...legacyChecks(deps, xsrf, production)];
  const match = legacyTable(options.legacyRows, { deps, logger, xsrf, appOrigin }, legacyBefore);
  const onError = (error: TRPCError, req: ApiRequest) => {
    if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error.cause ?? error }, "procedure failed");
  };
  const queries = trpcQueries({
    router: appRouter,
    maxBatchSize: MAX_TRPC_BATCH,
    createContext: (req, res) => contextFor(deps, req, res),
    onError,
  });
  const trpcHandler: Middleware = async (req, res) => {
    if (await queries(req, res)) return;
    await nodeHTTPRequestHandler({
      router: appRouter,
      maxBatchSize: MAX_TRPC_BATCH,
      req,
      res,
      path: req.path.slice(req.path.lastIndexOf("/") + 1),
      createContext: ({ req, res }) => contextFor(deps, req, res),
      onError: ({ error, req }) => onError(error, req),
    });
  };
  const trpcChain = [
    ...shared,
    oneMutationPerRequest,
    // Every tRPC body is JSON: parse it whatever its declared type, so tRPC never reads a
    // body itself that the checks below have not seen.
    express.json({ limit: JSON_LIMIT, type: () => true }) as Middleware,
    trpcInputGuard,
    sessionMiddleware(deps.lucia),
    xsrfIssuer(xsrf, production),
    xsrfGuard(xsrf, appOrigin),
    trpcHandler,
  ];

  const badParameterChain = [...legacyBefore, failWith(badParameter)];

  return (incoming: IncomingMessage, response: ServerResponse) => {
    const url = incoming.url ?? "/";
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const prefix = path.slice(0, 5).toLowerCase();
    let chain: Middleware[] | null = null;
    let params: Record<string, string> = {};
    if (prefix === "/trpc" && (path.length === 5 || path[5] === "/")) chain = trpcChain;
    else if (prefix === "/api/") {
      const found = match(incoming.method ?? "GET", path.slice(4));
      if (found?.params) {
        chain = found.route.chain;
        params = found.params;
      } else if (found) chain = badParameterChain;
    }
    if (!chain) return fallback(incoming, response);

    const req = incoming as ApiRequest;
    const res = response as ApiResponse;
    req.originalUrl = url;
    req.path = path;
    req.query = queryAt === -1 ? {} : parseQuery(url.slice(queryAt + 1));
    req.params = params;
    req.ip = clientIp(req, trustProxy);
    req.protocol = protocolOf(req, trustProxy);
    res.locals = { auth: { user: null, session: null }, setSessionCookie: notYet };
    run(chain, req, res);
  };
}

const notYet = () => {
  throw new Error("the session cookie is set only after the XSRF issuer ran");
};

/** Express's answer to a path parameter that is not valid percent-encoding. */
const badParameter = Object.assign(new Error("Failed to decode a path parameter"), { status: 400 });

const failWith =
  (error: unknown): Middleware =>
  (_req, _res, next) =>
    next(error);

/** Runs the middlewares in order; a failure (passed to `next` or thrown) ends with `answerFailure`. */
function run(chain: Middleware[], req: ApiRequest, res: ApiResponse): void {
  let index = 0;
  const fail = (error: unknown) => {
    try {
      answerFailure(error, req, res);
    } catch (again) {
      logFailure(req, again);
    }
  };
  const next: Next = (error) => {
    if (error !== undefined) return fail(error);
    const middleware = chain[index++];
    if (!middleware) return;
    try {
      const result = middleware(req, res, next);
      if (result instanceof Promise) result.catch(fail);
    } catch (thrown) {
      fail(thrown);
    }
  };
  next();
}

function logFailure(req: ApiRequest, error: unknown) {
  req.log.error({ err: error }, "request failed");
  req.socket.destroy();
}

/** The client's address as Express gives it: the socket's, or with a trusted proxy the first forwarded one. */
function clientIp(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = req.headers["x-forwarded-for"];
  if (trustProxy && typeof forwarded === "string" && forwarded.trim() !== "") return forwarded.split(",")[0]!.trim();
  return req.socket.remoteAddress;
}

function protocolOf(req: IncomingMessage, trustProxy: boolean): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  const forwarded = req.headers["x-forwarded-proto"];
  if (!trustProxy || typeof forwarded !== "string") return own;
  return forwarded.split(",")[0]!.trim();
}
