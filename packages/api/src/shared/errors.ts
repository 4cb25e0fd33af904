import { TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";

import { itemsMessage, type ErrorItem } from "./error-items.ts";

export type { ErrorItem };

/** Carries the error list through a TRPCError so both tRPC and REST clients get it. */
export class ErrorList extends Error {
  constructor(readonly items: ErrorItem[]) {
    super(itemsMessage(items));
    this.name = "ErrorList";
  }
}

export function appError(code: TRPC_ERROR_CODE_KEY, object: string, message: string): TRPCError {
  return new TRPCError({ code, message, cause: new ErrorList([{ object, message }]) });
}

export const badRequest = (object: string, message: string) => appError("BAD_REQUEST", object, message);
export const notFound = (what: string) => appError("NOT_FOUND", what, `The ${what} was not found.`);
export const forbidden = (message = "You are not allowed to do this.") => appError("FORBIDDEN", "auth", message);
export const unauthorized = () => appError("UNAUTHORIZED", "auth", "Please log in.");
