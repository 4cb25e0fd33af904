import { openAsBlob } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, type ErrorItem } from "@qbank/api";
import multer from "multer";
import type { NextFunction, Request, Response } from "express";
import { inputProblem } from "../security/input-guard.ts";
import { sendErrors } from "./envelope.ts";

const FIELDS = 20;
const FIELD_BYTES = 100 * 1024;
/** What a form may hold besides its file: the text fields and the parts' headers. */
const FORM_OVERHEAD = FIELDS * FIELD_BYTES + 64 * 1024;

/** Where this process keeps uploads while their request is answered: a folder per request, removed after it. */
export const UPLOAD_ROOT = join(tmpdir(), `qbank-uploads-${process.pid}`);

/**
 * Multipart forms: text fields into req.body, at most one file into req.file, written to a
 * temporary folder of its own (never held whole in memory) that is removed once the answer is
 * sent. A body that says it is larger than the limit is refused before it is read; limits and
 * malformed bodies answer 400/413 with the usual error list.
 */
export function multipart(
  fileField = "file",
  limit: { maxBytes: number; tooLarge: string } = { maxBytes: MAX_IMAGE_BYTES, tooLarge: IMAGE_TOO_LARGE },
) {
  const tooLarge = [{ object: fileField, message: limit.tooLarge }];
  return async (req: Request, res: Response, next: NextFunction) => {
    if (Number(req.headers["content-length"]) > limit.maxBytes + FORM_OVERHEAD)
      return refuseUnread(req, res, 413, tooLarge);
    let folder: string;
    try {
      folder = await mkdtemp(join(await ensureRoot(), "r-"));
    } catch (error) {
      return next(error);
    }
    res.once("close", () => void rm(folder, { recursive: true, force: true }));
    const parse = multer({
      storage: multer.diskStorage({ destination: folder }),
      limits: { fileSize: limit.maxBytes, files: 1, fields: FIELDS, fieldSize: FIELD_BYTES },
    }).single(fileField);
    parse(req as never, res as never, (error: unknown) => {
      if (!error) {
        // Text fields arrive only now, after the JSON and query checks ran.
        const problem = inputProblem(req.body, "body");
        return problem ? sendErrors(res, 400, [problem]) : next();
      }
      afterBody(req, res, () => {
        if (error instanceof multer.MulterError) {
          if (error.code === "LIMIT_FILE_SIZE") return sendErrors(res, 413, tooLarge);
          return sendErrors(res, 400, [{ object: error.field ?? fileField, message: "The form could not be read." }]);
        }
        sendErrors(res, 400, [{ object: "body", message: "The form could not be read." }]);
      });
    });
  };
}

let root: Promise<string> | undefined;
const ensureRoot = () => (root ??= mkdir(UPLOAD_ROOT, { recursive: true, mode: 0o700 }).then(() => UPLOAD_ROOT));

/** The uploaded file's bytes, read once its request has passed the access check and the limits. */
export const uploadedBytes = (file: Express.Multer.File): Promise<Buffer> => readFile(file.path);

/**
 * The uploaded file as a Blob that reads it from disk as it is consumed (a 250 MB question file
 * is never whole in memory); valid until the answer is sent and its folder removed.
 */
export const uploadedBlob = (file: Express.Multer.File): Promise<Blob> => openAsBlob(file.path);

/** How long a refused upload may go on sending before the connection is cut. */
const DRAIN_MS = 2_000;

/**
 * Answers an upload at once, before its body is read, then throws away what the client goes
 * on sending (Node reads it off the wire and drops it) for at most DRAIN_MS: answered on a
 * connection that closes at once, the client would meet a reset instead of the answer.
 */
export function refuseUnread(req: Request, res: Response, status: number, items: ErrorItem[]): void {
  sendErrors(res, status, items);
  if (req.readableEnded) return;
  const timer = setTimeout(() => req.socket.destroy(), DRAIN_MS);
  timer.unref();
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
}

/**
 * Answers a refused upload once the client has finished sending (within DRAIN_MS), on a
 * connection that then closes: answered mid-upload, the client meets a reset instead of the
 * answer, or reuses a connection the server is closing.
 */
function afterBody(req: Request, res: Response, answer: () => void): void {
  res.setHeader("Connection", "close");
  if (req.readableEnded) return answer();
  // The parser stopped reading at the refusal: read (and drop) the rest, which the limits bound,
  // so the client finishes sending and then reads the answer instead of meeting a reset.
  req.resume();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    answer();
  };
  const timer = setTimeout(finish, DRAIN_MS);
  req.once("end", finish);
  req.once("error", finish);
  req.resume();
}
