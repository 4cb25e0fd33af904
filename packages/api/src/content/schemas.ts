import { z } from "zod";
import { EXPORT_FORMATS, IMPORT_FORMATS } from "./constants.ts";

/** A multipart form sends `true`/`false` as text; tRPC callers send booleans. */
const flag = z
  .union([z.boolean(), z.enum(["true", "false"])], { error: "Use true or false." })
  .transform((v) => v === true || v === "true")
  .default(false);

export const importInput = z.object({
  file: z.custom<Buffer>((v) => Buffer.isBuffer(v), { error: "Please choose a file." }),
  /** The uploaded file's own name, which tells its format when none is chosen. */
  file_name: z.string().max(300).default(""),
  format: z.enum(IMPORT_FORMATS, { error: "Choose moodle-xml, gift, aiken or csv." }).optional(),
  category: z.uuid({ error: "Please choose a category." }).optional(),
  dry_run: flag,
  skip_invalid: flag,
});

const errorItem = z.object({ object: z.string(), message: z.string() });

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.array(z.object({ item: z.string(), reason: z.string() })),
  errors: z.array(errorItem),
});

export const exportInput = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "Choose moodle-xml or csv." }),
  category: z.uuid({ error: "Unknown category." }).optional(),
});

export const exportFileSchema = z.object({
  name: z.string(),
  mime: z.string(),
  bytes: z.custom<Buffer>((v) => Buffer.isBuffer(v)),
});

export type ImportResult = z.infer<typeof importResultSchema>;
