import type { LegacyRow } from "../adapter.ts";
import { body } from "./inputs.ts";

/** Pacing in timed runs: which question is on screen, and the learner's pace per mock. */
export const pacingRoutes: LegacyRow[] = [
  { method: "post", path: "/qbank/shown", call: (api, req) => api.qbank.shown(body(req)) },
  { method: "get", path: "/qbank/pace", call: (api) => api.qbank.paceHistory() },
];
