import { UNAVAILABLE_ITEM } from "@qbank/api";
import { isDatabaseUnavailable } from "@qbank/db";
import { SERVER_ERROR } from "../legacy/envelope.ts";
import { setRetryAfter } from "./unavailable.ts";
import { sendRefusal, UNREADABLE_REQUEST } from "../security/input-guard.ts";
import type { Request, Response } from "express";

/** What the client did wrong, by body-parser's error type; other 4xx get a plain text. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  "entity.too.large": { status: 413, message: "The request is too large." },
  "parameters.too.many": { status: 413, message: "The request is too large." },
  "entity.parse.failed": { status: 400, message: "The request body is not valid JSON." },
  "encoding.unsupported": { status: 415, message: "The request body's Content-Encoding is not supported." },
  "charset.unsupported": { status: 415, message: "The request body must be UTF-8." },
  "entity.verify.failed": { status: 403, message: "The request body could not be verified." },
};

/**
 * Body parser and routing failures are the client's (4xx, with the error list in the shape
 * the caller reads); a database that is away is a 503 with Retry-After; anything else is
 * logged with the request id and answered without detail.
 */
export function answerFailure(err: unknown, req: Request, res: Response): void {
  const { status, type, expose } = err as { status?: unknown; type?: unknown; expose?: unknown };
  const known = typeof type === "string" ? CLIENT_ERRORS[type] : undefined;
  const clientStatus = typeof status === "number" && status >= 400 && status < 500 && expose !== false ? status : 0;
  if (res.headersSent) {
    req.log.error({ err }, "request failed after the answer began");
    if (!res.writableEnded) res.destroy();
    return;
  }
  if (known) return sendRefusal(req, res, known.status, [{ object: "body", message: known.message }]);
  if (clientStatus) return sendRefusal(req, res, clientStatus, [UNREADABLE_REQUEST]);
  // The session lookup and other steps before a procedure meet a database that is away too.
  if (isDatabaseUnavailable(err)) {
    req.log.warn({ err }, "database unavailable");
    setRetryAfter(res);
    return sendRefusal(req, res, 503, [UNAVAILABLE_ITEM]);
  }
  req.log.error({ err }, "request failed");
  sendRefusal(req, res, 500, [SERVER_ERROR]);
}
