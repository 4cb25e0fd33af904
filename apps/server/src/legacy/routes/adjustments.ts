import type { LegacyRow } from "../adapter.ts";

/** Exam adjustments and readiness (added for integrators beyond the original paths). */
export const adjustmentRoutes: LegacyRow[] = [
  {
    method: "get",
    path: "/user/adjustment",
    summary: "The learner's extra time and reading profile",
    procedure: (api) => api.account.adjustment,
  },
  {
    method: "post",
    path: "/user/adjustment",
    summary: "Set the learner's extra time and reading profile",
    procedure: (api) => api.account.setAdjustment,
    input: "body",
  },
  {
    method: "get",
    path: "/stats/readiness",
    summary: "The estimated score in a full mock today, with its range and the pass mark",
    procedure: (api) => api.stats.readiness,
  },
  {
    method: "post",
    path: "/admin/user/:id/extra-time",
    summary: "Grant a user extra time (a whole percentage, 0 ends the grant)",
    procedure: (api) => api.admin.setUserExtraTime,
    input: "body",
  },
  {
    method: "get",
    path: "/admin/settings",
    summary: "The app's settings (the pass mark)",
    procedure: (api) => api.admin.settings,
  },
  {
    method: "post",
    path: "/admin/settings",
    summary: "Change the app's settings (the pass mark)",
    procedure: (api) => api.admin.setSettings,
    input: "body",
  },
];
