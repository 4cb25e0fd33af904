import type { LegacyRow } from "../adapter.ts";
import { multipart } from "../uploads.ts";

/** /api/support/* (spec section 7, Support). */
export const supportRoutes: LegacyRow[] = [
  {
    method: "post",
    path: "/support",
    before: [multipart("file")],
    call: (api, req) => api.support.reportQuestion({ ...(req.body as object), attachment: req.file?.buffer } as never),
  },
];
