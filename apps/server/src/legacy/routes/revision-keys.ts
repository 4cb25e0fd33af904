import type { LegacyRow } from "../adapter.ts";

/** /api/user/revision-keys/*. */
export const revisionKeyRoutes: LegacyRow[] = [
  {
    method: "post",
    path: "/user/revision-keys/save",
    summary: "Save a revision key",
    procedure: (api) => api.revisionKeys.save,
    input: "body",
  },
  {
    method: "get",
    path: "/user/revision-keys",
    summary: "A page of revision keys",
    procedure: (api) => api.revisionKeys.list,
    input: "query",
  },
  // Before the :id row, or "sorted-ids" would be read as an id.
  {
    method: "get",
    path: "/user/revision-keys/sorted-ids",
    summary: "Every revision key id, in list order",
    procedure: (api) => api.revisionKeys.sortedIds,
  },
  {
    method: "get",
    path: "/user/revision-keys/:id",
    summary: "Read a revision key",
    procedure: (api) => api.revisionKeys.get,
  },
  {
    method: "delete",
    path: "/user/revision-keys/:id",
    summary: "Delete a revision key",
    procedure: (api) => api.revisionKeys.delete,
  },
];
