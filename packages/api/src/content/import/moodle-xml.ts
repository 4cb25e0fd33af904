import { XMLParser, XMLValidator } from "fast-xml-parser";
import {
  areaTag,
  categoryName,
  decodeUtf8,
  FieldProblem,
  FileProblem,
  htmlToText,
  itemLabel,
  type ReadFile,
  type RawItem,
  unreadItem,
} from "./items.ts";

type Node = Record<string, unknown>;
type TextNode = string | { text?: unknown; file?: Node[]; format?: string } | undefined;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ["question", "answer", "file", "tag"].includes(name),
});

const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
/** `<x><text>…</text></x>`: the text, with any `#text` wrapper a sibling attribute causes. */
const textOf = (node: TextNode): string => {
  if (node === undefined || typeof node === "string") return node ?? "";
  const t = node.text;
  return t && typeof t === "object" ? str((t as Node)["#text"]) : str(t);
};

/** The stem's picture: the file an `<img>` names, else the first file it carries. */
function pictureOf(node: TextNode, sources: string[], contents: string[]): RawItem["image"] {
  const files = (typeof node === "object" && node.file) || [];
  const wanted = sources.map((s) => decodeURIComponent(s.replace(/^@@PLUGINFILE@@\//, "")));
  const file = files.find((f) => wanted.includes(str(f.name))) ?? (wanted.length === 0 ? files[0] : undefined);
  if (file) return { name: str(file.name), bytes: Buffer.from(fileContent(str(file["#text"]), contents), "base64") };
  const named = wanted[0];
  return named ? { name: named, bytes: null } : null;
}

function multichoice(q: Node, item: number, category: string | null, files: string[]): RawItem {
  const stem = htmlToText(textOf(q.questiontext as TextNode));
  const answers = (q.answer as Node[] | undefined) ?? [];
  const tags = ((q.tags as Node | undefined)?.tag as Node[] | undefined) ?? [];
  const idnumber = str(q.idnumber).trim();
  return {
    item,
    name: textOf(q.name as TextNode) || null,
    external_id: idnumber || null,
    category,
    text: stem.text,
    options: answers.map((a) => ({
      text: htmlToText(textOf(a as TextNode)).text,
      correct: Number(str(a.fraction)) === 100,
    })),
    explanation: htmlToText(textOf(q.generalfeedback as TextNode)).text,
    image: pictureOf(q.questiontext as TextNode, stem.images, files),
    url: null,
    areas: tags.map((t) => areaTag(textOf(t as TextNode))).filter((a) => a.name),
  };
}

const OPEN = Buffer.from("<question");
const MARKUP: [Buffer, Buffer][] = [
  [Buffer.from("<![CDATA["), Buffer.from("]]>")],
  [Buffer.from("<!--"), Buffer.from("-->")],
];
const QUIZ_END = Buffer.from("</quiz>");
const NEWLINE = 0x0a;
/** What may follow `<question` in the element's own tag: a space, tab, line end or `>`. */
const ELEMENT_END = [0x20, 0x09, 0x0a, 0x0d, 0x3e];

/**
 * Finds `<question` elements' starts outside CDATA and comments. Each marker's next position is
 * remembered until the scan passes it, so the file is searched once for each, not once per
 * question.
 */
function questionStarts(bytes: Buffer) {
  const next = new Map<Buffer, number>();
  const find = (marker: Buffer, from: number) => {
    let at = next.get(marker);
    if (at === undefined || (at >= 0 && at < from)) {
      at = bytes.indexOf(marker, from);
      next.set(marker, at);
    }
    return at;
  };
  return (from: number): number => {
    let at = from;
    for (;;) {
      const open = find(OPEN, at);
      if (open < 0) return -1;
      const skip = MARKUP.map(([start, end]) => ({ start: find(start, at), end }))
        .filter((m) => m.start >= 0 && m.start < open)
        .sort((a, b) => a.start - b.start)[0];
      if (skip) {
        const end = bytes.indexOf(skip.end, skip.start);
        if (end < 0) return -1;
        at = end + skip.end.length;
        continue;
      }
      if (ELEMENT_END.includes(bytes[open + OPEN.length]!)) return open;
      at = open + OPEN.length;
    }
  };
}

function lines(bytes: Buffer, from: number, to: number): number {
  const part = bytes.subarray(from, to);
  let n = 0;
  for (let i = part.indexOf(NEWLINE); i >= 0; i = part.indexOf(NEWLINE, i + 1)) n++;
  return n;
}

/**
 * The most XML one question may hold besides its embedded files (each picture is checked on its
 * own): a larger one is a problem item, not parsed, so one huge field cannot exhaust the heap.
 */
export const QUESTION_XML_MAX = 1024 * 1024;
const FILE_ELEMENT = /(<file\b[^>]*>)([^<]*)(<\/file>)/g;
const FILE_MARK = "@@qbank-file-";

/** Embedded files' base64 taken out of a question's XML (the parser never copies them), by mark. */
function takeFiles(xml: string): { xml: string; files: string[] } {
  const files: string[] = [];
  const out = xml.replace(FILE_ELEMENT, (_all, open: string, content: string, close: string) => {
    files.push(content);
    return `${open}${FILE_MARK}${files.length - 1}${close}`;
  });
  return { xml: out, files };
}

const fileContent = (text: string, files: string[]) =>
  text.startsWith(FILE_MARK) ? (files[Number(text.slice(FILE_MARK.length))] ?? "") : text;

/** A question's `<name>` read without parsing it, for a problem about the question as a whole. */
const nameIn = (xml: string) => /<name>\s*<text>([^<]{0,200})<\/text>/.exec(xml)?.[1]?.trim() ?? null;

/** One `<question>` as the reader sees it: parsed, or refused before parsing with its name. */
type Question = { node: Node; files: string[] } | { tooLarge: number; name: string | null };

const unreadable = (line: number, message: string) =>
  new FileProblem([{ object: "file", message: `The XML could not be read (line ${line}): ${message}` }]);

/**
 * The file's `<question>` elements, each parsed on its own: a bank of 10,000 questions with
 * their pictures is never one string or one tree in memory, only one question at a time.
 */
function* questions(bytes: Buffer): Generator<Question> {
  const nextQuestion = questionStarts(bytes);
  const first = nextQuestion(0);
  const end = bytes.lastIndexOf(QUIZ_END);
  const head = decodeUtf8(bytes.subarray(0, first < 0 ? (end < 0 ? bytes.length : end) : first));
  if (!/<quiz[\s>]/.test(head)) {
    const valid = XMLValidator.validate(head);
    if (valid !== true) throw unreadable(valid.err.line, valid.err.msg);
    throw new FileProblem([{ object: "file", message: "The XML is not a Moodle question file (no <quiz>)." }]);
  }
  if (end < 0) throw unreadable(lines(bytes, 0, bytes.length) + 1, "the file ends before </quiz>.");
  let line = 1 + lines(bytes, 0, Math.max(first, 0));
  for (let at = first; at >= 0 && at < end;) {
    const next = nextQuestion(at + OPEN.length);
    const stop = next < 0 || next > end ? end : next;
    const { xml: slice, files } = takeFiles(decodeUtf8(bytes.subarray(at, stop)));
    // What follows the question's end up to the next one (comments, space) is not the question's size.
    const close = slice.lastIndexOf("</question>");
    const own = close < 0 ? slice : slice.slice(0, close + "</question>".length);
    if (own.length > QUESTION_XML_MAX) yield { tooLarge: own.length, name: nameIn(own) };
    else for (const node of parse(`<quiz>${own}</quiz>`, line)) yield { node, files };
    line += lines(bytes, at, stop);
    at = stop === end ? -1 : stop;
  }
}

/** A question's XML parsed; XML the parser cannot take (nested 200,000 deep) is the file's problem, by line. */
function parse(xml: string, line: number): Node[] {
  try {
    const valid = XMLValidator.validate(xml);
    if (valid !== true) throw unreadable(line + valid.err.line - 1, valid.err.msg);
    return (((parser.parse(xml) as Node).quiz as Node | undefined)?.question as Node[] | undefined) ?? [];
  } catch (error) {
    if (error instanceof FileProblem) throw error;
    throw unreadable(line, error instanceof RangeError ? "it is nested too deeply." : (error as Error).message);
  }
}

/** Questions read between turns of the event loop, so other requests are answered during a large read. */
const QUESTIONS_PER_TURN = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Moodle's question bank export: single-answer multichoice questions under category pseudo-questions. */
export async function readMoodleXml(bytes: Buffer): Promise<ReadFile> {
  const out: ReadFile = { items: [], skipped: [] };
  let category: string | null = null;
  let n = 0;
  let read = 0;
  for (const question of questions(bytes)) {
    if (++read % QUESTIONS_PER_TURN === 0) await nextTurn();
    if ("tooLarge" in question) {
      n += 1;
      const problem = `The question is ${question.tooLarge} characters of XML besides its pictures; at most ${QUESTION_XML_MAX} are read.`;
      out.items.push(unreadItem(n, question.name, category, problem));
      continue;
    }
    const { node: q, files } = question;
    const type = str(q.type);
    if (type === "category") {
      category = categoryName(textOf(q.category as TextNode));
      continue;
    }
    n += 1;
    const name = textOf(q.name as TextNode);
    const label = `${itemLabel(n)}${name ? ` (${name})` : ""}`;
    if (type !== "multichoice") {
      out.skipped.push({ item: label, reason: `Questions of type "${type}" are not imported.` });
    } else if (str(q.single).trim() === "false" || str(q.single).trim() === "0") {
      out.skipped.push({ item: label, reason: "Multichoice questions with several right answers are not imported." });
    } else {
      try {
        out.items.push(multichoice(q, n, category, files));
      } catch (error) {
        if (!(error instanceof FieldProblem)) throw error;
        out.items.push(unreadItem(n, name || null, category, error.message));
      }
    }
  }
  return out;
}
