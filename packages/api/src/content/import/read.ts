import { unzipSync } from "fflate";
import { IMPORT_TEXT_MAX_BYTES, type ImportFormat } from "../constants.ts";
import { readAiken } from "./aiken.ts";
import { readCsv } from "./csv.ts";
import { readGift } from "./gift.ts";
import { decodeUtf8, FileProblem, type ReadFile } from "./items.ts";
import { readMoodleXml } from "./moodle-xml.ts";

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

/** A zip holding one question file (CSV or another format) and the pictures it names. */
function unzip(bytes: Buffer): { name: string; content: Buffer; images: Map<string, Buffer> } {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new FileProblem([{ object: "file", message: "The zip file could not be read." }]);
  }
  const names = Object.keys(files).filter((n) => !n.endsWith("/") && !n.startsWith("__MACOSX/"));
  const questionFiles = names.filter((n) => ["csv", "xml", "gift", "aiken", "txt"].includes(extensionOf(n)));
  if (questionFiles.length !== 1) {
    throw new FileProblem([
      { object: "file", message: "The zip must hold exactly one question file (.csv, .xml, .gift, .aiken or .txt)." },
    ]);
  }
  const images = new Map<string, Buffer>();
  for (const n of names) {
    if (n === questionFiles[0]) continue;
    const bytes = Buffer.from(files[n]!);
    images.set(n, bytes);
    images.set(n.split("/").pop()!, bytes);
  }
  return { name: questionFiles[0]!, content: Buffer.from(files[questionFiles[0]!]!), images };
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

/** Reads an upload in the format given, or the one its name and content tell. */
export async function readUpload(bytes: Buffer, fileName: string, format: ImportFormat | undefined): Promise<ReadFile> {
  let name = fileName;
  let content = bytes;
  let images = new Map<string, Buffer>();
  if (extensionOf(fileName) === "zip" || (bytes[0] === 0x50 && bytes[1] === 0x4b)) {
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
