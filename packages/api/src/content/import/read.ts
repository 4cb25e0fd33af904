import { strFromU8, unzipSync } from "fflate";
import type { ImportFormat } from "../constants.ts";
import { readAiken } from "./aiken.ts";
import { readCsv } from "./csv.ts";
import { readGift } from "./gift.ts";
import { FileProblem, type ReadFile } from "./items.ts";
import { readMoodleXml } from "./moodle-xml.ts";

const byExtension: Record<string, ImportFormat> = {
  xml: "moodle-xml",
  gift: "gift",
  aiken: "aiken",
  csv: "csv",
};

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/** A .txt (or unnamed) file: GIFT has braces around its answers, Aiken an ANSWER line. */
function sniff(text: string): ImportFormat | undefined {
  if (/^\s*</.test(text)) return "moodle-xml";
  if (/\{[^}]*[=~][^}]*\}/.test(text)) return "gift";
  if (/^\s*ANSWER:\s*[A-Z]\s*$/im.test(text)) return "aiken";
  return undefined;
}

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new FileProblem([{ object: "file", message: "The file is not UTF-8 text." }]);
  }
}

/** A zip holding one question file (CSV or another format) and the pictures it names. */
function unzip(bytes: Buffer): { name: string; text: string; images: Map<string, Buffer> } {
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
  return { name: questionFiles[0]!, text: strFromU8(files[questionFiles[0]!]!), images };
}

/** Reads an upload in the format given, or the one its name and content tell. */
export function readUpload(bytes: Buffer, fileName: string, format: ImportFormat | undefined): ReadFile {
  let name = fileName;
  let text: string;
  let images = new Map<string, Buffer>();
  if (extensionOf(fileName) === "zip" || (bytes[0] === 0x50 && bytes[1] === 0x4b)) {
    ({ name, text, images } = unzip(bytes));
  } else {
    text = decode(bytes);
  }
  const chosen = format ?? byExtension[extensionOf(name)] ?? sniff(text);
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
      return readMoodleXml(text);
    case "gift":
      return readGift(text);
    case "aiken":
      return readAiken(text);
    case "csv":
      return readCsv(text, images);
  }
}
