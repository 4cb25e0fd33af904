import type { ErrorItem } from "@qbank/api";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { errorItemsOf, isUnavailable, UNAVAILABLE_ITEM } from "@qbank/api";
import type { ServerResponse } from "node:http";
import { jsonPieces, type JsonOptions } from "../http/json-pieces.ts";

/**
 * Writes a JSON answer with its length, in one write of its pieces (`jsonPieces`). Express's
 * `res.json` also hashes the body for an ETag and checks freshness, which answers marked
 * `no-store` never use.
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = "application/json; charset=utf-8",
  options?: JsonOptions,
): void {
  const pieces = jsonPieces(body, options);
  let length = 0;
  for (const piece of pieces) length += Buffer.byteLength(piece);
  res.statusCode = status;
  res.setHeader("Content-Type", contentType);
  res.setHeader("Content-Length", length);
  if (pieces.length === 1) return void res.end(pieces[0]);
  res.cork();
  for (let i = 0; i < pieces.length - 1; i++) res.write(pieces[i]);
  res.end(pieces[pieces.length - 1]);
  res.uncork();
}

/** A legacy answer: the result as `message`, every `id` key written `_id` (legacy clients' name). */
export const sendMessage = (res: ServerResponse, message: unknown) =>
  sendJson(res, 200, { message }, undefined, { legacyIds: true });

export const sendErrors = (res: ServerResponse, status: number, items: ErrorItem[]) =>
  sendJson(res, status, { message: items });

export const SERVER_ERROR: ErrorItem = { object: "server", message: "Something went wrong" };

/** Maps any failure to the legacy status and error list; unknown ones are a bare 500. */
export function legacyError(error: unknown): { status: number; items: ErrorItem[]; unexpected: boolean } {
  if (error instanceof TRPCError && isUnavailable(error))
    return { status: 503, items: [UNAVAILABLE_ITEM], unexpected: false };
  if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
    const status = getHTTPStatusCodeFromError(error);
    const items = errorItemsOf(error.cause) ?? [{ object: "request", message: error.message }];
    return { status, items, unexpected: false };
  }
  return { status: 500, items: [SERVER_ERROR], unexpected: true };
}
