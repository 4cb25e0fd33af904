import { IMPORT_INLINE_BYTES, IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from "@qbank/api";
import type { LegacyRow } from "../adapter.ts";

/** Question files in and out (admins, decided by the procedures); the export is served beside, as bytes. */
export const contentRoutes: LegacyRow[] = [
  {
    method: "post",
    path: "/admin/import",
    summary: `Import a question file (multipart: \`file\`, optional \`format\`, \`category\`, \`dry_run\`, \`skip_invalid\`, \`background\`); a file over ${IMPORT_INLINE_BYTES / 1024 / 1024} MB, or any with \`background=true\`, answers \`{job}\` and imports as a job`,
    procedure: (api) => api.content.importFile,
    upload: {
      as: "file",
      name: "file_name",
      streamed: true,
      file: {
        maxBytes: IMPORT_MAX_BYTES,
        tooLarge: IMPORT_TOO_LARGE,
        description: `Moodle XML (.xml), GIFT (.gift, .txt), Aiken (.aiken, .txt), CSV (.csv) or a zip of a CSV and the pictures it names; at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
      },
    },
  },
  {
    method: "get",
    path: "/admin/import/:id",
    summary: "An import job's progress (`done` of `total` questions) and, once finished, its counts or problems",
    procedure: (api) => api.content.importJob,
  },
  {
    method: "get",
    path: "/qbank/areas",
    summary: "The MLA areas with the learner's coverage",
    procedure: (api) => api.content.areas,
  },
  {
    method: "get",
    path: "/admin/content-map",
    summary: "The MLA content map with question counts",
    procedure: (api) => api.content.map,
  },
  {
    method: "post",
    path: "/admin/content-map",
    summary: "A new version of the MLA content map from a CSV (multipart: `file`, optional `dry_run`)",
    procedure: (api) => api.content.mapUpload,
    upload: {
      as: "file",
      file: {
        maxBytes: 5 * 1024 * 1024,
        tooLarge: "The file must be at most 5 MB.",
        description: "CSV with the header `kind,name,areas` (areas separated by `;`), at most 5 MB.",
      },
    },
  },
  {
    method: "post",
    path: "/admin/content-map/:id",
    summary: "Rename an entry of the MLA content map",
    procedure: (api) => api.content.mapEntryEdit,
    input: "body",
  },
];
