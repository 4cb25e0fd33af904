import type { LegacyRow } from "../adapter.ts";

/** /api/stats/*; /api/stats/category/:id lives with the question bank. */
export const statsRoutes: LegacyRow[] = [
  {
    method: "get",
    path: "/stats/questions",
    summary: "Right, wrong and tried questions",
    procedure: "stats.questions",
  },
  { method: "get", path: "/stats/week", summary: "Answers per week", procedure: "stats.week" },
  { method: "get", path: "/stats/day", summary: "Answers per day", procedure: "stats.day" },
  { method: "get", path: "/stats/categories", summary: "Stats per category", procedure: "stats.categories" },
  { method: "get", path: "/stats/track", summary: "Count a visit", procedure: "stats.track" },
  { method: "get", path: "/stats/visitors/day", summary: "Visitors per day", procedure: "stats.visitorsDay" },
  { method: "get", path: "/stats/visitors/week", summary: "Visitors per week", procedure: "stats.visitorsWeek" },
  { method: "get", path: "/stats/tickets", summary: "Tickets by status", procedure: "stats.tickets" },
  { method: "get", path: "/stats/user", summary: "Users by level", procedure: "stats.users" },
];
