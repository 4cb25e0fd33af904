import type { LegacyRow } from "../adapter.ts";
import { body, param } from "./inputs.ts";

/** /api/qbank/*, /api/stats/category/:id (spec section 7, Qbank). */
export const qbankRoutes: LegacyRow[] = [
  { method: "get", path: "/qbank/categories", call: (api) => api.qbank.categories() },
  { method: "post", path: "/qbank/category", call: (api, req) => api.qbank.category(body(req)) },
  { method: "get", path: "/stats/category/:id", call: (api, req) => api.qbank.categoryStats({ id: param(req, "id") }) },
  { method: "post", path: "/qbank/start", call: (api, req) => api.qbank.start(body(req)) },
  { method: "post", path: "/qbank/new", call: (api, req) => api.qbank.more(body(req)) },
  { method: "post", path: "/qbank/start/mock", call: (api) => api.qbank.startMock() },
  { method: "post", path: "/qbank/start/mastery-mock", call: (api) => api.qbank.startMastery() },
  { method: "post", path: "/qbank/submit", call: (api, req) => api.qbank.submit(body(req)) },
  { method: "post", path: "/qbank/dolater/add", call: (api, req) => api.qbank.doLaterAdd(body(req)) },
  { method: "post", path: "/qbank/dolater/remove", call: (api, req) => api.qbank.doLaterRemove(body(req)) },
  { method: "get", path: "/qbank/reset", call: (api) => api.qbank.reset(), changesState: true },
  { method: "get", path: "/qbank/values", call: (api) => api.qbank.labValues() },
];
