import type { LegacyRow } from "../adapter.ts";

/** /api/plan/*, the session builder's rows and /api/stats/percentile: the plan to the exam date. */
export const planRoutes: LegacyRow[] = [
  {
    method: "post",
    path: "/qbank/start/custom",
    summary:
      "Start a custom session: count (10-180) questions from categories and/or MLA areas, from the chosen pools, tutor or timed (72 s a question); fewer when fewer match, length says so",
    procedure: (api) => api.qbank.startCustom,
    input: "body",
  },
  {
    method: "post",
    path: "/qbank/start/custom/matches",
    summary: "How many questions a custom session's choice matches, before starting it",
    procedure: (api) => api.qbank.customMatches,
    input: "body",
    readOnly: true,
  },
  {
    method: "get",
    path: "/plan",
    summary: "The plan to the exam date: days left, the daily target, today's and this week's answers, on track",
    procedure: (api) => api.plan.get,
  },
  {
    method: "put",
    path: "/plan",
    summary: "Set the exam date (YYYY-MM-DD, from today to two years on)",
    procedure: (api) => api.plan.setDate,
    input: "body",
  },
  {
    method: "delete",
    path: "/plan",
    summary: "Remove the exam date and its plan",
    procedure: (api) => api.plan.clear,
  },
  {
    method: "post",
    path: "/plan/today",
    summary: "Start today's session: due reviews, then the three weakest MLA areas, then unseen questions",
    procedure: (api) => api.plan.startToday,
  },
  {
    method: "post",
    path: "/plan/result",
    summary: "Record the exam's result once its date has come (passed, failed, not_taken)",
    procedure: (api) => api.plan.result,
    input: "body",
  },
  {
    method: "get",
    path: "/stats/percentile",
    summary: "Where the learner stands among learners active in the last 30 days, overall and per MLA area",
    procedure: (api) => api.stats.percentile,
  },
];
