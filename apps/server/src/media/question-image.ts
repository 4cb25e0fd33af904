import { createCaller, type ApiDeps } from "@qbank/api";
import { Router, type Request, type Response } from "express";
import { contextFor } from "../context.ts";
import { legacyError, sendErrors } from "../legacy/envelope.ts";

type Image = { mime: string; bytes: Buffer; etag: string };

/** Question pictures are no one's personal data: the browser keeps them a day. */
const SHARED = "private, max-age=86400";
/** A support ticket's screenshot is the person's: never kept by the browser, as every other /api answer. */
const PERSONAL = "no-store";

/**
 * GET /api/media/question/:id, /ticket/:id and /hosted/:id: the image bytes with their type and
 * an ETag; question pictures cached a day, ticket screenshots never. The procedures decide who
 * may see which image.
 */
export function mediaRouter(deps: ApiDeps): Router {
  const router = Router();
  const serve =
    (cacheControl: string, load: (api: ReturnType<typeof createCaller>, id: string) => Promise<Image>) =>
    async (req: Request, res: Response) => {
      try {
        const image = await load(createCaller(contextFor(deps, req, res)), String(req.params.id));
        res.setHeader("ETag", image.etag);
        res.setHeader("Cache-Control", cacheControl);
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
        // Express compares If-None-Match (several tags, weak ones, `*`) with the ETag just set.
        if (req.fresh) return res.status(304).end();
        res.type(image.mime).end(image.bytes);
      } catch (error) {
        const failure = legacyError(error);
        if (failure.unexpected) req.log.error({ err: error }, "media failed");
        sendErrors(res, failure.status, failure.items);
      }
    };
  router.get(
    "/question/:id",
    serve(SHARED, (api, id) => api.media.questionImage({ id })),
  );
  router.get(
    "/ticket/:id",
    serve(PERSONAL, (api, id) => api.media.ticketImage({ id })),
  );
  router.get(
    "/hosted/:id",
    serve(SHARED, (api, id) => api.media.hostedImage({ id })),
  );
  return router;
}
