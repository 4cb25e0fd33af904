import { itemsMessage, TEXT_NOT_ALLOWED, UNSTORABLE_TEXT, type ErrorItem } from "@qbank/api";
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { sendErrors, sendJson } from "../legacy/envelope.ts";

/** No form or call of this app nests deeper than a few levels; 32 leaves room and stops stack overflows. */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP = "The request is nested too deeply.";
export const LIST_WITH_GAPS = "The request has a list with gaps in it.";

/**
 * The first problem in parsed input, or null: a string with a character PostgreSQL cannot
 * store, a list with gaps, or nesting deeper than MAX_INPUT_DEPTH. The walk keeps its own stack, so no input
 * can overflow it. Problems are named by the top-level field they sit in.
 */
export function inputProblem(input: unknown, object: string): ErrorItem | null {
  const stack: { value: unknown; depth: number; field: string }[] = [{ value: input, depth: 0, field: object }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, depth, field } = item;
    if (typeof value === "string") {
      if (UNSTORABLE_TEXT.test(value)) return { object: field, message: TEXT_NOT_ALLOWED };
      continue;
    }
    if (value === null || typeof value !== "object" || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { object: "body", message: TOO_DEEP };
    if (Array.isArray(value)) {
      // A form field named `a[4000000000]` makes a list that long holding one item; JSON and
      // query strings never make gaps, so a list with them is refused before it is walked.
      if (Object.keys(value).length !== value.length) return { object: field, message: LIST_WITH_GAPS };
      for (const child of value as unknown[]) stack.push({ value: child, depth: depth + 1, field });
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      if (UNSTORABLE_TEXT.test(key)) return { object: depth === 0 ? object : field, message: TEXT_NOT_ALLOWED };
      stack.push({ value: child, depth: depth + 1, field: depth === 0 ? key : field });
    }
  }
  return null;
}

const TRPC_CODES: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR",
  503: "SERVICE_UNAVAILABLE",
};

/** No batch names more calls than a URL holds; the answer's list stops here whatever the path says. */
const MAX_REFUSED_CALLS = 100;

/**
 * How many answers a refused tRPC request expects: none when it is a single call (one error
 * object), else one per call of the batch (`?batch=1`, the procedures' paths joined by commas).
 */
function batchCalls(req: Request): number | null {
  const [path = "", search = ""] = req.originalUrl.split("?", 2);
  if (new URLSearchParams(search).get("batch") !== "1") return null;
  let names = path.replace(/^\/trpc\/?/i, "");
  try {
    names = decodeURIComponent(names);
  } catch {
    // tRPC itself would refuse the path; one answer is enough
  }
  return Math.min(MAX_REFUSED_CALLS, Math.max(1, names.split(",").length));
}

/**
 * A refusal made before tRPC runs, in the shape `@trpc/client` reads: `{ error }` for a single
 * call, a list of them (one per call) for a batch, with the same status and `data.issues`.
 */
export function sendTrpcErrors(req: Request, res: ServerResponse, status: number, items: ErrorItem[]) {
  const code = TRPC_CODES[status] ?? (status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST");
  const error = {
    error: {
      message: itemsMessage(items),
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: { code, httpStatus: status, issues: items },
    },
  };
  const calls = batchCalls(req);
  sendJson(res, status, calls === null ? error : Array.from({ length: calls }, () => error));
}

/** Whether a request goes to tRPC (it answers in tRPC's shape) rather than the legacy REST paths. */
export const isTrpcRequest = (req: Request) => /^\/trpc(\/|\?|$)/i.test(req.originalUrl);

/** Answers a refusal in the shape the caller reads: tRPC's on /trpc, the legacy envelope elsewhere. */
export function sendRefusal(req: Request, res: ServerResponse, status: number, items: ErrorItem[]) {
  return isTrpcRequest(req) ? sendTrpcErrors(req, res, status, items) : sendErrors(res, status, items);
}

/** What a client is told of a request that cannot be read as HTTP or URL text. */
export const UNREADABLE_REQUEST: ErrorItem = { object: "request", message: "The request could not be read." };

/** A percent-encoded NUL in the path would reach a procedure as a route parameter. */
const pathProblem = (req: Request): ErrorItem | null =>
  /%00/i.test(req.path) ? { object: "path", message: TEXT_NOT_ALLOWED } : null;

/** tRPC decodes its procedures' names from the path and answers a 500 when it cannot. */
function undecodablePath(req: Request): ErrorItem | null {
  if (!req.path.includes("%")) return null;
  try {
    decodeURIComponent(req.path);
    return null;
  } catch {
    return UNREADABLE_REQUEST;
  }
}

/** The inputs of a tRPC call: the body of a POST, or the `input` JSON of a GET; batches item by item. */
function trpcInputs(req: Request): unknown[] {
  const batch = req.query.batch === "1";
  let input: unknown = req.body;
  if (req.method === "GET") {
    const raw = req.query.input;
    if (typeof raw !== "string") return [];
    try {
      input = JSON.parse(raw);
    } catch {
      return []; // tRPC answers unreadable JSON itself
    }
  }
  if (batch && input !== null && typeof input === "object" && !Array.isArray(input)) return Object.values(input);
  return [input];
}

/** Refuses a REST request whose path, query or body holds text PostgreSQL cannot store, or is too deep. */
export function legacyInputGuard(req: Request, res: Response, next: NextFunction) {
  const problem = pathProblem(req) ?? inputProblem(req.query, "query") ?? inputProblem(req.body, "body");
  if (problem) return sendErrors(res, 400, [problem]);
  next();
}

/** The same check for tRPC calls, answered in tRPC's shape. */
export function trpcInputGuard(req: Request, res: Response, next: NextFunction) {
  let problem = pathProblem(req) ?? undecodablePath(req) ?? inputProblem(req.query, "query");
  for (const input of trpcInputs(req)) problem ??= inputProblem(input, "input");
  if (problem) return sendTrpcErrors(req, res, 400, [problem]);
  next();
}
