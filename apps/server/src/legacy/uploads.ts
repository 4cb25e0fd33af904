import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "@qbank/api";
import multer from "multer";
import type { NextFunction, Request, Response } from "express";
import { inputProblem } from "../security/input-guard.ts";
import { sendErrors } from "./envelope.ts";

/**
 * Multipart forms: text fields into req.body, at most one file (in memory, 5 MB unless said) into
 * req.file. Limits and malformed bodies answer 400/413 with the usual error list.
 */
export function multipart(
  fileField = "file",
  limit: { maxBytes: number; tooLarge: string } = { maxBytes: MAX_IMAGE_BYTES, tooLarge: IMAGE_TOO_LARGE },
) {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: limit.maxBytes, files: 1, fields: 20, fieldSize: 100 * 1024 },
  }).single(fileField);
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req as never, res as never, (error: unknown) => {
      if (!error) {
        // Text fields arrive only now, after the JSON and query checks ran.
        const problem = inputProblem(req.body, "body");
        return problem ? sendErrors(res, 400, [problem]) : next();
      }
      afterBody(req, res, () => {
        if (error instanceof multer.MulterError) {
          if (error.code === "LIMIT_FILE_SIZE")
            return sendErrors(res, 413, [{ object: fileField, message: limit.tooLarge }]);
          return sendErrors(res, 400, [{ object: error.field ?? fileField, message: "The form could not be read." }]);
        }
        sendErrors(res, 400, [{ object: "body", message: "The form could not be read." }]);
      });
    });
  };
}

/** How long a refused upload may go on sending before the connection is cut. */
const DRAIN_MS = 2_000;

/**
 * Answers a refused upload once the client has finished sending (within DRAIN_MS), on a
 * connection that then closes: answered mid-upload, the client meets a reset instead of the
 * answer, or reuses a connection the server is closing.
 */
function afterBody(req: Request, res: Response, answer: () => void): void {
  res.setHeader("Connection", "close");
  if (req.readableEnded) return answer();
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
