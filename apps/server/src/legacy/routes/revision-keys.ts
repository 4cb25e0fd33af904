import type { LegacyRow } from "../adapter.ts";
import { body } from "./inputs.ts";

/** /api/user/revision-keys/* (spec section 7, User). */
export const revisionKeyRoutes: LegacyRow[] = [
  { method: "post", path: "/user/revision-keys/save", call: (api, req) => api.revisionKeys.save(body(req)) },
];
