import type { ExportRow } from "@qbank/db";

const extensions: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** A picture's name in an export: the question's id, so names never clash. */
export const imageFileName = (q: Pick<ExportRow, "id" | "image_mime">) =>
  `${q.id}.${extensions[q.image_mime ?? ""] ?? "bin"}`;
