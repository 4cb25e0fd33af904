import { z } from "zod";
import { deviceIdField } from "../shared/device-id.ts";

export const saveRevisionKeyInput = z.object({
  question: z.uuid({ error: "Unknown question." }),
  /** Legacy clients send the category id and the explanation; the server uses the question's own. */
  category: z.string().max(200).optional(),
  answer: z.string().max(100_000).optional(),
  ...deviceIdField,
});

export const savedKeySchema = z.object({ id: z.string(), question: z.string(), saved: z.literal(true) });

/** The list's paging and search: size 10 from 0 unless asked otherwise. */
export const REVISION_PAGE_SIZE = 10;
export const REVISION_PAGE_SIZE_MAX = 100;
export const REVISION_QUERY_MAX = 200;

// Query strings arrive as text (GET /api/user/revision-keys?skip&size&query): coerce, so one schema serves both.
export const listRevisionKeysInput = z.object({
  skip: z.coerce
    .number<number | string>({ error: "The page start must be a whole number." })
    .int("The page start must be a whole number.")
    .min(0, "The page start cannot be negative.")
    .max(Number.MAX_SAFE_INTEGER, "The page start is too large.")
    .default(0),
  size: z.coerce
    .number<number | string>({ error: "The page size must be a whole number." })
    .int("The page size must be a whole number.")
    .min(1, `The page size must be between 1 and ${REVISION_PAGE_SIZE_MAX}.`)
    .max(REVISION_PAGE_SIZE_MAX, `The page size must be between 1 and ${REVISION_PAGE_SIZE_MAX}.`)
    .default(REVISION_PAGE_SIZE),
  query: z.coerce
    .string<string>()
    .trim()
    .max(REVISION_QUERY_MAX, `The search can be at most ${REVISION_QUERY_MAX} characters.`)
    // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
    .refine((s) => !s.includes("\0"), "The search contains a character that is not allowed.")
    .default(""),
});
export type ListRevisionKeysInput = z.input<typeof listRevisionKeysInput>;

export const revisionKeyIdInput = z.object({ id: z.uuid({ error: "Unknown revision key." }) });

export const revisionKeySchema = z.object({
  id: z.string(),
  question: z.object({ id: z.string(), question_text: z.string() }),
  /** The saved explanation text. */
  answer: z.string(),
  category: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
});
export type RevisionKey = z.infer<typeof revisionKeySchema>;

export const revisionKeyPageSchema = z.object({ revisions: z.array(revisionKeySchema), count: z.number().int() });
export type RevisionKeyPage = z.infer<typeof revisionKeyPageSchema>;

export const revisionKeyIdsSchema = z.array(z.string());

export const deletedKeySchema = z.object({ ok: z.literal(true) });
