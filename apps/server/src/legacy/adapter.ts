import { createCaller, type ApiDeps } from "@qbank/api";
import { Router, type Request, type RequestHandler, type Response } from "express";
import type { Logger } from "../logger.ts";
import { contextFor } from "../context.ts";
import { stateChangingGetGuard, xsrfGuard, type Xsrf } from "../security/xsrf.ts";
import { legacyError, sendErrors, sendMessage } from "./envelope.ts";

export type Api = ReturnType<typeof createCaller>;

/**
 * One legacy path: how to call the procedure with the request, and how to answer.
 * Rows hold no rules: the procedure owns validation, access and behaviour.
 */
export interface LegacyRow {
  method: "get" | "post" | "delete";
  path: string;
  call: (api: Api, req: Request) => Promise<unknown>;
  /** Shapes the procedure's result into the legacy message (default: as it is). */
  reply?: (result: unknown) => unknown;
  /** Answer with a redirect instead of the envelope (browser links such as the email confirmation). */
  redirect?: { success: (result: never) => string; failure: (message: string) => string };
  /**
   * A GET that changes state: it needs the XSRF header, as unsafe methods do, unless the
   * browser says it comes from this app (Sec-Fetch-Site: same-origin); cross-site is refused.
   */
  changesState?: boolean;
  /** A POST that only reads (the navigation guard): no XSRF token needed. */
  readOnly?: boolean;
  /** Extra middleware for this row (uploads). */
  before?: RequestHandler[];
}

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

export function legacyRouter(rows: LegacyRow[], { deps, logger, xsrf, appOrigin }: AdapterOptions): Router {
  const router = Router();
  const xsrfCheck = xsrfGuard(xsrf, appOrigin);
  const stateChangingGet = stateChangingGetGuard(xsrf, appOrigin);
  for (const row of rows) {
    const before = [...protection(row, xsrfCheck, stateChangingGet), ...(row.before ?? [])];
    router[row.method](row.path, ...before, async (req: Request, res: Response) => {
      const api = createCaller(contextFor(deps, req, res));
      try {
        const result = await row.call(api, req);
        if (row.redirect) return res.redirect(303, row.redirect.success(result as never));
        sendMessage(res, row.reply ? row.reply(result) : result);
      } catch (error) {
        const failure = legacyError(error);
        if (failure.unexpected) (req.log ?? logger).error({ err: error }, "legacy call failed");
        if (row.redirect)
          return res.redirect(303, row.redirect.failure(failure.items[0]?.message ?? "Something went wrong"));
        sendErrors(res, failure.status, failure.items);
      }
    });
  }
  return router;
}
