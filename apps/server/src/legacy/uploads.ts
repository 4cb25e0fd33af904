import type { NextFunction, Request, Response } from "express";
import multer from "multer";
import { sendErrors } from "./envelope.ts";

const MAX_FILE = 5 * 1024 * 1024;

/**
 * Multipart forms: text fields into req.body, at most one file (in memory, 5 MB) into
 * req.file. Limits and malformed bodies answer 400/413 with the usual error list.
 */
export function multipart(fileField = "file") {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_FILE, files: 1, fields: 20, fieldSize: 100 * 1024 },
  }).single(fileField);
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === "LIMIT_FILE_SIZE")
          return sendErrors(res, 413, [{ object: fileField, message: "The image must be at most 5 MB." }]);
        return sendErrors(res, 400, [{ object: error.field ?? fileField, message: "The form could not be read." }]);
      }
      sendErrors(res, 400, [{ object: "body", message: "The form could not be read." }]);
    });
  };
}
