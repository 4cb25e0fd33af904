import type { LegacyRow } from "../adapter.ts";
import { body } from "./inputs.ts";

/** /api/user/review/*: today's review cards, grading one, and the day's figures. */
export const reviewRoutes: LegacyRow[] = [
  { method: "get", path: "/user/review/due", call: (api) => api.review.due() },
  { method: "post", path: "/user/review/grade", call: (api, req) => api.review.grade(body(req)) },
  { method: "get", path: "/user/review/summary", call: (api) => api.review.summary() },
];
