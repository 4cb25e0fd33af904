import type { LegacyRow } from "../adapter.ts";

/** /api/stats/* (spec section 7, Stats); /api/stats/category/:id lives with the question bank. */
export const statsRoutes: LegacyRow[] = [
  { method: "get", path: "/stats/questions", call: (api) => api.stats.questions() },
  { method: "get", path: "/stats/week", call: (api) => api.stats.week() },
  { method: "get", path: "/stats/day", call: (api) => api.stats.day() },
  { method: "get", path: "/stats/categories", call: (api) => api.stats.categories() },
  { method: "get", path: "/stats/track", call: (api) => api.stats.track() },
  { method: "get", path: "/stats/visitors/day", call: (api) => api.stats.visitorsDay() },
  { method: "get", path: "/stats/visitors/week", call: (api) => api.stats.visitorsWeek() },
  { method: "get", path: "/stats/tickets", call: (api) => api.stats.tickets() },
  { method: "get", path: "/stats/user", call: (api) => api.stats.users() },
];
