import type { LegacyRow } from "../adapter.ts";

/** /api/support/*. The fixed paths come before /support/:id. */
export const supportRoutes: LegacyRow[] = [
  {
    method: "post",
    path: "/support",
    summary: "Open a ticket (multipart, optional attachment)",
    procedure: (api) => api.support.create,
    upload: { as: "attachment" },
  },
  {
    method: "get",
    path: "/support/user",
    summary: "The learner's tickets, a page at a time (page, size)",
    procedure: (api) => api.support.mine,
    input: "query",
  },
  {
    method: "get",
    path: "/support/admin",
    summary: "Every ticket (admins), a page at a time (page, size)",
    procedure: (api) => api.support.all,
    input: "query",
  },
  {
    method: "post",
    path: "/support/answer/new",
    summary: "Answer a ticket",
    procedure: (api) => api.support.answer,
    input: "body",
  },
  {
    method: "post",
    path: "/support/change",
    summary: "Close a ticket",
    procedure: (api) => api.support.close,
    input: "body",
  },
  { method: "get", path: "/support/:id", summary: "Read a ticket", procedure: (api) => api.support.get },
];
