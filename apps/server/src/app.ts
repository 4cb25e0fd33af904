import { existsSync } from "node:fs";
import { join } from "node:path";
import { appRouter, type ApiDeps } from "@qbank/api";
import { ping } from "@qbank/db";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import cookieParser from "cookie-parser";
import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response } from "express";
import { oauthRouter } from "./auth/oauth-routes.ts";
import { mediaRouter } from "./media/question-image.ts";
import { openApiRouter } from "./openapi/routes.ts";
import { contextFor } from "./context.ts";
import { legacyRouter } from "./legacy/adapter.ts";
import { SERVER_ERROR, sendErrors } from "./legacy/envelope.ts";
import { legacyRoutes } from "./legacy/routes.ts";
import { requestLogging } from "./request-logging.ts";
import { stripeWebhook } from "./payments/stripe-webhook.ts";
import { assetRoute, precompressedAssets, sendAsset } from "./web/precompressed.ts";
import type { Logger } from "./logger.ts";
import { legacyInputGuard, sendRefusal, trpcInputGuard } from "./security/input-guard.ts";
import { fixedSecurityHeaders } from "./security/headers.ts";
import { sessionMiddleware } from "./security/session.ts";
import { MAX_TRPC_BATCH, oneMutationPerRequest } from "./security/trpc-limits.ts";
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
  // API answers are `no-store` and assets carry their own validators: no body is hashed for an ETag.
  app.set("etag", false);
  app.set("trust proxy", options.trustProxy);

  app.use(requestLogging(logger));
  app.use(
    fixedSecurityHeaders({
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
  // API answers carry personal data (user data holds the email): no cache may keep them.
  // The media route replaces this with private caching for the images it serves.
  app.use(["/api", "/trpc"], (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  app.use("/api", openApiRouter());
  // Stripe signs the raw bytes: this path reads them before any parser, and needs no session
  // or XSRF token (the signature is the proof).
  app.post("/api/stripe/webhook", express.raw({ type: () => true, limit: "1mb" }), stripeWebhook(deps, logger));
  app.use(
    "/api",
    express.json({ limit: JSON_LIMIT }),
    express.urlencoded({ extended: false, limit: JSON_LIMIT }),
    legacyInputGuard,
  );
  // Every tRPC body is JSON: parse it here whatever its declared type, so tRPC never reads
  // a body itself that the checks below have not seen.
  app.use("/trpc", oneMutationPerRequest, express.json({ limit: JSON_LIMIT, type: () => true }), trpcInputGuard);
  app.use(["/api", "/trpc"], sessionMiddleware(deps.lucia), xsrfIssuer(xsrf, options.production));

  app.use(
    "/trpc",
    xsrfGuard(xsrf, appOrigin),
    createExpressMiddleware({
      router: appRouter,
      maxBatchSize: MAX_TRPC_BATCH,
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
    // Production builds carry no source maps; should one be left in the folder, it is not
    // served (it would hand out the original sources), whatever the spelling of its name.
    if (options.production) {
      app.use((req: Request, res: Response, next: NextFunction) => {
        if (!isSourceMap(req.path)) return next();
        res.setHeader("Cache-Control", "no-store");
        res.status(404).type("text/plain").send("Not found");
      });
    }
    const assets = precompressedAssets(dist);
    app.use("/assets", assetRoute(assets, dist));
    app.use("/assets", express.static(join(dist, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // A missing script is a 404, not the app's page (which a browser would fail to run as code).
    app.use("/assets", (_req: Request, res: Response) => res.status(404).type("text/plain").send("Not found"));
    app.use(express.static(dist, { index: false, maxAge: "1h" }));
    app.get("/{*splat}", (req: Request, res: Response, next: NextFunction) =>
      sendAsset(assets, dist, "index.html", req, res, next, "no-cache"),
    );
  }

  app.use(errorHandler);
  return app;
}

function isSourceMap(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // express.static refuses what it cannot decode
  }
  return /\.map\/*$/i.test(decoded);
}

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
 * the caller reads); anything else is logged with the request id and answered without detail.
 */
const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const { status, type, expose } = err as { status?: unknown; type?: unknown; expose?: unknown };
  const known = typeof type === "string" ? CLIENT_ERRORS[type] : undefined;
  const clientStatus = typeof status === "number" && status >= 400 && status < 500 && expose !== false ? status : 0;
  if (res.headersSent) {
    req.log.error({ err }, "request failed after the answer began");
    return;
  }
  if (known) return sendRefusal(req, res, known.status, [{ object: "body", message: known.message }]);
  if (clientStatus)
    return sendRefusal(req, res, clientStatus, [{ object: "request", message: "The request could not be read." }]);
  req.log.error({ err }, "request failed");
  sendRefusal(req, res, 500, [SERVER_ERROR]);
};
