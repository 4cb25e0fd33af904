import { existsSync } from "node:fs";
import { join } from "node:path";
import { appRouter, isUnavailable, MAX_TRPC_BATCH, retryAfterOf, type ApiDeps } from "@qbank/api";
import { ping } from "@qbank/db";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import cookieParser from "cookie-parser";
import express, {
  Router,
  type ErrorRequestHandler,
  type Express,
  type NextFunction,
  type Request,
  type Response,
} from "express";
import { oauthRouter } from "./auth/oauth-routes.ts";
import { contextFor } from "./context.ts";
import { answerFailure } from "./http/failure.ts";
import { RETRY_AFTER_SECONDS } from "./http/unavailable.ts";
import { legacyRouter } from "./legacy/adapter.ts";
import { sendErrors } from "./legacy/envelope.ts";
import { legacyRoutes } from "./legacy/routes.ts";
import type { Logger } from "./logger.ts";
import { mediaRouter } from "./media/question-image.ts";
import type { Metrics } from "./metrics/metrics.ts";
import { metricsRoute, requestMetrics } from "./metrics/routes.ts";
import { exportRouter } from "./content/export-route.ts";
import { openApiDocs, openApiJson } from "./openapi/routes.ts";
import { stripeWebhook } from "./payments/stripe-webhook.ts";
import { requestLogging } from "./request-logging.ts";
import { appSecurityHeaders } from "./security/headers.ts";
import { legacyInputGuard, trpcInputGuard } from "./security/input-guard.ts";
import { sessionMiddleware } from "./security/session.ts";
import { oneMutationPerRequest } from "./security/trpc-limits.ts";
import { createXsrf, xsrfGuard, xsrfIssuer, type Xsrf } from "./security/xsrf.ts";
import { assetRoute, precompressedAssets, sendAsset } from "./web/precompressed.ts";

const BODY_LIMIT = "100kb";

/** API answers carry personal data (user data holds the email): no cache may keep them. */
const noStore = (_req: Request, res: Response, next: NextFunction) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

export interface AppOptions {
  deps: ApiDeps;
  logger: Logger;
  sessionSecret: string;
  production: boolean;
  /** Express's `trust proxy`: false, a number of hops, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** False until migrations are applied, and again while shutting down (`/readyz`). */
  isReady?: () => boolean;
  /** Counts requests; with `metricsToken`, also served at `/metrics` to a scraper holding it. */
  metrics?: Metrics | undefined;
  metricsToken?: string | undefined;
  /** The built web app; served with an SPA fallback when present. */
  webDist?: string | undefined;
}

export function createApp(options: AppOptions): Express {
  const { deps, logger } = options;
  const appOrigin = new URL(deps.appUrl).origin;
  const xsrf = createXsrf(options.sessionSecret);
  const app = express();
  app.disable("x-powered-by");
  // API answers are `no-store` and assets carry their own validators: no body is hashed for an ETag.
  app.set("etag", false);
  app.set("trust proxy", options.trustProxy);

  app.use(requestLogging(app, logger), appSecurityHeaders(options.production));
  if (options.metrics) app.use(requestMetrics(options.metrics));

  // Liveness: the process answers. It stays up while the database is briefly away (a restart
  // of the process would not bring the database back).
  app.get("/healthz", (_req: Request, res: Response) => {
    res.json({ status: "ok" });
  });
  // Readiness: send traffic here only when migrated, the database answers and not shutting down.
  const isReady = options.isReady ?? (() => true);
  app.get("/readyz", async (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    if (isReady() && (await ping(deps.db))) res.json({ status: "ready" });
    else res.status(503).json({ status: "unavailable" });
  });
  if (options.metrics && options.metricsToken) app.get("/metrics", metricsRoute(options.metrics, options.metricsToken));

  // Each API prefix has its own router, so a request walks its own middleware and rows only.
  app.use("/api", apiRouter(options, xsrf, appOrigin));
  app.use("/trpc", trpcRouter(options, xsrf, appOrigin));

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

/** The legacy REST paths and the app's other /api paths. */
function apiRouter(options: AppOptions, xsrf: Xsrf, appOrigin: string): Router {
  const { deps, logger } = options;
  const api = Router();
  // The media route replaces no-store with private caching for the images it serves.
  api.use(cookieParser(), noStore);
  api.get("/openapi.json", openApiJson());
  api.use("/docs", openApiDocs());
  // Stripe signs the raw bytes: this path reads them before any parser, and needs no session
  // or XSRF token (the signature is the proof).
  api.post("/stripe/webhook", express.raw({ type: () => true, limit: "1mb" }), stripeWebhook(deps, logger));
  api.use(
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ extended: false, limit: BODY_LIMIT }),
    legacyInputGuard,
    sessionMiddleware(deps.lucia),
    xsrfIssuer(xsrf, options.production),
  );
  api.use(legacyRouter(legacyRoutes, { deps, logger, xsrf, appOrigin }));
  api.use("/auth", oauthRouter(deps, logger, options.production));
  api.use("/media", mediaRouter(deps));
  api.use("/admin", exportRouter(deps));
  api.use((_req: Request, res: Response) => sendErrors(res, 404, [{ object: "path", message: "Not found" }]));
  return api;
}

/**
 * tRPC's paths. Every tRPC body is JSON: it is parsed whatever its declared type, so tRPC never
 * reads a body itself that the checks before it have not seen.
 */
function trpcRouter(options: AppOptions, xsrf: Xsrf, appOrigin: string): Router {
  const { deps } = options;
  const trpc = Router();
  trpc.use(
    cookieParser(),
    noStore,
    oneMutationPerRequest,
    express.json({ limit: BODY_LIMIT, type: () => true }),
    trpcInputGuard,
    sessionMiddleware(deps.lucia),
    xsrfIssuer(xsrf, options.production),
    xsrfGuard(xsrf, appOrigin),
    createExpressMiddleware({
      router: appRouter,
      maxBatchSize: MAX_TRPC_BATCH,
      createContext: ({ req, res }) => contextFor(deps, req, res),
      onError: ({ error, req }) => {
        if (isUnavailable(error)) req.log.warn({ err: error.cause }, "database unavailable");
        else if (error.code === "INTERNAL_SERVER_ERROR")
          req.log.error({ err: error.cause ?? error }, "procedure failed");
      },
      responseMeta: ({ errors }) => {
        if (errors.some(isUnavailable)) return { headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } };
        const wait = errors.map(retryAfterOf).find((s) => s !== undefined);
        return wait === undefined ? {} : { headers: { "Retry-After": String(wait) } };
      },
    }),
  );
  return trpc;
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

const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => answerFailure(err, req, res);
