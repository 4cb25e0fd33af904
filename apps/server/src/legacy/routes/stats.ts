import type { LegacyRow } from "../adapter.ts";

/** /api/stats/*; /api/stats/category/:id lives with the question bank. */
export const statsRoutes: LegacyRow[] = [
  {
    method: "get",
    path: "/stats/questions",
    summary: "Right, wrong and tried questions",
    procedure: (api) => api.stats.questions,
  },
  { method: "get", path: "/stats/week", summary: "Answers per week", procedure: (api) => api.stats.week },
  { method: "get", path: "/stats/day", summary: "Answers per day", procedure: (api) => api.stats.day },
  { method: "get", path: "/stats/categories", summary: "Stats per category", procedure: (api) => api.stats.categories },
  { method: "get", path: "/stats/track", summary: "Count a visit", procedure: (api) => api.stats.track },
  {
    method: "get",
    path: "/stats/visitors/day",
    summary: "Visitors per day",
    procedure: (api) => api.stats.visitorsDay,
  },
  {
    method: "get",
    path: "/stats/visitors/week",
    summary: "Visitors per week",
    procedure: (api) => api.stats.visitorsWeek,
  },
  { method: "get", path: "/stats/tickets", summary: "Tickets by status", procedure: (api) => api.stats.tickets },
  { method: "get", path: "/stats/user", summary: "Users by level", procedure: (api) => api.stats.users },
];
