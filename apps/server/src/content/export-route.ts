import { createCaller, type ApiDeps } from "@qbank/api";
import { Router, type Request, type Response } from "express";
import { contextFor } from "../context.ts";
import { legacyError, sendErrors } from "../legacy/envelope.ts";

/** GET /api/admin/export: the question file as an attachment; the procedure decides who may have it. */
export function exportRouter(deps: ApiDeps): Router {
  const router = Router();
  router.get("/export", async (req: Request, res: Response) => {
    try {
      const file = await createCaller(contextFor(deps, req, res)).content.exportFile(req.query as never);
      res.setHeader("Content-Type", file.mime);
      res.setHeader("Content-Disposition", `attachment; filename="${file.name}"`);
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.end(file.bytes);
    } catch (error) {
      const failure = legacyError(error);
      if (failure.unexpected) req.log.error({ err: error }, "export failed");
      sendErrors(res, failure.status, failure.items);
    }
  });
  return router;
}
