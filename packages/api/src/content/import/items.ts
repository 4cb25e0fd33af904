import { parse } from "node-html-parser";
import { itemsMessage, type ErrorItem } from "../../shared/error-items.ts";
import { storableCopy } from "../../shared/storable-text.ts";

/** One question as a file gives it, before any check. `item` counts questions from 1. */
export interface RawItem {
  item: number;
  /** The item's own name in the file (Moodle's `<name>`, GIFT's title), if it has one. */
  name?: string | null;
  external_id: string | null;
  /** A category name, or null to use the one chosen with the upload. */
  category: string | null;
  text: string;
  options: { text: string; correct: boolean }[];
  explanation: string;
  /** A picture the item names; `bytes` is null when the upload does not hold it. */
  image: { name: string; bytes: Buffer | null } | null;
  url: string | null;
  /** Names of MLA map entries; `strict` ones must exist, others are kept only when they do. */
  areas: { name: string; strict: boolean }[];
  /** What could not be read of it (HTML nested too deep, a field too large): it is refused with these. */
  problems?: string[];
  /** What the bank does not keep of it (per-answer feedback, hints): it is imported without these. */
  warnings?: string[];
}

export interface Skip {
  item: string;
  reason: string;
}

/** What a reader meets in a file, in order: a question to check, or one of a kind the bank does not hold. */
export type ReadEvent = { item: RawItem } | { skip: Skip };

/** The most one question of a file may hold (besides a Moodle question's embedded pictures). */
export const QUESTION_MAX_CHARS = 1024 * 1024;

export const tooLargeProblem = (size: number) =>
  `The question is ${size} characters besides its pictures; at most ${QUESTION_MAX_CHARS} are read.`;

export interface ReadFile {
  items: RawItem[];
  /** Items of a kind the bank does not hold (another question type), by name and position. */
  skipped: Skip[];
}

/** A file that cannot be read at all: the 400 answer's list. */
export class FileProblem extends Error {
  constructor(readonly items: ErrorItem[]) {
    super(itemsMessage(items));
  }
}

export const itemLabel = (n: number) => `item ${n}`;

/** "option 2", "options 1 and 3", "options 1, 2 and 4": options by number, for a warning. */
export function optionList(numbers: number[]): string {
  if (numbers.length === 1) return `option ${numbers[0]}`;
  return `options ${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
}

/** How a problem names an item: its name, else its first words, else its place in the file. */
export function itemName(n: number, name: string | null | undefined, text?: string): string {
  const own = storableCopy((name ?? "").trim() || (text ?? "").trim().replace(/\s+/g, " "));
  if (!own) return itemLabel(n);
  const short = own.length > 60 ? `${own.slice(0, 57).trimEnd()}...` : own;
  return `${itemLabel(n)} (${short})`;
}

/** The most HTML one field (a stem, an option, feedback) may hold before it is read. */
export const FIELD_HTML_MAX = 200_000;

/** A field that cannot be read: the item is refused with this reason, the rest of the file is read. */
export class FieldProblem extends Error {}

/** A file's bytes as text; anything but UTF-8 is refused. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new FileProblem([{ object: "file", message: "The file is not UTF-8 text." }]);
  }
}

/**
 * HTML (Moodle's stems, options and feedback) as the plain text the bank shows: blocks and
 * line breaks become new lines, entities are decoded, and pictures are listed by source.
 */
export function htmlToText(html: string): { text: string; images: string[] } {
  if (html.length > FIELD_HTML_MAX)
    throw new FieldProblem(`A field holds ${html.length} characters of text; at most ${FIELD_HTML_MAX} are read.`);
  try {
    return textAndImages(parse(withoutComments(html)));
  } catch (error) {
    if (error instanceof RangeError) throw new FieldProblem("Its HTML is nested too deeply to read.");
    throw error;
  }
}

/**
 * HTML comments taken out in one pass; one left open runs to the end, as in a browser. The
 * parser finds them with a pattern that, from every `<!--` with no `-->` after it, reads to the
 * end: 200,000 characters of `<!--` took it 2.5 s.
 */
function withoutComments(html: string): string {
  let out = "";
  let from = 0;
  for (let open = html.indexOf("<!--"); open >= 0; open = html.indexOf("<!--", from)) {
    out += html.slice(from, open);
    const close = html.indexOf("-->", open + 4);
    if (close < 0) return out;
    from = close + 3;
  }
  return from === 0 ? html : out + html.slice(from);
}

function textAndImages(root: ReturnType<typeof parse>): { text: string; images: string[] } {
  const images = root
    .querySelectorAll("img")
    .map((img) => img.getAttribute("src") ?? "")
    .filter(Boolean);
  return { text: root.structuredText.trim(), images };
}

/** An item that could not be read, kept so the answer lists it by name with the reason. */
export const unreadItem = (item: number, name: string | null, category: string | null, problem: string): RawItem => ({
  item,
  name,
  external_id: null,
  category,
  text: "",
  options: [],
  explanation: "",
  image: null,
  url: null,
  areas: [],
  problems: [problem],
});

/** Areas written "MLA: Cardiovascular" or "Cardiovascular". */
export function areaTag(text: string): { name: string; strict: boolean } {
  const match = /^\s*MLA\s*:\s*(.+)$/is.exec(text);
  return match ? { name: match[1]!.trim(), strict: true } : { name: text.trim(), strict: false };
}

/** "$course$/Top/Cardiology" -> "Cardiology". */
export function categoryName(path: string): string | null {
  const last = path
    .split("/")
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last && !/^\$\w+\$$/.test(last) ? last : null;
}
