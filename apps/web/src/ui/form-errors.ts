import { issuesToItems, type ErrorItem } from "@qbank/api/client";
import type { ZodType } from "zod";

export type FieldErrors = Record<string, string>;

/** The first message per field of a server or client error list. */
export function byField(items: ErrorItem[]): FieldErrors {
  const out: FieldErrors = {};
  for (const item of items) out[item.object] ??= item.message;
  return out;
}

/** Checks form values with the server's own schema; undefined when they pass. */
export function validate(schema: ZodType, values: unknown): FieldErrors | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return byField(issuesToItems(result.error.issues));
}
