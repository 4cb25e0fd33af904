import { existsSync } from "node:fs";
import type { RequestListener } from "node:http";
import { join } from "node:path";
import type { ApiDeps } from "@qbank/api";
import { ping } from "@qbank/db";
import cookieParser from "cookie-parser";
import express, {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import { oauthRouter } from "./auth/oauth-routes.ts";
import { apiFront, everyRequest, legacyChecks, noStore } from "./http/api-front.ts";
import { answerFailure } from "./http/failure.ts";
import { sendErrors } from "./legacy/envelope.ts";
import { legacyRoutes } from "./legacy/routes.ts";
import type { Logger } from "./logger.ts";
import { mediaRouter } from "./media/question-image.ts";
import { openApiRouter } from "./openapi/routes.ts";
import { stripeWebhook } from "./payments/stripe-webhook.ts";
import { createXsrf } from "./security/xsrf.ts";
import { assetRoute, precompressedAssets, sendAsset } from "./web/precompressed.ts";

export interface AppOptions {
  deps: ApiDeps;
  logger: Logger;
  sessionSecret: string;
  production: boolean;
  trustProxy: boolean;
  /** The built web app; served with an SPA fallback when present. */
  webDist?: string | undefined;
}

export function createApp(options: AppOptions): RequestListener {
  const { deps, logger } = options;
  const appOrigin = new URL(deps.appUrl).origin;
  const xsrf = createXsrf(options.sessionSecret);
  const app = express();
  app.disable("x-powered-by");
  // API answers are `no-store` and assets carry their own validators: no body is hashed for an ETag.
  app.set("etag", false);
  app.set("trust proxy", options.trustProxy);

  for (const middleware of everyRequest(logger, options.production)) app.use(middleware as RequestHandler);

  app.get("/healthz", async (_req: Request, res: Response) => {
    if (await ping(deps.db)) res.json({ status: "ok" });
    else res.status(503).json({ status: "unavailable" });
  });

  app.use(cookieParser());
  // The media route replaces this with private caching for the images it serves.
  app.use("/api", noStore as RequestHandler);
  app.use("/api", openApiRouter());
  // Stripe signs the raw bytes: this path reads them before any parser, and needs no session
  // or XSRF token (the signature is the proof).
  app.post("/api/stripe/webhook", express.raw({ type: () => true, limit: "1mb" }), stripeWebhook(deps, logger));
  app.use("/api", ...(legacyChecks(deps, xsrf, options.production) as RequestHandler[]));
  app.use("/api/auth", oauthRouter(deps, logger, options.production));
  app.use("/api/media", mediaRouter(deps));
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
  return apiFront(
    {
      deps,
      logger,
      xsrf,
      appOrigin,
      production: options.production,
      trustProxy: options.trustProxy,
      legacyRows: legacyRoutes,
    },
    app,
  );
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
