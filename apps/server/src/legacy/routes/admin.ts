import type { LegacyRow } from "../adapter.ts";

/** /api/admin/*: level 6 and up, decided by the procedures. */
export const adminRoutes: LegacyRow[] = [
  { method: "get", path: "/admin/category", summary: "List categories", procedure: (api) => api.admin.categories },
  { method: "get", path: "/admin/category/:id", summary: "Read a category", procedure: (api) => api.admin.category },
  {
    method: "post",
    path: "/admin/category",
    summary: "Create a category",
    procedure: (api) => api.admin.categoryCreate,
    input: "body",
  },
  {
    method: "post",
    path: "/admin/category/edit/:id",
    summary: "Rename a category or change its level",
    procedure: (api) => api.admin.categoryEdit,
    input: "body",
  },
  {
    method: "get",
    path: "/admin/category/:id/del",
    summary: "Delete a category",
    procedure: (api) => api.admin.categoryDelete,
    changesState: true,
  },
  {
    method: "get",
    path: "/admin/question",
    summary: "List questions with their quality figures",
    procedure: (api) => api.admin.questions,
    input: "query",
  },
  { method: "get", path: "/admin/question/:id", summary: "Read a question", procedure: (api) => api.admin.question },
  {
    method: "post",
    path: "/admin/question",
    summary: "Create a question (multipart: `data` JSON and an optional image)",
    procedure: (api) => api.admin.questionCreate,
    upload: { as: "image", json: "data" },
  },
  {
    method: "post",
    path: "/admin/question/edit/:id",
    summary: "Edit a question (multipart: `data` JSON and an optional image)",
    procedure: (api) => api.admin.questionEdit,
    upload: { as: "image", json: "data" },
  },
  {
    method: "get",
    path: "/admin/question/:id/del",
    summary: "Delete a question",
    procedure: (api) => api.admin.questionDelete,
    changesState: true,
  },
  { method: "get", path: "/admin/user", summary: "List users", procedure: (api) => api.admin.users, input: "query" },
  {
    method: "post",
    path: "/admin/user/:id",
    summary: "Change a user's level",
    procedure: (api) => api.admin.userLevel,
    input: "body",
  },
  {
    method: "post",
    path: "/admin/host",
    summary: "Host a picture (multipart)",
    procedure: (api) => api.admin.hostPicture,
    upload: { as: "file" },
  },
];
