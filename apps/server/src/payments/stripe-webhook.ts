import { receiveStripeEvent, type ApiDeps } from "@qbank/api";
import type { Request, RequestHandler, Response } from "express";
import { legacyError, sendErrors } from "../legacy/envelope.ts";
import type { Logger } from "../logger.ts";

/** POST /api/stripe/webhook: the raw body and its signature go to the API, which decides. */
export function stripeWebhook(deps: ApiDeps, logger: Logger): RequestHandler {
  return async (req: Request, res: Response) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      const { ignored } = await receiveStripeEvent(deps, raw, req.get("stripe-signature"));
      if (ignored) (req.log ?? logger).info({ ignored }, "stripe event taken without effect");
      res.json({ received: true });
    } catch (error) {
      const failure = legacyError(error);
      if (failure.unexpected) (req.log ?? logger).error({ err: error }, "stripe event failed");
      sendErrors(res, failure.status, failure.items);
    }
  };
}
