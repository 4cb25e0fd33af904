import { Inflate } from "fflate";
import { FileProblem } from "./items.ts";

/** A zip's first four bytes (a local file header); "PK" alone is text that happens to start so. */
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;
/**
 * Compressed bytes handed to the inflater at a time: deflate inflates at most about 1,032 times,
 * so a lying entry is stopped within about 4 MB of output.
 */
const INFLATE_STEP = 4 * 1024;

/** What a zip may hold: more or larger entries are refused before any is inflated. */
export interface ZipLimits {
  maxEntries: number;
  /** The most an entry may inflate to, by its name (the question file and pictures differ). */
  maxEntryBytes: (name: string) => number;
  maxTotalBytes: number;
  /** Above `ratioFrom` bytes, an entry may be at most this many times its compressed size. */
  maxRatio: number;
  ratioFrom: number;
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export const isZip = (bytes: Uint8Array) => bytes.length >= 4 && readU32(bytes, 0) === LOCAL_HEADER;

const readU16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const readU32 = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + b[at + 3]! * 0x1000000;

const unreadable = () => new FileProblem([{ object: "file", message: "The zip file could not be read." }]);
const refuse = (message: string) => new FileProblem([{ object: "file", message }]);
const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The entries its central directory lists, checked against the limits; nothing is inflated. */
export function zipEntries(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at--) {
    if (readU32(bytes, at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = readU16(bytes, end + 10);
  const directoryOffset = readU32(bytes, end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff)
    throw refuse("Zip64 files are not read; zip the files again.");
  if (count > limits.maxEntries)
    throw refuse(`The zip holds ${count} files; it may hold at most ${limits.maxEntries}.`);
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || readU32(bytes, at) !== CENTRAL_HEADER) throw unreadable();
    const nameLength = readU16(bytes, at + 28);
    const entry: ZipEntry = {
      method: readU16(bytes, at + 10),
      compressedSize: readU32(bytes, at + 20),
      size: readU32(bytes, at + 24),
      localOffset: readU32(bytes, at + 42),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    at += 46 + nameLength + readU16(bytes, at + 30) + readU16(bytes, at + 32);
    if (entry.name.endsWith("/")) continue;
    const max = limits.maxEntryBytes(entry.name);
    if (entry.size > max)
      throw refuse(`"${entry.name}" in the zip is ${mb(entry.size)}; it may be at most ${mb(max)}.`);
    if (entry.size > limits.ratioFrom && entry.size > entry.compressedSize * limits.maxRatio)
      throw refuse(`"${entry.name}" in the zip is compressed more than ${limits.maxRatio} times; it was not opened.`);
    total += entry.size;
    if (total > limits.maxTotalBytes) throw refuse(`The zip's files come to more than ${mb(limits.maxTotalBytes)}.`);
    entries.push(entry);
  }
  return entries;
}

/** Where an entry's compressed data lies in the zip, checked against its local header. */
function dataOf(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || readU32(bytes, at) !== LOCAL_HEADER) throw unreadable();
  const start = at + 30 + readU16(bytes, at + 26) + readU16(bytes, at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) throw unreadable();
  if (entry.method === STORED && data.length !== entry.size) throw unreadable();
  if (entry.method !== STORED && entry.method !== DEFLATED)
    throw refuse(`"${entry.name}" in the zip is compressed in a way the import does not read.`);
  return data;
}

/**
 * One entry's bytes as they inflate, a step at a time, stopped as soon as they pass the size
 * its directory declared (which the limits already checked), whatever the data goes on to hold.
 * Only a step's output is held at once, so a question file is read without being inflated whole.
 */
export function* inflateChunks(bytes: Uint8Array, entry: ZipEntry): Generator<Uint8Array> {
  const data = dataOf(bytes, entry);
  if (entry.method === STORED) {
    yield data;
    return;
  }
  let written = 0;
  let over = false;
  let out: Uint8Array[] = [];
  const inflater = new Inflate((chunk) => {
    if (over || written + chunk.length > entry.size) {
      over = true;
      return;
    }
    out.push(chunk.slice());
    written += chunk.length;
  });
  for (let i = 0; i < data.length && !over; i += INFLATE_STEP) {
    const last = i + INFLATE_STEP >= data.length;
    try {
      inflater.push(data.subarray(i, i + INFLATE_STEP), last);
    } catch {
      throw unreadable();
    }
    if (over) break;
    yield* out;
    out = [];
  }
  if (over) throw refuse(`"${entry.name}" in the zip holds more than it says; it was not opened.`);
  if (written !== entry.size) throw unreadable();
}

/** One entry's bytes whole (a picture: at most the pictures' limit), inflated as `inflateChunks` does. */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const parts = [...inflateChunks(bytes, entry)];
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(entry.size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
