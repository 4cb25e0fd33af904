import { TRPCError } from "@trpc/server";
import { expect } from "vitest";
import { errorItemsOf } from "../src/trpc.ts";
import type { ErrorItem } from "../src/shared/errors.ts";

/** Awaits a call that must fail, and returns its code and error list to assert on. */
export async function failure(promise: Promise<unknown>): Promise<{ code: string; items: ErrorItem[] }> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, "the call should have failed").toBeInstanceOf(TRPCError);
  const e = error as TRPCError;
  return { code: e.code, items: errorItemsOf(e.cause) ?? [] };
}
