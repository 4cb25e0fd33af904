import { createHash } from "node:crypto";
import { imageSize } from "image-size";
import { badRequest } from "./errors.ts";
import {
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_UNREADABLE,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
} from "./image-rules.ts";

/** Each accepted type: its first bytes, and the name image-size gives it. */
const kinds: { mime: string; sizeType: string; test: (b: Buffer) => boolean }[] = [
  {
    mime: "image/png",
    sizeType: "png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: "image/jpeg", sizeType: "jpg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: "image/gif",
    sizeType: "gif",
    test: (b) => ["GIF87a", "GIF89a"].includes(b.subarray(0, 6).toString("latin1")),
  },
  {
    mime: "image/webp",
    sizeType: "webp",
    test: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

/**
 * How much of the file the size reader sees. A header fits easily (a JPEG's size follows its
 * metadata segments, each under 64 KiB); past a broken header image-size scans byte by byte,
 * about a second per few MB of crafted filler, so it never gets the whole 5 MB. It gets a copy:
 * it reads through the underlying ArrayBuffer, which for a Buffer slice (or one from Node's
 * shared pool) runs past the file's last byte into other memory.
 */
const HEADER_WINDOW = 256 * 1024;

/** Width and height as the file's own header declares them, or undefined when they cannot be read. */
function declaredSize(bytes: Buffer, sizeType: string): { width: number; height: number } | undefined {
  try {
    const { type, width, height } = imageSize(new Uint8Array(bytes.subarray(0, HEADER_WINDOW)));
    return type === sizeType && width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    // image-size throws on a header it cannot parse (a truncated file, garbage after the signature).
    return undefined;
  }
}

/**
 * The one check every upload passes (question images, hosted pictures, ticket screenshots):
 * the real type from the bytes (never the name or declared type; SVG is refused), and the
 * dimensions from the header, at most MAX_IMAGE_SIDE a side.
 */
export function checkImage(bytes: Buffer, field = "file"): { mime: string; sha256: string; size: number } {
  if (bytes.length === 0) throw badRequest(field, "The file is empty.");
  if (bytes.length > MAX_IMAGE_BYTES) throw badRequest(field, IMAGE_TOO_LARGE);
  const kind = kinds.find((k) => k.test(bytes));
  if (!kind) throw badRequest(field, IMAGE_WRONG_TYPE);
  const size = declaredSize(bytes, kind.sizeType);
  if (!size) throw badRequest(field, IMAGE_UNREADABLE);
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) throw badRequest(field, IMAGE_TOO_MANY_PIXELS);
  return { mime: kind.mime, sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.length };
}
