import { IMPORT_MAX_BYTES, IMPORT_TEXT_MAX_BYTES, type ImportFormat } from "../constants.ts";
import { MAX_IMAGE_BYTES } from "../../shared/image-rules.ts";
import { readAiken } from "./aiken.ts";
import { readCsv } from "./csv.ts";
import { readGift } from "./gift.ts";
import { decodeUtf8, FileProblem, type ReadFile } from "./items.ts";
import { readMoodleXml } from "./moodle-xml.ts";
import { inflateEntry, isZip, zipEntries, type ZipLimits } from "./zip.ts";

const byExtension: Record<string, ImportFormat> = {
  xml: "moodle-xml",
  gift: "gift",
  aiken: "aiken",
  csv: "csv",
};

/** How much of an unnamed file is looked at to tell its format. */
const SNIFF_BYTES = 64 * 1024;

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/** A .txt (or unnamed) file: GIFT has braces around its answers, Aiken an ANSWER line. */
function sniff(text: string): ImportFormat | undefined {
  if (/^\s*</.test(text)) return "moodle-xml";
  if (/\{[^}]*[=~][^}]*\}/.test(text)) return "gift";
  if (/^\s*ANSWER:\s*[A-Z]\s*$/im.test(text)) return "aiken";
  return undefined;
}

const QUESTION_FILE_TYPES = ["csv", "xml", "gift", "aiken", "txt"];

/**
 * What a zip may hold, checked from its directory before anything is inflated: one question
 * file, pictures of at most the pictures' limit (a larger one is refused as the upload form
 * refuses it), and no entry packed like a zip bomb.
 */
const ZIP_LIMITS: ZipLimits = {
  maxEntries: 2_000,
  maxEntryBytes: (name) => (QUESTION_FILE_TYPES.includes(extensionOf(name)) ? IMPORT_TEXT_MAX_BYTES : MAX_IMAGE_BYTES),
  maxTotalBytes: IMPORT_MAX_BYTES,
  maxRatio: 200,
  ratioFrom: 1024 * 1024,
};

/** A zip holding one question file (CSV or another format) and the pictures it names. */
function unzip(bytes: Buffer): { name: string; content: Buffer; images: Map<string, Buffer> } {
  const entries = zipEntries(bytes, ZIP_LIMITS).filter((e) => !e.name.startsWith("__MACOSX/"));
  const questionFiles = entries.filter((e) => QUESTION_FILE_TYPES.includes(extensionOf(e.name)));
  if (questionFiles.length !== 1) {
    throw new FileProblem([
      { object: "file", message: "The zip must hold exactly one question file (.csv, .xml, .gift, .aiken or .txt)." },
    ]);
  }
  const question = questionFiles[0]!;
  const images = new Map<string, Buffer>();
  for (const entry of entries) {
    if (entry === question) continue;
    const inflated = inflateEntry(bytes, entry);
    const image = Buffer.from(inflated.buffer, inflated.byteOffset, inflated.byteLength);
    images.set(entry.name, image);
    images.set(entry.name.split("/").pop()!, image);
  }
  const content = inflateEntry(bytes, question);
  return { name: question.name, content: Buffer.from(content.buffer, content.byteOffset, content.byteLength), images };
}

/**
 * The text of a GIFT, Aiken or CSV file, which are read whole (Moodle XML is read a question at
 * a time, so its size is bounded only by the upload's).
 */
function wholeText(content: Buffer, format: string): string {
  if (content.length > IMPORT_TEXT_MAX_BYTES) {
    const mb = IMPORT_TEXT_MAX_BYTES / 1024 / 1024;
    throw new FileProblem([
      {
        object: "file",
        message: `A ${format} file can be at most ${mb} MB of text (pictures in a zip beside it do not count); split it into smaller files.`,
      },
    ]);
  }
  return decodeUtf8(content);
}

/**
 * Reads an upload in the format given, or the one its name and content tell. Whatever a reader
 * meets that is not a problem it names (a parser's stack overflow on nesting no check foresaw)
 * is still the file's problem, a 400, never a failure of the server.
 */
export async function readUpload(bytes: Buffer, fileName: string, format: ImportFormat | undefined): Promise<ReadFile> {
  try {
    return await readAny(bytes, fileName, format);
  } catch (error) {
    if (error instanceof RangeError)
      throw new FileProblem([{ object: "file", message: "The file could not be read: it is nested too deeply." }]);
    throw error;
  }
}

async function readAny(bytes: Buffer, fileName: string, format: ImportFormat | undefined): Promise<ReadFile> {
  let name = fileName;
  let content = bytes;
  let images = new Map<string, Buffer>();
  if (extensionOf(fileName) === "zip" && !isZip(bytes))
    throw new FileProblem([{ object: "file", message: "The zip file could not be read." }]);
  if (isZip(bytes)) {
    ({ name, content, images } = unzip(bytes));
  }
  const chosen =
    format ?? byExtension[extensionOf(name)] ?? sniff(new TextDecoder().decode(content.subarray(0, SNIFF_BYTES)));
  if (!chosen) {
    throw new FileProblem([
      {
        object: "format",
        message: "The format could not be told from the file; choose moodle-xml, gift, aiken or csv.",
      },
    ]);
  }
  switch (chosen) {
    case "moodle-xml":
      return readMoodleXml(content);
    case "gift":
      return readGift(wholeText(content, "GIFT"));
    case "aiken":
      return readAiken(wholeText(content, "Aiken"));
    case "csv":
      return readCsv(wholeText(content, "CSV"), images);
  }
}
