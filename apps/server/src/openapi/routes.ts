import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Router, type Request, type RequestHandler, type Response } from "express";
import { openApiDocument } from "./document.ts";
import { SWAGGER_THEME } from "./swagger-theme.ts";

const SWAGGER_UI = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
/** The only viewer files served: no stray demo page or initializer from the package. */
const ASSETS = new Set(["swagger-ui.css", "swagger-ui-bundle.js"]);

// External scripts only: the CSP (script-src 'self') refuses inline ones.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Legacy REST API</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
    <link rel="stylesheet" href="/api/docs/theme.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/viewer.js"></script>
  </body>
</html>
`;

const VIEWER = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  validatorUrl: null,
  tryItOutEnabled: false,
});
`;

/**
 * GET /api/openapi.json (the legacy REST contract) and /api/docs (Swagger UI over it). The
 * viewer's files are served from swagger-ui-dist and loaded only by that page.
 */
export function openApiJson(): RequestHandler {
  const document = JSON.stringify(openApiDocument());
  return (_req: Request, res: Response) => {
    res.type("application/json").send(document);
  };
}

/** The viewer, mounted at /api/docs: only requests for it enter this router. */
export function openApiDocs(): Router {
  const router = Router();
  router.get("/", (_req: Request, res: Response) => {
    res.type("html").send(PAGE);
  });
  router.get("/theme.css", (_req: Request, res: Response) => {
    res.type("text/css").send(SWAGGER_THEME);
  });
  router.get("/viewer.js", (_req: Request, res: Response) => {
    res.type("text/javascript").send(VIEWER);
  });
  router.get("/assets/:file", (req: Request, res: Response, next) => {
    const file = String(req.params.file);
    if (!ASSETS.has(file)) return next();
    res.setHeader("Cache-Control", "public, max-age=86400");
    res.sendFile(join(SWAGGER_UI, file));
  });
  return router;
}
