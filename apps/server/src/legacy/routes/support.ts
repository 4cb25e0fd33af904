import type { LegacyRow } from "../adapter.ts";

/** /api/support/*. The fixed paths come before /support/:id. */
export const supportRoutes: LegacyRow[] = [
  {
    method: "post",
    path: "/support",
    summary: "Open a ticket (multipart, optional attachment)",
    procedure: "support.create",
    upload: { as: "attachment" },
  },
  {
    method: "get",
    path: "/support/user",
    summary: "The learner's tickets, a page at a time (page, size)",
    procedure: "support.mine",
    input: "query",
  },
  {
    method: "get",
    path: "/support/admin",
    summary: "Every ticket (admins), a page at a time (page, size)",
    procedure: "support.all",
    input: "query",
  },
  {
    method: "post",
    path: "/support/answer/new",
    summary: "Answer a ticket",
    procedure: "support.answer",
    input: "body",
  },
  { method: "post", path: "/support/change", summary: "Close a ticket", procedure: "support.close", input: "body" },
  { method: "get", path: "/support/:id", summary: "Read a ticket", procedure: "support.get" },
];
