import type { LegacyRow } from "../adapter.ts";

/** /api/qbank/*, /api/stats/category/:id. */
export const qbankRoutes: LegacyRow[] = [
  {
    method: "get",
    path: "/qbank/categories",
    summary: "Categories open to the learner",
    procedure: (api) => api.qbank.categories,
  },
  {
    method: "post",
    path: "/qbank/category",
    summary: "A category with its questions and right and wrong counts",
    procedure: (api) => api.qbank.category,
    input: "body",
  },
  {
    method: "get",
    path: "/stats/category/:id",
    summary: "One category's stats",
    procedure: (api) => api.qbank.categoryStats,
  },
  {
    method: "post",
    path: "/qbank/start",
    summary: "Start a practice run; the answer carries the run id",
    procedure: (api) => api.qbank.start,
    input: "body",
  },
  {
    method: "post",
    path: "/qbank/new",
    summary: "The next page of questions of a run",
    procedure: (api) => api.qbank.more,
    input: "body",
  },
  {
    method: "post",
    path: "/qbank/start/mock",
    summary: "Start a timed mock exam (deadline kept by the server)",
    procedure: (api) => api.qbank.startMock,
  },
  {
    method: "post",
    path: "/qbank/start/mastery-mock",
    summary: "Start a timed Master Mock (spends one attempt)",
    procedure: (api) => api.qbank.startMastery,
  },
  {
    method: "post",
    path: "/qbank/submit",
    summary: "Answer a question of a run",
    procedure: (api) => api.qbank.submit,
    input: "body",
  },
  {
    method: "post",
    path: "/qbank/dolater/add",
    summary: "Mark a question to do later",
    procedure: (api) => api.qbank.doLaterAdd,
    input: "body",
  },
  {
    method: "post",
    path: "/qbank/dolater/remove",
    summary: "Unmark a question",
    procedure: (api) => api.qbank.doLaterRemove,
    input: "body",
  },
  {
    method: "post",
    path: "/qbank/end",
    summary: "End a run (a timed one before its deadline) and read its results with every question revealed",
    procedure: (api) => api.qbank.end,
    input: "body",
  },
  {
    method: "get",
    path: "/qbank/reset",
    summary: "Reset the bank",
    procedure: (api) => api.qbank.reset,
    changesState: true,
  },
  { method: "get", path: "/qbank/values", summary: "Lab reference values", procedure: (api) => api.qbank.labValues },
];
