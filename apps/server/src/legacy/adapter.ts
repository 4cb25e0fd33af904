/**
 * The legacy REST adapter. A route row is plain data, and the OpenAPI document
 * (`openapi/document.ts`) is generated from the same rows plus the procedures' zod schemas:
 *
 *   { method: "post", path: "/qbank/submit", summary: "Answer a question", procedure: (api) => api.qbank.submit, input: "body" }
 *
 * - `procedure`: the procedure of the app router's caller, so the compiler checks that it exists
 *   and go-to-definition and rename follow it; it owns validation, access and behaviour.
 * - `input`: where the procedure's input fields come from: "body" (JSON or form fields) or
 *   "query". Path parameters (`:id`) always join the input last. No `input` and no path
 *   parameter: the procedure is called without input.
 * - `upload`: a multipart form with one file, passed to the procedure as `upload.as`; with
 *   `upload.json`, the input's other fields are the JSON text of that form field; with
 *   `upload.name`, the file's own name joins the input as that field. Files are images of
 *   at most 5 MB unless `upload.file` says otherwise.
 * - `changesState`: a GET that changes state (XSRF rules of unsafe methods; see `protection`).
 * - `readOnly`: a POST that only reads (no XSRF token needed).
 * - `redirect`: answer with a 303 to `redirect.to`, naming result fields in the query on
 *   success and the first error message as `redirect.failure` on failure.
 * Rows hold no rules; their one function only names the procedure.
 */
import { checkAccess, createCaller, ErrorList, retryAfterOf, type ApiDeps } from "@qbank/api";
import { TRPCError } from "@trpc/server";
import { Router, type Request, type RequestHandler, type Response } from "express";
import type { Logger } from "../logger.ts";
import { contextFor } from "../context.ts";
import { setRetryAfter } from "../http/unavailable.ts";
import { procedureSchemas, type ProcedureName } from "../openapi/procedures.ts";
import { stateChangingGetGuard, xsrfGuard, type Xsrf } from "../security/xsrf.ts";
import { legacyError, sendErrors, sendMessage } from "./envelope.ts";
import { multipart, refuseUnread, uploadedBlob, uploadedBytes } from "./uploads.ts";

type Caller = ReturnType<typeof createCaller>;
/** A procedure of the caller; its input is read from the request and checked by its own schema. */
type CallerProcedure = (input: never) => Promise<unknown>;
export type ProcedureRef = (api: Caller) => CallerProcedure;

/**
 * The "router.name" a row's procedure has in the app router (for the OpenAPI document and the
 * access tests): its reference is followed on a stand-in caller that records the path.
 */
export function procedureName(ref: ProcedureRef): ProcedureName {
  const path: string[] = [];
  const recorder: unknown = new Proxy(() => undefined, {
    get: (_target, key) => {
      path.push(String(key));
      return recorder;
    },
  });
  ref(recorder as Caller);
  return path.join(".") as ProcedureName;
}

export interface LegacyRow {
  method: "get" | "post" | "put" | "delete";
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  procedure: ProcedureRef;
  input?: "body" | "query";
  upload?: {
    as: string;
    json?: string;
    name?: string;
    /** Another kind of file than an image: its size limit, the words when it is over, what it is. */
    file?: { maxBytes: number; tooLarge: string; description: string };
    /** The file reaches the procedure as a Blob of the file on disk, read as needed, not as bytes in memory. */
    streamed?: boolean;
  };
  changesState?: boolean;
  readOnly?: boolean;
  redirect?: { to: string; success: Record<string, string>; failure: string };
}

/** The multipart form field that carries the file, on every upload row. */
export const UPLOAD_FIELD = "file";

interface AdapterOptions {
  deps: ApiDeps;
  logger: Logger;
  xsrf: Xsrf;
  appOrigin: string;
}

/** Unsafe methods need the XSRF token; state-changing GETs need it too unless the browser says same-origin. */
function protection(row: LegacyRow, xsrfCheck: RequestHandler, stateChangingGet: RequestHandler): RequestHandler[] {
  if (row.method === "get") return row.changesState ? [stateChangingGet] : [];
  return row.readOnly ? [] : [xsrfCheck];
}

/**
 * A multipart form's JSON text field as an object (the admin question form sends `data`). A
 * missing field reads as empty, and the procedure's schema names each field it needs; text
 * that is not a JSON object is refused as such, not read as empty.
 */
function jsonField(req: Request, name: string): Record<string, unknown> {
  const raw = (req.body as Record<string, unknown> | undefined)?.[name];
  if (typeof raw !== "string") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badField(name, "The field is not valid JSON.");
  }
  if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  throw badField(name, "The field must be a JSON object.");
}

const badField = (object: string, message: string) =>
  new TRPCError({ code: "BAD_REQUEST", message, cause: new ErrorList([{ object, message }]) });

/** The procedure's input, read from the request as the row says; its zod schema validates it. */
async function inputOf(row: LegacyRow, req: Request): Promise<unknown> {
  const params = req.params;
  const hasParams = Object.keys(params).length > 0;
  if (row.upload) {
    const base = row.upload.json ? jsonField(req, row.upload.json) : ((req.body ?? {}) as object);
    const read = row.upload.streamed ? uploadedBlob : uploadedBytes;
    const file = req.file ? { [row.upload.as]: await read(req.file) } : {};
    if (req.file && row.upload.name) Object.assign(file, { [row.upload.name]: req.file.originalname });
    return { ...base, ...file, ...params };
  }
  if (row.input === "query") return hasParams ? { ...(req.query as object), ...params } : req.query;
  if (row.input === "body") return hasParams ? { ...(req.body as object), ...params } : (req.body ?? {});
  return hasParams ? params : undefined;
}

/** Calls the row's procedure through the caller; the procedure's zod schema validates the input. */
const call = (api: Caller, ref: ProcedureRef, input: unknown): Promise<unknown> => ref(api)(input as never);

const withQuery = (to: string, params: Record<string, string>) => `${to}?${new URLSearchParams(params).toString()}`;

function redirectOnSuccess(redirect: NonNullable<LegacyRow["redirect"]>, result: unknown): string {
  const fields = result as Record<string, unknown>;
  return withQuery(
    redirect.to,
    Object.fromEntries(Object.entries(redirect.success).map(([name, field]) => [name, String(fields[field])])),
  );
}

/**
 * The legacy rows (mounted at /api), one router per first path segment (/qbank, /stats,
 * /user…): a request is handed to its own group's router by a look-up of that segment, and
 * matched against that group's rows only, in their order. Express matches the paths: any
 * letter case, an optional trailing slash, HEAD as GET, percent-decoded parameters (400 when
 * one cannot be).
 */
export function legacyRouter(rows: LegacyRow[], { deps, logger, xsrf, appOrigin }: AdapterOptions): RequestHandler {
  const xsrfCheck = xsrfGuard(xsrf, appOrigin);
  const stateChangingGet = stateChangingGetGuard(xsrf, appOrigin);
  const groups = new Map<string, Router>();
  for (const row of rows) {
    const first = firstSegment(row.path);
    let group = groups.get(first);
    if (!group) groups.set(first, (group = Router()));
    group[row.method](
      row.path,
      ...protection(row, xsrfCheck, stateChangingGet),
      ...(row.upload ? [accessBeforeBody(row, deps), multipart(UPLOAD_FIELD, row.upload.file)] : []),
      handler(row, deps, logger),
    );
  }
  return (req, res, next) => {
    const group = groups.get(firstSegment(req.path));
    if (group) group(req, res, next);
    else next();
  };
}

/** "qbank" of "/qbank/categories", in lower case as Express matches paths. */
function firstSegment(path: string): string {
  const end = path.indexOf("/", 1);
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

/**
 * An upload's caller is checked before its body is read: a file from someone the procedure
 * would refuse is answered 401/403 at once and never stored.
 */
function accessBeforeBody(row: LegacyRow, deps: ApiDeps): RequestHandler {
  const { access } = procedureSchemas[procedureName(row.procedure)];
  return (req, res, next) => {
    try {
      checkAccess(contextFor(deps, req, res), access);
    } catch (error) {
      const failure = legacyError(error);
      return refuseUnread(req, res, failure.status, failure.items);
    }
    next();
  };
}

/** Calls the row's procedure and answers in the legacy envelope (or with the row's redirect). */
function handler(row: LegacyRow, deps: ApiDeps, logger: Logger) {
  return async (req: Request, res: Response) => {
    const api = createCaller(contextFor(deps, req, res));
    try {
      const result = await call(api, row.procedure, await inputOf(row, req));
      if (row.redirect) return redirect(res, redirectOnSuccess(row.redirect, result));
      sendMessage(res, result);
    } catch (error) {
      const failure = legacyError(error);
      if (failure.unexpected) (req.log ?? logger).error({ err: error }, "legacy call failed");
      if (failure.status === 503) setRetryAfter(res);
      const wait = error instanceof TRPCError ? retryAfterOf(error) : undefined;
      if (wait !== undefined) res.setHeader("Retry-After", String(wait));
      if (row.redirect) {
        const message = failure.items[0]?.message ?? "Something went wrong";
        return redirect(res, withQuery(row.redirect.to, { [row.redirect.failure]: message }));
      }
      sendErrors(res, failure.status, failure.items);
    }
  };
}

function redirect(res: Response, to: string): void {
  res.statusCode = 303;
  res.setHeader("Location", to);
  res.setHeader("Content-Length", 0);
  res.end();
}
