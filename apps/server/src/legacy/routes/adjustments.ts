import type { LegacyRow } from "../adapter.ts";
import { body, param } from "./inputs.ts";

/** Exam adjustments and readiness (not in the spec's section 7; added for integrators). */
export const adjustmentRoutes: LegacyRow[] = [
  { method: "get", path: "/user/adjustment", call: (api) => api.account.adjustment() },
  { method: "post", path: "/user/adjustment", call: (api, req) => api.account.setAdjustment(body(req)) },
  { method: "get", path: "/stats/readiness", call: (api) => api.stats.readiness() },
  {
    method: "post",
    path: "/admin/user/:id/extra-time",
    call: (api, req) => api.admin.setUserExtraTime({ ...(req.body as object), id: param(req, "id") } as never),
  },
  { method: "get", path: "/admin/settings", call: (api) => api.admin.settings() },
  { method: "post", path: "/admin/settings", call: (api, req) => api.admin.setSettings(body(req)) },
];
