import type { LegacyRow } from "../adapter.ts";
import { body, param, query } from "./inputs.ts";

/** /api/user/revision-keys/* (spec section 7, User). */
export const revisionKeyRoutes: LegacyRow[] = [
  { method: "post", path: "/user/revision-keys/save", call: (api, req) => api.revisionKeys.save(body(req)) },
  { method: "get", path: "/user/revision-keys", call: (api, req) => api.revisionKeys.list(query(req)) },
  // Before the :id row, or "sorted-ids" would be read as an id.
  { method: "get", path: "/user/revision-keys/sorted-ids", call: (api) => api.revisionKeys.sortedIds() },
  {
    method: "get",
    path: "/user/revision-keys/:id",
    call: (api, req) => api.revisionKeys.get({ id: param(req, "id") }),
  },
  {
    method: "delete",
    path: "/user/revision-keys/:id",
    call: (api, req) => api.revisionKeys.delete({ id: param(req, "id") }),
  },
];
