import type { LegacyRow } from "../adapter.ts";
import { multipart } from "../uploads.ts";
import { body, param, query } from "./inputs.ts";

/** /api/support/* (spec section 7, Support). The fixed paths come before /support/:id. */
export const supportRoutes: LegacyRow[] = [
  {
    method: "post",
    path: "/support",
    before: [multipart("file")],
    call: (api, req) => api.support.create({ ...(req.body as object), attachment: req.file?.buffer } as never),
  },
  { method: "get", path: "/support/user", call: (api) => api.support.mine() },
  { method: "get", path: "/support/admin", call: (api, req) => api.support.all(query(req)) },
  { method: "post", path: "/support/answer/new", call: (api, req) => api.support.answer(body(req)) },
  { method: "post", path: "/support/change", call: (api, req) => api.support.close(body(req)) },
  { method: "get", path: "/support/:id", call: (api, req) => api.support.get({ id: param(req, "id") }) },
];
