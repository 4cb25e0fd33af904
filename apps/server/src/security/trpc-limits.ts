import type { NextFunction, Request, Response } from "express";
import { sendTrpcErrors } from "./input-guard.ts";

/**
 * A POST (a mutation) carries one call: no screen batches mutations, and a batch of them
 * would run many changes (and many throttled attempts) for one request. tRPC decodes the
 * path before splitting it, so an encoded comma counts too. Query batches are
 * capped by tRPC's own maxBatchSize.
 */
export function oneMutationPerRequest(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.query.batch === "1" && /,|%2c/i.test(req.path)) {
    return sendTrpcErrors(req, res, 400, [{ object: "batch", message: "Send one change per request." }]);
  }
  next();
}
