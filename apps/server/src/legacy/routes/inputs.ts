import type { Request } from "express";

// Inputs go to the procedures as they arrive: each procedure's zod schema validates them.
export const body = (req: Request) => (req.body ?? {}) as never;
export const query = (req: Request) => req.query as never;
export const param = (req: Request, name: string) => String(req.params[name] ?? "");

/**
 * A multipart form's JSON text field as an object (the admin question form sends `data`);
 * text that is not a JSON object reads as empty, and the procedure's schema names each field.
 */
export function jsonField(req: Request, name: string): Record<string, unknown> {
  const raw = (req.body as Record<string, unknown> | undefined)?.[name];
  if (typeof raw !== "string") return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
