import { IMPORT_MAX_BYTES, type ImportFormat } from "../constants.ts";
import { MAX_IMAGE_BYTES } from "../../shared/image-rules.ts";
import { readAiken } from "./aiken.ts";
import { readCsv, type Pictures } from "./csv.ts";
import { readGift } from "./gift.ts";
import { FileProblem, type ReadEvent, type ReadFile } from "./items.ts";
import { readMoodleXml } from "./moodle-xml.ts";
import { bufferSource, bytesAt, headOf, textOf, type FileSource, type StoredFile } from "./source.ts";
import { inflateChunks, inflateEntry, isZip, zipEntries, type ZipEntry, type ZipLimits } from "./zip.ts";

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
  if (text.trimStart().startsWith("<")) return "moodle-xml";
  if (hasGiftAnswer(text)) return "gift";
  if (text.split("\n").some((line) => AIKEN_ANSWER.test(line.trim()))) return "aiken";
  return undefined;
}

const AIKEN_ANSWER = /^ANSWER:\s*[A-Z]$/i;

/**
 * A `{…}` holding `=` or `~`, found in one pass. The regular expression that says the same
 * (`\{[^}]*[=~][^}]*\}`) backtracks on text such as `{={={=…`: 10 KB of it held the server's
 * one thread for two minutes.
 */
function hasGiftAnswer(text: string): boolean {
  let open = false;
  let marked = false;
  for (const char of text) {
    if (char === "{") open = true;
    else if ((char === "=" || char === "~") && open) marked = true;
    else if (char === "}") {
      if (marked) return true;
      open = marked = false;
    }
  }
  return false;
}

const QUESTION_FILE_TYPES = ["csv", "xml", "gift", "aiken", "txt"];

/**
 * What a zip may hold, checked from its directory before anything is inflated: one question
 * file (read as it inflates, as large as an upload may be), pictures of at most the pictures' limit (a larger one is refused as the upload form
 * refuses it), and no entry packed like a zip bomb.
 */
const ZIP_LIMITS: ZipLimits = {
  maxEntries: 2_000,
  maxEntryBytes: (name) => (QUESTION_FILE_TYPES.includes(extensionOf(name)) ? IMPORT_MAX_BYTES : MAX_IMAGE_BYTES),
  maxTotalBytes: IMPORT_MAX_BYTES,
  maxRatio: 200,
  ratioFrom: 1024 * 1024,
};

/** What a zip holds: its question file, read as it inflates, and its pictures, each inflated when a row names it. */
interface Unzipped {
  name: string;
  content: FileSource;
  pictures: Pictures;
}

/** A zip holding one question file (CSV or another format) and the pictures it names. */
async function unzip(file: StoredFile): Promise<Unzipped> {
  const entries = (await zipEntries(file, ZIP_LIMITS)).filter((e) => !e.name.startsWith("__MACOSX/"));
  const questionFiles = entries.filter((e) => QUESTION_FILE_TYPES.includes(extensionOf(e.name)));
  if (questionFiles.length !== 1) {
    throw new FileProblem([
      { object: "file", message: "The zip must hold exactly one question file (.csv, .xml, .gift, .aiken or .txt)." },
    ]);
  }
  const question = questionFiles[0]!;
  const byName = new Map<string, ZipEntry>();
  for (const entry of entries) {
    if (entry === question) continue;
    byName.set(entry.name, entry);
    if (!byName.has(entry.name.split("/").pop()!)) byName.set(entry.name.split("/").pop()!, entry);
  }
  const pictures: Pictures = async (picture) => {
    const entry = byName.get(picture);
    return entry ? inflateEntry(file, entry) : null;
  };
  return { name: question.name, content: { chunks: () => inflateChunks(file, question) }, pictures };
}

/**
 * How many bytes of questions an upload holds: its size, or for a zip what its directory says
 * its files inflate to (checked against the zip limits), so a small zip of a large file is
 * imported as a job like the large file.
 */
export async function contentSize(file: StoredFile): Promise<number> {
  if (!isZip(await bytesAt(file, 0, 4))) return file.size();
  return (await zipEntries(file, ZIP_LIMITS)).reduce((sum, entry) => sum + entry.size, 0);
}

/**
 * Reads an upload in the format given, or the one its name and content tell. Whatever a reader
 * meets that is not a problem it names (a parser's stack overflow on nesting no check foresaw)
 * is still the file's problem, a 400, never a failure of the server.
 */
export async function readUpload(bytes: Buffer, fileName: string, format: ImportFormat | undefined): Promise<ReadFile> {
  const file: ReadFile = { items: [], skipped: [] };
  for await (const event of readEvents(bufferSource(bytes), fileName, format)) {
    if ("skip" in event) file.skipped.push(event.skip);
    else file.items.push(event.item);
  }
  return file;
}

/**
 * Questions read between turns of the event loop: parsing is synchronous, and a part of a file
 * read from the database holds some 1,000 questions, so without a turn now and then other
 * requests (and the connections' own timers) would wait for seconds.
 */
const EVENTS_PER_TURN = 50;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The questions of a file, in order, as it is read a part at a time: no file is held whole,
 * whatever its size. A zip is read from its directory at its end, its question file as it
 * inflates and each picture when a row names it.
 */
export async function* readEvents(
  source: StoredFile,
  fileName: string,
  format: ImportFormat | undefined,
): AsyncGenerator<ReadEvent> {
  try {
    let read = 0;
    for await (const event of readAny(source, fileName, format)) {
      yield event;
      if (++read % EVENTS_PER_TURN === 0) await nextTurn();
    }
  } catch (error) {
    if (error instanceof RangeError)
      throw new FileProblem([{ object: "file", message: "The file could not be read: it is nested too deeply." }]);
    throw error;
  }
}

async function* readAny(
  source: StoredFile,
  fileName: string,
  format: ImportFormat | undefined,
): AsyncGenerator<ReadEvent> {
  let name = fileName;
  let content: FileSource = source;
  let pictures: Pictures = () => Promise.resolve(null);
  let start = await headOf(source, SNIFF_BYTES);
  if (extensionOf(fileName) === "zip" && !isZip(start))
    throw new FileProblem([{ object: "file", message: "The zip file could not be read." }]);
  if (isZip(start)) {
    ({ name, content, pictures } = await unzip(source));
    start = await headOf(content, SNIFF_BYTES);
  }
  const chosen = format ?? byExtension[extensionOf(name)] ?? sniff(new TextDecoder().decode(start));
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
      yield* readMoodleXml(content.chunks());
      return;
    case "gift":
      yield* readGift(textOf(content.chunks()));
      return;
    case "aiken":
      yield* readAiken(textOf(content.chunks()));
      return;
    case "csv":
      yield* readCsv(textOf(content.chunks()), pictures);
      return;
  }
}
