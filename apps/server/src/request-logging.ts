import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Express, NextFunction, Request, RequestHandler } from "express";
import type { Logger } from "./logger.ts";

/** The caller's request id when it is a plain token, else a new one; echoed as X-Request-Id. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

const requestFields = (req: { id: unknown; method?: string | undefined; url?: string | undefined }) => ({
  id: req.id,
  method: req.method,
  url: (req.url ?? "").split("?")[0],
});

/**
 * `req.log` and `req.id` on every request. At `info` and below each request is logged when it
 * ends (pino-http); above it (production's `warn`) nothing is logged per request, so the child
 * logger that carries the request's fields is only made when something is logged. It is a
 * getter on the app's request prototype, defined once: a property defined on each request
 * object gave every request a shape of its own, and each later read of `req` paid for it.
 */
export function requestLogging(app: Express, logger: Logger): RequestHandler {
  if (logger.isLevelEnabled("info")) {
    return pinoHttp({
      logger,
      genReqId: requestId,
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      serializers: {
        req: requestFields,
        // Status only: response headers would repeat the same security headers on every line.
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    });
  }
  const children = new WeakMap<Request, Logger>();
  Object.defineProperty(app.request, "log", {
    configurable: true,
    get(this: Request) {
      let child = children.get(this);
      if (!child) children.set(this, (child = logger.child({ req: requestFields(this) })));
      return child;
    },
  });
  return (req: Request, res: ServerResponse, next: NextFunction) => {
    req.id = requestId(req, res);
    next();
  };
}
