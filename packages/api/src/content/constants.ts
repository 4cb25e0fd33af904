/** What the web app shares with the import and export (client-safe: no server code). */
export const IMPORT_FORMATS = ["moodle-xml", "gift", "aiken", "csv"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const EXPORT_FORMATS = ["moodle-xml", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The largest question file an import takes, in every format (a zip with its pictures included):
 * files are read a question at a time, so their size does not decide the memory used.
 */
export const IMPORT_MAX_BYTES = 250 * 1024 * 1024;
/** Files over this size import as a background job, with progress to follow. */
export const IMPORT_INLINE_BYTES = 5 * 1024 * 1024;
export const IMPORT_TOO_LARGE = `The file must be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`;
/** The names a question file may have. */
export const IMPORT_ACCEPT = ".xml,.gift,.txt,.aiken,.csv,.zip";
