import { Inflate } from "fflate";
import { FileProblem } from "./items.ts";
import { bytesAt, type StoredFile } from "./source.ts";

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

/**
 * The most a zip's directory may take: 2,000 entries with names far longer than any real bank's.
 * It is the one part of a zip read whole, so its size is checked before it is read.
 */
const DIRECTORY_MAX = 4 * 1024 * 1024;

/** Where the end record lies in the zip's last bytes, or -1. */
function endRecordIn(tail: Uint8Array): number {
  for (let at = tail.length - 22; at >= 0; at--) if (readU32(tail, at) === END_OF_DIRECTORY) return at;
  return -1;
}

/**
 * The entries its central directory lists, checked against the limits: only the zip's end and
 * its directory are read, and nothing is inflated.
 */
export async function zipEntries(file: StoredFile, limits: ZipLimits): Promise<ZipEntry[]> {
  const size = await file.size();
  const tailStart = Math.max(0, size - END_SEARCH);
  const tail = await bytesAt(file, tailStart, size);
  const end = endRecordIn(tail);
  if (end < 0) throw unreadable();
  const count = readU16(tail, end + 10);
  const directorySize = readU32(tail, end + 12);
  const directoryOffset = readU32(tail, end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff)
    throw refuse("Zip64 files are not read; zip the files again.");
  if (count > limits.maxEntries)
    throw refuse(`The zip holds ${count} files; it may hold at most ${limits.maxEntries}.`);
  if (directoryOffset + directorySize > tailStart + end) throw unreadable();
  if (directorySize > DIRECTORY_MAX) throw refuse(`The zip's list of files is over ${mb(DIRECTORY_MAX)}.`);
  const directory = await bytesAt(file, directoryOffset, directoryOffset + directorySize);
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || readU32(directory, at) !== CENTRAL_HEADER) throw unreadable();
    const nameLength = readU16(directory, at + 28);
    const entry: ZipEntry = {
      method: readU16(directory, at + 10),
      compressedSize: readU32(directory, at + 20),
      size: readU32(directory, at + 24),
      localOffset: readU32(directory, at + 42),
      name: new TextDecoder().decode(directory.subarray(at + 46, at + 46 + nameLength)),
    };
    at += 46 + nameLength + readU16(directory, at + 30) + readU16(directory, at + 32);
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

/** Where an entry's compressed data starts in the zip, checked against its local header. */
async function dataStart(file: StoredFile, entry: ZipEntry): Promise<number> {
  if (entry.method !== STORED && entry.method !== DEFLATED)
    throw refuse(`"${entry.name}" in the zip is compressed in a way the import does not read.`);
  const at = entry.localOffset;
  const header = await bytesAt(file, at, at + 30);
  if (header.length < 30 || readU32(header, 0) !== LOCAL_HEADER) throw unreadable();
  return at + 30 + readU16(header, 26) + readU16(header, 28);
}

/** The entry's compressed bytes as they are read from the zip, in steps of at most `step`. */
async function* compressed(file: StoredFile, entry: ZipEntry, step: number): AsyncGenerator<Uint8Array> {
  const start = await dataStart(file, entry);
  let read = 0;
  for await (const chunk of file.range(start, start + entry.compressedSize)) {
    for (let i = 0; i < chunk.length; i += step) {
      const piece = chunk.subarray(i, i + step);
      read += piece.length;
      yield piece;
    }
  }
  if (read !== entry.compressedSize) throw unreadable();
}

/**
 * One entry's bytes as they inflate from the zip, read a part at a time and pushed to the
 * inflater a step at a time, stopped as soon as they pass the size its directory declared
 * (which the limits already checked), whatever the data goes on to hold. Only a step's output
 * and a part of the zip are held at once: neither the zip nor the entry is ever whole in memory.
 */
export async function* inflateChunks(file: StoredFile, entry: ZipEntry): AsyncGenerator<Uint8Array> {
  if (entry.method === STORED) {
    if (entry.compressedSize !== entry.size) throw unreadable();
    yield* compressed(file, entry, Number.MAX_SAFE_INTEGER);
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
  let read = 0;
  for await (const piece of compressed(file, entry, INFLATE_STEP)) {
    read += piece.length;
    try {
      inflater.push(piece, read === entry.compressedSize);
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
export async function inflateEntry(file: StoredFile, entry: ZipEntry): Promise<Buffer> {
  const out = Buffer.alloc(entry.size);
  let at = 0;
  for await (const part of inflateChunks(file, entry)) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
