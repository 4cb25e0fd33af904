import { z } from "zod";
import { EXPORT_FORMATS, IMPORT_FORMATS } from "./constants.ts";

/** A multipart form sends `true`/`false` as text; tRPC callers send booleans. */
const flag = z
  .union([z.boolean(), z.enum(["true", "false"])], { error: "Use true or false." })
  .transform((v) => v === true || v === "true")
  .default(false);

export const importInput = z.object({
  /** The file's bytes; the server passes a large upload as a Blob of the file on disk, read as it is needed. */
  file: z.custom<Buffer | Blob>((v) => Buffer.isBuffer(v) || v instanceof Blob, { error: "Please choose a file." }),
  /** The uploaded file's own name, which tells its format when none is chosen. */
  file_name: z.string().max(300).default(""),
  format: z.enum(IMPORT_FORMATS, { error: "Choose moodle-xml, gift, aiken or csv." }).optional(),
  category: z.uuid({ error: "Please choose a category." }).optional(),
  dry_run: flag,
  skip_invalid: flag,
  /** Import as a job, with progress to follow, even when the file is small. */
  background: flag,
});

const errorItem = z.object({ object: z.string(), message: z.string() });

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.array(z.object({ item: z.string(), reason: z.string() })),
  errors: z.array(errorItem),
  /** What the imported questions lose, by question (a job lists at most 1,000). */
  warnings: z.array(z.object({ item: z.string(), message: z.string() })),
  /** Categories the import adds, hidden from learners until shown; `id` is null in a preview (a job names at most 1,000). */
  new_categories: z.array(z.object({ id: z.string().nullable(), name: z.string() })),
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

export const importJobSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  dry_run: z.boolean(),
  status: z.enum(["queued", "running", "done", "refused", "failed"]),
  /** waiting for a runner, reading and checking the file, writing its questions, finished. */
  phase: z.enum(["waiting", "reading", "writing", "finished"]),
  /** Questions written (or planned, in a dry run) of the total, once the file is checked. */
  done: z.number().int(),
  total: z.number().int(),
  /** The counts, once the job is done. */
  result: importResultSchema.nullable(),
  /** Why a refused or failed job wrote nothing more: the same list a refused upload answers. */
  problems: z.array(errorItem),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** A small file's counts, or the job a large one became. */
export const importOutcomeSchema = z.union([importResultSchema, z.object({ job: importJobSchema })]);
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;

export const importJobInput = z.object({ id: z.uuid({ error: "Unknown import." }) });

const mapKind = z.enum(["clinical area", "professional knowledge", "presentation", "condition"]);

export const areaCoverageSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    kind: mapKind,
    questions: z.number().int(),
    answered: z.number().int(),
    correct: z.number().int(),
  }),
);
export type AreaCoverage = z.infer<typeof areaCoverageSchema>;

export const contentMapSchema = z.object({
  version: z.number().int(),
  entries: z.array(
    z.object({
      id: z.string(),
      kind: mapKind,
      name: z.string(),
      areas: z.array(z.string()),
      questions: z.number().int(),
    }),
  ),
});
export type ContentMap = z.infer<typeof contentMapSchema>;

export const mapUploadInput = z.object({
  file: z.custom<Buffer>((v) => Buffer.isBuffer(v), { error: "Please choose a file." }),
  dry_run: flag,
});

const mapEntryName = z.object({ kind: mapKind, name: z.string() });

export const mapUploadResultSchema = z.object({
  version: z.number().int(),
  added: z.number().int(),
  retired: z.number().int(),
  relinked: z.number().int(),
  unchanged: z.number().int(),
  /**
   * Each entry the upload adds, retires or links to other clinical areas. Entries are matched
   * by kind and name, so a name changed in the file reads as one retired and one added; an
   * entry is renamed on its own (mapEntryEdit), keeping its id and tags.
   */
  entries: z.object({ added: z.array(mapEntryName), retired: z.array(mapEntryName), relinked: z.array(mapEntryName) }),
});
export type MapUploadResult = z.infer<typeof mapUploadResultSchema>;

export const mapEntryEditInput = z.object({
  id: z.uuid({ error: "Unknown entry." }),
  name: z
    .string({ error: "Please enter a name." })
    .trim()
    .min(1, "Please enter a name.")
    .max(200, "The name can be at most 200 characters."),
});

export const historyInput = z.object({ id: z.uuid({ error: "Unknown question." }) });
export const restoreInput = z.object({
  id: z.uuid({ error: "Unknown question." }),
  number: z.coerce.number<number | string>({ error: "Choose a revision." }).int().min(1, "Choose a revision."),
});

export const historySchema = z.array(
  z.object({
    number: z.number().int(),
    source: z.enum(["form", "import", "restore", "original"]),
    /** The fields this revision changed ("created" for the first). */
    changed: z.array(z.string()),
    author: z.string().nullable(),
    created_at: z.string(),
    snapshot: z.object({
      name: z.string().nullable(),
      category_id: z.string(),
      /** Null once the category is deleted. */
      category_name: z.string().nullable(),
      text: z.string(),
      options: z.array(z.string()),
      explanation: z.string(),
      image_id: z.string().nullable(),
      url: z.string().nullable(),
      /** MLA entry ids, and their names sorted. */
      areas: z.array(z.string()),
      area_names: z.array(z.string()),
    }),
  }),
);
export type QuestionHistory = z.infer<typeof historySchema>;

export const TAG_MAX_QUESTIONS = 500;
const AREAS_REQUIRED = "Choose one or more MLA areas.";
const someAreas = { path: ["area_ids"], message: AREAS_REQUIRED };
/** `set` with no area clears the questions' tags (a question's own form); `add` needs an area. */
export const tagInput = z
  .object({
    question_ids: z
      .array(z.uuid({ error: "Unknown question." }), { error: "Choose the questions." })
      .min(1, "Choose the questions.")
      .max(TAG_MAX_QUESTIONS, `Tag at most ${TAG_MAX_QUESTIONS} questions at once.`),
    area_ids: z.array(z.uuid({ error: "Unknown MLA area." }), { error: AREAS_REQUIRED }).max(100),
    mode: z.enum(["set", "add"], { error: "Choose set or add." }).default("add"),
  })
  .refine((t) => t.mode === "set" || t.area_ids.length > 0, someAreas);
/** The admin list's bulk action: it adds or replaces tags, and never clears many questions' tags at once. */
export const bulkTagInput = tagInput.refine((t) => t.mode === "add" || t.area_ids.length > 0, someAreas);
