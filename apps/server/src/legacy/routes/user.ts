import type { LegacyRow } from "../adapter.ts";
import { body } from "./inputs.ts";

/** /api/user/* payments (spec section 7, User). The GETs that change the plan keep their method for integrators. */
export const userRoutes: LegacyRow[] = [
  { method: "get", path: "/user", call: (api) => api.payments.user() },
  { method: "get", path: "/user/stripeuser", call: (api) => api.payments.user() },
  { method: "get", path: "/user/stripe/price", call: (api) => api.payments.plans() },
  { method: "get", path: "/user/stripe/mastery-mock/price", call: (api) => api.payments.masteryPrices() },
  { method: "post", path: "/user/stripe/new", call: (api, req) => api.payments.buyPlan(body(req)) },
  {
    method: "post",
    path: "/user/stripe/mastery-mock/purchase",
    call: (api, req) => api.payments.buyAttempts(body(req)),
  },
  { method: "get", path: "/user/stripe/cancle", changesState: true, call: (api) => api.payments.stop() },
  { method: "get", path: "/user/stripe/start", changesState: true, call: (api) => api.payments.restart() },
  { method: "get", path: "/user/stripe/delete", changesState: true, call: (api) => api.payments.delete() },
  { method: "get", path: "/user/stripe/skip", changesState: true, call: (api) => api.payments.skipTrial() },
  { method: "post", path: "/user/stripe/update", call: (api) => api.payments.billingPortal() },
];
