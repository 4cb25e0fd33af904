import type { ErrorItem } from "@qbank/api";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { errorItemsOf } from "@qbank/api";
import type { Response } from "express";

/** Legacy clients know records by `_id`: rename `id` keys at every depth. */
export function toLegacy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toLegacy);
  if (value instanceof Date || value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === "id" ? "_id" : k, toLegacy(v)]));
}

export const sendMessage = (res: Response, message: unknown) => res.status(200).json({ message: toLegacy(message) });

export const sendErrors = (res: Response, status: number, items: ErrorItem[]) =>
  res.status(status).json({ message: items });

export const SERVER_ERROR: ErrorItem = { object: "server", message: "Something went wrong" };

/** Maps any failure to the legacy status and error list; unknown ones are a bare 500. */
export function legacyError(error: unknown): { status: number; items: ErrorItem[]; unexpected: boolean } {
  if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
    const status = getHTTPStatusCodeFromError(error);
    const items = errorItemsOf(error.cause) ?? [{ object: "request", message: error.message }];
    return { status, items, unexpected: false };
  }
  return { status: 500, items: [SERVER_ERROR], unexpected: true };
}
