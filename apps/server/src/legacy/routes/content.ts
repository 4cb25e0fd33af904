import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from "@qbank/api";
import type { LegacyRow } from "../adapter.ts";

/** Question files in and out (admins, decided by the procedures); the export is served beside, as bytes. */
export const contentRoutes: LegacyRow[] = [
  {
    method: "post",
    path: "/admin/import",
    summary: "Import a question file (multipart: `file`, optional `format`, `category`, `dry_run`, `skip_invalid`)",
    procedure: "content.importFile",
    upload: {
      as: "file",
      name: "file_name",
      file: {
        maxBytes: IMPORT_MAX_BYTES,
        tooLarge: IMPORT_TOO_LARGE,
        description: `Moodle XML (.xml), GIFT (.gift, .txt), Aiken (.aiken, .txt), CSV (.csv) or a zip of a CSV and the pictures it names; at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
      },
    },
  },
];
