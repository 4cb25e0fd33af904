import { existsSync } from "node:fs";
import { join } from "node:path";
import { appRouter, type ApiDeps } from "@qbank/api";
import { ping } from "@qbank/db";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import cookieParser from "cookie-parser";
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { randomUUID } from "node:crypto";
import { oauthRouter } from "./auth/oauth-routes.ts";
import { mediaRouter } from "./media/question-image.ts";
import { contextFor } from "./context.ts";
import { legacyRouter } from "./legacy/adapter.ts";
import { SERVER_ERROR, sendErrors } from "./legacy/envelope.ts";
import { legacyRoutes } from "./legacy/routes.ts";
import type { Logger } from "./logger.ts";
import { sessionMiddleware } from "./security/session.ts";
import { createXsrf, xsrfGuard, xsrfIssuer } from "./security/xsrf.ts";

export interface AppOptions {
  deps: ApiDeps;
  logger: Logger;
  sessionSecret: string;
  production: boolean;
  trustProxy: boolean;
  /** The built web app; served with an SPA fallback when present. */
  webDist?: string | undefined;
}

const JSON_LIMIT = "100kb";

export function createApp(options: AppOptions): express.Express {
  const { deps, logger } = options;
  const appOrigin = new URL(deps.appUrl).origin;
  const xsrf = createXsrf(options.sessionSecret);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url.split("?")[0],
        }),
        // Status only: response headers would repeat the same security headers on every line.
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "default-src": ["'self'"],
          "img-src": ["'self'", "data:", "blob:"],
          "style-src": ["'self'", "'unsafe-inline'"],
          "script-src": ["'self'"],
          "connect-src": ["'self'"],
          "frame-ancestors": ["'none'"],
          "upgrade-insecure-requests": options.production ? [] : null,
        },
      },
      hsts: options.production,
    }),
  );

  app.get("/healthz", async (_req: Request, res: Response) => {
    if (await ping(deps.db)) res.json({ status: "ok" });
    else res.status(503).json({ status: "unavailable" });
  });

  app.use(cookieParser());
  app.use(
    ["/api", "/trpc"],
    express.json({ limit: JSON_LIMIT }),
    express.urlencoded({ extended: false, limit: JSON_LIMIT }),
  );
  app.use(["/api", "/trpc"], sessionMiddleware(deps.lucia), xsrfIssuer(xsrf, options.production));

  app.use(
    "/trpc",
    xsrfGuard(xsrf, appOrigin),
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => contextFor(deps, req, res),
      onError: ({ error, req }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error.cause ?? error }, "procedure failed");
      },
    }),
  );
  app.use("/api/auth", oauthRouter(deps, logger, options.production));
  app.use("/api/media", mediaRouter(deps));
  app.use("/api", legacyRouter(legacyRoutes, { deps, logger, xsrf, appOrigin }));
  app.use("/api", (_req: Request, res: Response) => sendErrors(res, 404, [{ object: "path", message: "Not found" }]));

  if (options.webDist && existsSync(join(options.webDist, "index.html"))) {
    const dist = options.webDist;
    app.use("/assets", express.static(join(dist, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(dist, { index: false, maxAge: "1h" }));
    app.get("/{*splat}", (_req: Request, res: Response) => {
      res.setHeader("Cache-Control", "no-cache");
      res.sendFile(join(dist, "index.html"));
    });
  }

  app.use(errorHandler);
  return app;
}

/** Body parser failures are the client's; anything else is logged and answered without detail. */
const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const status = (err as { status?: number; type?: string }).status;
  if (status === 413) return sendErrors(res, 413, [{ object: "body", message: "The request is too large." }]);
  if (status === 400) return sendErrors(res, 400, [{ object: "body", message: "The request body is not valid JSON." }]);
  req.log.error({ err }, "request failed");
  if (!res.headersSent) sendErrors(res, 500, [SERVER_ERROR]);
};
