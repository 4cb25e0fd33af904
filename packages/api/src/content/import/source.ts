import { FileProblem } from "./items.ts";

/**
 * A question file's bytes, read from the start as often as needed, a part at a time: an upload
 * in memory, a file on disk, a job's upload kept in the database, or a file inflating from a zip.
 * Readers never need it whole.
 */
export interface FileSource {
  /** The file's parts in order, from its first byte, each time it is called. */
  chunks(): AsyncIterable<Uint8Array>;
}

/** An upload as received or stored: its size is known and any range of it can be read (a zip's directory is at its end). */
export interface StoredFile extends FileSource {
  size(): Promise<number>;
  /** The bytes from `start` up to `end` (or the file's end), a part at a time. */
  range(start: number, end: number): AsyncIterable<Uint8Array>;
}

const STEP = 1024 * 1024;

/** Bytes already in memory (a small upload). */
export const bufferSource = (bytes: Uint8Array): StoredFile => {
  // eslint-disable-next-line @typescript-eslint/require-await -- an async source, as every other is
  async function* range(start: number, end: number) {
    for (let at = start; at < Math.min(end, bytes.length); at += STEP)
      yield bytes.subarray(at, Math.min(at + STEP, end));
  }
  return {
    chunks: () => range(0, bytes.length),
    size: () => Promise.resolve(bytes.length),
    range,
  };
};

async function* streamOf(blob: Blob): AsyncGenerator<Uint8Array> {
  const reader = blob.stream().getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
  } finally {
    await reader.cancel();
  }
}

/** A file that is not in memory (`Blob`: a file on disk opened with `fs.openAsBlob`). */
export const blobSource = (blob: Blob): StoredFile => ({
  chunks: () => streamOf(blob),
  size: () => Promise.resolve(blob.size),
  range: (start, end) => streamOf(blob.slice(start, end)),
});

/** The file's first `n` bytes (fewer when it is shorter). */
export async function headOf(source: FileSource, n: number): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of source.chunks()) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= n) break;
  }
  return Buffer.concat(parts).subarray(0, n);
}

/** A small range of a stored file in memory (a zip's directory or one of its local headers). */
export async function bytesAt(file: StoredFile, start: number, end: number): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of file.range(start, end)) parts.push(chunk);
  return Buffer.concat(parts);
}

const notUtf8 = () => new FileProblem([{ object: "file", message: "The file is not UTF-8 text." }]);

/** The file as UTF-8 text, a part at a time (a character split between parts is kept whole); anything else is refused. */
export async function* textOf(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw notUtf8();
    }
  };
  for await (const chunk of chunks) {
    const text = decode(chunk);
    if (text) yield text;
  }
  const rest = decode();
  if (rest) yield rest;
}

/** One question of a line format: its lines between blank lines, and the line it starts on. */
export interface Block {
  /** The block's text; only its first characters when `size` says it was too large. */
  text: string;
  line: number;
  /** Set when the block was longer than the reader's limit: its length in characters. */
  size?: number;
}

/** What is kept of a block over the limit: enough to name it. */
const HEAD_CHARS = 2_000;

/**
 * Splits text into blocks at blank lines (GIFT and Aiken separate their questions so). A block
 * longer than `max` characters is not kept whole: its start names it and `size` says how long it
 * was, so one huge question is a problem item rather than a whole file in memory.
 */
export async function* blocksOf(texts: AsyncIterable<string>, max: number): AsyncGenerator<Block> {
  let lines: string[] = [];
  let size = 0;
  let start = 0;
  let line = 0;
  /** The current line so far, in pieces, when it spans parts of the text. */
  let partial: string[] = [];
  let partialSize = 0;
  const out: Block[] = [];

  const endBlock = () => {
    if (size === 0) return;
    const text = lines.join("\n");
    out.push(size > max ? { text: text.slice(0, HEAD_CHARS), line: start, size } : { text, line: start });
    lines = [];
    size = 0;
  };
  const addLine = (text: string, length: number) => {
    line += 1;
    if (text.trim() === "") return endBlock();
    if (size === 0) start = line;
    if (size <= max) lines.push(text);
    size += length + 1;
  };
  const take = (piece: string) => {
    // Past the limit, a line's rest is only counted.
    if (partialSize <= max) partial.push(partialSize + piece.length > max ? piece.slice(0, HEAD_CHARS) : piece);
    partialSize += piece.length;
  };

  for await (const text of texts) {
    let from = 0;
    for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", from)) {
      take(text.slice(from, nl));
      addLine(partial.join("").replace(/\r$/, ""), partialSize);
      partial = [];
      partialSize = 0;
      from = nl + 1;
    }
    if (from < text.length) take(text.slice(from));
    yield* out.splice(0);
  }
  if (partialSize > 0) addLine(partial.join("").replace(/\r$/, ""), partialSize);
  endBlock();
  yield* out.splice(0);
}
