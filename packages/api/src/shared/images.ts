import { createHash } from "node:crypto";
import { badRequest } from "./errors.ts";
import { IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, MAX_IMAGE_BYTES } from "./image-rules.ts";

const signatures: { mime: string; test: (b: Buffer) => boolean }[] = [
  {
    mime: "image/png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: "image/gif", test: (b) => ["GIF87a", "GIF89a"].includes(b.subarray(0, 6).toString("latin1")) },
  {
    mime: "image/webp",
    test: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

/** The image's real type from its bytes (never its name or declared type); SVG is refused. */
export function checkImage(bytes: Buffer, field = "file"): { mime: string; sha256: string; size: number } {
  if (bytes.length === 0) throw badRequest(field, "The file is empty.");
  if (bytes.length > MAX_IMAGE_BYTES) throw badRequest(field, IMAGE_TOO_LARGE);
  const kind = signatures.find((s) => s.test(bytes));
  if (!kind) throw badRequest(field, IMAGE_WRONG_TYPE);
  return { mime: kind.mime, sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.length };
}
