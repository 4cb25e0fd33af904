import { XMLParser, XMLValidator } from "fast-xml-parser";
import {
  areaTag,
  categoryName,
  decodeUtf8,
  FileProblem,
  htmlToText,
  itemLabel,
  type ReadFile,
  type RawItem,
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
function pictureOf(node: TextNode, sources: string[]): RawItem["image"] {
  const files = (typeof node === "object" && node.file) || [];
  const wanted = sources.map((s) => decodeURIComponent(s.replace(/^@@PLUGINFILE@@\//, "")));
  const file = files.find((f) => wanted.includes(str(f.name))) ?? (wanted.length === 0 ? files[0] : undefined);
  if (file) return { name: str(file.name), bytes: Buffer.from(str(file["#text"]), "base64") };
  const named = wanted[0];
  return named ? { name: named, bytes: null } : null;
}

function multichoice(q: Node, item: number, category: string | null): RawItem {
  const stem = htmlToText(textOf(q.questiontext as TextNode));
  const answers = (q.answer as Node[] | undefined) ?? [];
  const tags = ((q.tags as Node | undefined)?.tag as Node[] | undefined) ?? [];
  const idnumber = str(q.idnumber).trim();
  return {
    item,
    external_id: idnumber || null,
    category,
    text: stem.text,
    options: answers.map((a) => ({
      text: htmlToText(textOf(a as TextNode)).text,
      correct: Number(str(a.fraction)) === 100,
    })),
    explanation: htmlToText(textOf(q.generalfeedback as TextNode)).text,
    image: pictureOf(q.questiontext as TextNode, stem.images),
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

const unreadable = (line: number, message: string) =>
  new FileProblem([{ object: "file", message: `The XML could not be read (line ${line}): ${message}` }]);

/**
 * The file's `<question>` elements, each parsed on its own: a bank of 10,000 questions with
 * their pictures is never one string or one tree in memory, only one question at a time.
 */
function* questions(bytes: Buffer): Generator<Node> {
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
    const xml = `<quiz>${decodeUtf8(bytes.subarray(at, stop))}</quiz>`;
    const valid = XMLValidator.validate(xml);
    if (valid !== true) throw unreadable(line + valid.err.line - 1, valid.err.msg);
    const parsed = ((parser.parse(xml) as Node).quiz as Node | undefined)?.question as Node[] | undefined;
    yield* parsed ?? [];
    line += lines(bytes, at, stop);
    at = stop === end ? -1 : stop;
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
  for (const q of questions(bytes)) {
    if (++read % QUESTIONS_PER_TURN === 0) await nextTurn();
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
      out.items.push(multichoice(q, n, category));
    }
  }
  return out;
}
