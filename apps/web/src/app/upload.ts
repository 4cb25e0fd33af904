import { IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, MAX_IMAGE_BYTES, type ErrorItem } from "@qbank/api/client";
import { readXsrfToken } from "./xsrf.ts";

/** The image types the server keeps (it checks the bytes; the browser checks the declared type first). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

/** Why a chosen file cannot be sent, in the server's own words, or undefined when it may go. */
export function imageProblem(file: File): string | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_WRONG_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return undefined;
}

/** A refused upload: the server's error list, by field. */
export class UploadError extends Error {
  constructor(readonly items: ErrorItem[]) {
    super(items[0]?.message ?? "The upload failed.");
  }
}

const NETWORK: ErrorItem[] = [{ object: "server", message: "The upload failed. Check the connection and try again." }];

/**
 * Posts a multipart form to a legacy /api path (files cannot travel over tRPC's JSON) with the
 * XSRF header, reporting progress as a fraction; resolves with the envelope's `message`.
 */
export function postMultipart<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("X-XSRF-TOKEN", readXsrfToken());
    xhr.responseType = "json";
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
    }
    xhr.onload = () => {
      const body = xhr.response as { message?: unknown } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body && "message" in body) return resolve(body.message as T);
      if (xhr.status === 413) return reject(new UploadError([{ object: "file", message: IMAGE_TOO_LARGE }]));
      if (body && Array.isArray(body.message) && body.message.length > 0) {
        return reject(new UploadError(body.message as ErrorItem[]));
      }
      reject(new UploadError([{ object: "server", message: `The server refused the upload (${xhr.status}).` }]));
    };
    xhr.onerror = () => reject(new UploadError(NETWORK));
    xhr.send(form);
  });
}
