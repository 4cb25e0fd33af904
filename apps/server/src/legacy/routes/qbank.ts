import type { LegacyRow } from "../adapter.ts";

/** /api/qbank/*, /api/stats/category/:id. */
export const qbankRoutes: LegacyRow[] = [
  {
    method: "get",
    path: "/qbank/categories",
    summary: "Categories open to the learner",
    procedure: "qbank.categories",
  },
  {
    method: "post",
    path: "/qbank/category",
    summary: "A category with its questions and right and wrong counts",
    procedure: "qbank.category",
    input: "body",
  },
  {
    method: "get",
    path: "/stats/category/:id",
    summary: "One category's stats",
    procedure: "qbank.categoryStats",
  },
  {
    method: "post",
    path: "/qbank/start",
    summary: "Start a practice run; the answer carries the run id",
    procedure: "qbank.start",
    input: "body",
  },
  {
    method: "post",
    path: "/qbank/new",
    summary: "The next page of questions of a run",
    procedure: "qbank.more",
    input: "body",
  },
  {
    method: "post",
    path: "/qbank/start/mock",
    summary: "Start a timed mock exam (deadline kept by the server)",
    procedure: "qbank.startMock",
  },
  {
    method: "post",
    path: "/qbank/start/mastery-mock",
    summary: "Start a timed Master Mock (spends one attempt)",
    procedure: "qbank.startMastery",
  },
  {
    method: "post",
    path: "/qbank/submit",
    summary: "Answer a question of a run",
    procedure: "qbank.submit",
    input: "body",
  },
  {
    method: "post",
    path: "/qbank/dolater/add",
    summary: "Mark a question to do later",
    procedure: "qbank.doLaterAdd",
    input: "body",
  },
  {
    method: "post",
    path: "/qbank/dolater/remove",
    summary: "Unmark a question",
    procedure: "qbank.doLaterRemove",
    input: "body",
  },
  {
    method: "post",
    path: "/qbank/end",
    summary: "End a run (a timed one before its deadline) and read its results with every question revealed",
    procedure: "qbank.end",
    input: "body",
  },
  { method: "get", path: "/qbank/reset", summary: "Reset the bank", procedure: "qbank.reset", changesState: true },
  { method: "get", path: "/qbank/values", summary: "Lab reference values", procedure: "qbank.labValues" },
];
