import type { LegacyRow } from "../adapter.ts";
import { multipart } from "../uploads.ts";
import { body, jsonField, param, query } from "./inputs.ts";

const file = (req: Parameters<LegacyRow["call"]>[1]) => (req.file ? { image: req.file.buffer } : {});

/** /api/admin/* (spec section 7, Admin): level 6 and up, decided by the procedures. */
export const adminRoutes: LegacyRow[] = [
  { method: "get", path: "/admin/category", call: (api) => api.admin.categories() },
  { method: "get", path: "/admin/category/:id", call: (api, req) => api.admin.category({ id: param(req, "id") }) },
  { method: "post", path: "/admin/category", call: (api, req) => api.admin.categoryCreate(body(req)) },
  {
    method: "post",
    path: "/admin/category/edit/:id",
    call: (api, req) => api.admin.categoryEdit({ ...(req.body as object), id: param(req, "id") } as never),
  },
  {
    method: "get",
    path: "/admin/category/:id/del",
    changesState: true,
    call: (api, req) => api.admin.categoryDelete({ id: param(req, "id") }),
  },
  { method: "get", path: "/admin/question", call: (api, req) => api.admin.questions(query(req)) },
  { method: "get", path: "/admin/question/:id", call: (api, req) => api.admin.question({ id: param(req, "id") }) },
  {
    method: "post",
    path: "/admin/question",
    before: [multipart("file")],
    call: (api, req) => api.admin.questionCreate({ ...jsonField(req, "data"), ...file(req) } as never),
  },
  {
    method: "post",
    path: "/admin/question/edit/:id",
    before: [multipart("file")],
    call: (api, req) =>
      api.admin.questionEdit({ ...jsonField(req, "data"), ...file(req), id: param(req, "id") } as never),
  },
  {
    method: "get",
    path: "/admin/question/:id/del",
    changesState: true,
    call: (api, req) => api.admin.questionDelete({ id: param(req, "id") }),
  },
  { method: "get", path: "/admin/user", call: (api, req) => api.admin.users(query(req)) },
  {
    method: "post",
    path: "/admin/user/:id",
    call: (api, req) => api.admin.userLevel({ ...(req.body as object), id: param(req, "id") } as never),
  },
  {
    method: "post",
    path: "/admin/host",
    before: [multipart("file")],
    call: (api, req) => api.admin.hostPicture({ file: req.file?.buffer } as never),
  },
];
