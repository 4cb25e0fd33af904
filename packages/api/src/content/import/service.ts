import { lockQuestionImport } from "@qbank/db";
import { TRPCError } from "@trpc/server";
import type { AuthedContext } from "../../context.ts";
import { ErrorList, type ErrorItem } from "../../shared/errors.ts";
import { IMPORT_INLINE_BYTES } from "../constants.ts";
import type { ImportJob } from "../schemas.ts";
import { FileProblem } from "./items.ts";
import { queueImport } from "./job.ts";
import { contentSize, readUpload } from "./read.ts";
import { blobSource, bufferSource } from "./source.ts";
import {
  apply,
  checkFile,
  countSteps,
  newCategories,
  plan,
  writeState,
  type ImportCounts,
  type ImportRequest,
} from "./write.ts";

type Ctx = Pick<AuthedContext, "db" | "clock" | "user" | "jobs">;

const refused = (items: ErrorItem[]) =>
  new TRPCError({
    code: "BAD_REQUEST",
    message: items[0]?.message ?? "The file was refused.",
    cause: new ErrorList(items),
  });

async function refuseProblems<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FileProblem) throw refused(error.items);
    throw error;
  }
}

/** Whether an upload imports in the background: the caller asked, or it holds a large file (a zip: once inflated). */
async function inBackground(request: ImportRequest): Promise<boolean> {
  if (request.background) return true;
  const file = Buffer.isBuffer(request.file) ? bufferSource(request.file) : blobSource(request.file);
  return (await file.size()) > IMPORT_INLINE_BYTES || (await contentSize(file)) > IMPORT_INLINE_BYTES;
}

/**
 * Imports a question file all or nothing: any invalid item refuses the file with every
 * problem listed (or, with `skip_invalid`, is left out and listed under `skipped`). A question
 * already in the bank (same external id, else same category and stem) is updated when it
 * differs and counted `unchanged` otherwise, so importing a file twice changes nothing.
 * A large file (or a zip of one) is queued as a job instead, and the answer names it (see job.ts).
 */
export async function importQuestions(ctx: Ctx, request: ImportRequest): Promise<ImportCounts | { job: ImportJob }> {
  if (await refuseProblems(() => inBackground(request))) return { job: await queueImport(ctx, request) };
  const bytes = Buffer.isBuffer(request.file) ? request.file : Buffer.from(await request.file.arrayBuffer());
  const file = await refuseProblems(() => readUpload(bytes, request.file_name, request.format));
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await lockQuestionImport(trx);
    const { ready, skipped, warnings } = await refuseProblems(() => checkFile(trx, file, request));
    const steps = await plan(trx, ready);
    const state = request.dry_run ? undefined : writeState(ctx.user.id, now);
    if (state) await apply(trx, steps, state);
    return { ...countSteps(steps), skipped, errors: [], warnings, new_categories: newCategories(steps, state) };
  });
}
