import type { LegacyRow } from "../adapter.ts";

/** Pacing in timed runs: which question is on screen, and the learner's pace per mock. */
export const pacingRoutes: LegacyRow[] = [
  {
    method: "post",
    path: "/qbank/shown",
    summary: "A question of an open mock came on screen (its time counts from here)",
    procedure: (api) => api.qbank.shown,
    input: "body",
  },
  {
    method: "get",
    path: "/qbank/pace",
    summary: "Seconds per question of each ended mock, oldest first",
    procedure: (api) => api.qbank.paceHistory,
  },
];
