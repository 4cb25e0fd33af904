import { XMLParser, XMLValidator } from "fast-xml-parser";
import {
  areaTag,
  categoryName,
  decodeUtf8,
  FieldProblem,
  FileProblem,
  htmlToText,
  itemLabel,
  optionList,
  QUESTION_MAX_CHARS,
  type ReadEvent,
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

const COMBINED_FEEDBACK = ["correctfeedback", "partiallycorrectfeedback", "incorrectfeedback"];
/** Whether a field the bank drops says anything; one too large or deep to read is not refused for it. */
const hasText = (node: unknown) => {
  const html = textOf(node as TextNode).trim();
  if (html === "") return false;
  try {
    return htmlToText(html).text !== "";
  } catch (error) {
    if (error instanceof FieldProblem) return true;
    throw error;
  }
};

/** What the bank has no place for in a Moodle question: it is imported without these, and told. */
function dropped(q: Node, answers: Node[], pictures: { stem: number; elsewhere: number }): string[] {
  const warnings: string[] = [];
  const feedback = answers.flatMap((a, i) => (hasText(a.feedback) ? [i + 1] : []));
  if (feedback.length > 0)
    warnings.push(
      `The feedback on ${optionList(feedback)} is not imported; the bank keeps one explanation per question.`,
    );
  answers.forEach((a, i) => {
    const fraction = Number(str(a.fraction));
    if (fraction !== 0 && fraction !== 100)
      warnings.push(`Option ${i + 1}'s partial credit (${str(a.fraction)}%) is not imported; it counts as wrong.`);
  });
  if (COMBINED_FEEDBACK.some((f) => hasText(q[f])))
    warnings.push("Its feedback for right, partly right and wrong answers is not imported.");
  if (q.hint !== undefined) warnings.push("Its hints are not imported.");
  if (pictures.stem > 1) warnings.push("Only the stem's first picture is imported.");
  if (pictures.elsewhere > 0) warnings.push("Pictures in the options or the explanation are not imported.");
  return warnings;
}

function multichoice(q: Node, item: number, category: string | null, files: string[]): RawItem {
  const stem = htmlToText(textOf(q.questiontext as TextNode));
  const answers = (q.answer as Node[] | undefined) ?? [];
  const tags = ((q.tags as Node | undefined)?.tag as Node[] | undefined) ?? [];
  const idnumber = str(q.idnumber).trim();
  const options = answers.map((a) => htmlToText(textOf(a as TextNode)));
  const explanation = htmlToText(textOf(q.generalfeedback as TextNode));
  const elsewhere = [...options, explanation].reduce((n, field) => n + field.images.length, 0);
  return {
    item,
    name: textOf(q.name as TextNode) || null,
    external_id: idnumber || null,
    category,
    text: stem.text,
    options: answers.map((a, i) => ({ text: options[i]!.text, correct: Number(str(a.fraction)) === 100 })),
    explanation: explanation.text,
    image: pictureOf(q.questiontext as TextNode, stem.images, files),
    url: null,
    areas: tags.map((t) => areaTag(textOf(t as TextNode))).filter((a) => a.name),
    warnings: dropped(q, answers, { stem: stem.images.length, elsewhere }),
  };
}

const OPEN = Buffer.from("<question");
const CDATA: [Buffer, Buffer] = [Buffer.from("<![CDATA["), Buffer.from("]]>")];
const COMMENT: [Buffer, Buffer] = [Buffer.from("<!--"), Buffer.from("-->")];
const QUIZ_END = "</quiz>";
const NEWLINE = 0x0a;
const BANG = 0x21;
const LETTER_Q = 0x71;
/** What may follow `<question` in the element's own tag: a space, tab, line end or `>`. */
const ELEMENT_END = [0x20, 0x09, 0x0a, 0x0d, 0x3e];

function lines(bytes: Uint8Array): number {
  let n = 0;
  for (let i = bytes.indexOf(NEWLINE); i >= 0; i = bytes.indexOf(NEWLINE, i + 1)) n++;
  return n;
}

/**
 * The most XML one question may hold besides its embedded files (each picture is checked on its
 * own): a larger one is a problem item, not parsed, so one huge field cannot exhaust the heap.
 */
export const QUESTION_XML_MAX = QUESTION_MAX_CHARS;
/**
 * The most bytes one question is collected to, its pictures included (two pictures of the
 * largest size, in base64, and the question's own XML); past it the rest is only counted.
 */
const QUESTION_BYTES_MAX = 16 * 1024 * 1024;
/** What is kept of a question over the limit: enough to read its name. */
const HEAD_BYTES = 4096;
/** `[^<>]`: a tag's attributes stop at the next `<`, so an unclosed `<file` is not read to the end at every try. */
const FILE_ELEMENT = /(<file\b[^<>]*>)([^<]*)(<\/file>)/g;
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

/** A piece of the file between two `<question` starts (or before the first, or after the last). */
interface Piece {
  /** Its bytes; only the first HEAD_BYTES when `size` says it was larger than QUESTION_BYTES_MAX. */
  bytes: Buffer;
  size: number;
  /** Whether it starts with `<question` (else it is the file's head). */
  question: boolean;
  line: number;
}

/** The file's end: its line count, and whether `</quiz>` closed it. */
interface End {
  lines: number;
  closed: boolean;
}

/**
 * Cuts the file at each `<question` start outside CDATA and comments, as the bytes arrive: only
 * the current question (at most QUESTION_BYTES_MAX of it) and the part being scanned are held.
 */
async function* pieces(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Piece | End> {
  let pending = Buffer.alloc(0);
  /** Where the scan has reached in `pending`, and the end marker of the markup it is inside. */
  let at = 0;
  let inside: Buffer | null = null;
  let question = false;
  let line = 1;
  let total = 0;
  /** An over-large piece's head, and its bytes and lines dropped so far. */
  let head: Buffer | null = null;
  let dropped = 0;
  let droppedLines = 0;
  /** The file's last bytes, to see `</quiz>` after the last question. */
  let tail = Buffer.alloc(0);

  const cut = (to: number): Piece => {
    const own = pending.subarray(0, to);
    const piece = { bytes: head ?? Buffer.from(own), size: dropped + own.length, question, line };
    line += lines(own) + droppedLines;
    pending = pending.subarray(to);
    at -= to;
    head = null;
    dropped = 0;
    droppedLines = 0;
    return piece;
  };

  for await (const chunk of chunks) {
    total += lines(chunk);
    tail = Buffer.concat([tail, chunk]).subarray(-HEAD_BYTES);
    pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
    const out: Piece[] = [];
    for (;;) {
      if (inside) {
        const end = pending.indexOf(inside, at);
        if (end < 0) {
          at = Math.max(at, pending.length - inside.length + 1);
          break;
        }
        at = end + inside.length;
        inside = null;
        continue;
      }
      const lt = pending.indexOf(0x3c, at);
      if (lt < 0) {
        at = pending.length;
        break;
      }
      // A marker split between parts is looked at again once the next part arrives.
      if (pending.length - lt < CDATA[0].length + 1) {
        at = lt;
        break;
      }
      const next = pending[lt + 1];
      const open =
        next === BANG
          ? [CDATA, COMMENT].find(([start]) => pending.compare(start, 0, start.length, lt, lt + start.length) === 0)
          : undefined;
      if (open) {
        inside = open[1];
        at = lt + open[0].length;
        continue;
      }
      if (
        next === LETTER_Q &&
        pending.compare(OPEN, 0, OPEN.length, lt, lt + OPEN.length) === 0 &&
        ELEMENT_END.includes(pending[lt + OPEN.length]!)
      ) {
        if (lt > 0 || dropped > 0) out.push(cut(lt));
        question = true;
      }
      at = lt + 1;
    }
    // A piece larger than any question may be: keep its head, count the rest and let it go.
    if (dropped + at > QUESTION_BYTES_MAX) {
      head ??= Buffer.from(pending.subarray(0, HEAD_BYTES));
      droppedLines += lines(pending.subarray(0, at));
      dropped += at;
      pending = pending.subarray(at);
      at = 0;
    }
    yield* out;
  }
  if (pending.length > 0 || dropped > 0) yield cut(pending.length);
  yield { lines: total, closed: tail.includes(QUIZ_END) };
}

const notQuiz = () =>
  new FileProblem([{ object: "file", message: "The XML is not a Moodle question file (no <quiz>)." }]);

/**
 * The file's `<question>` elements, each parsed on its own as the file is read: a bank of
 * 200,000 questions with their pictures is never one string or one tree in memory, only one
 * question at a time.
 */
async function* questions(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Question> {
  let seenQuiz = false;
  let closed = false;
  for await (const piece of pieces(chunks)) {
    if (!("bytes" in piece)) {
      if (!seenQuiz) throw notQuiz();
      if (!closed && !piece.closed) throw unreadable(piece.lines + 1, "the file ends before </quiz>.");
      continue;
    }
    const whole = piece.bytes.length === piece.size;
    // The head of an over-large piece may end inside a character: read it leniently, for its name only.
    const text = whole ? decodeUtf8(piece.bytes) : new TextDecoder().decode(piece.bytes);
    closed = text.includes(QUIZ_END);
    if (!piece.question) {
      if (!/<quiz[\s>]/.test(text)) {
        const valid = XMLValidator.validate(text);
        if (valid !== true) throw unreadable(valid.err.line, valid.err.msg);
        throw notQuiz();
      }
      seenQuiz = true;
      continue;
    }
    if (!seenQuiz) throw notQuiz();
    if (!whole) {
      yield { tooLarge: piece.size, name: nameIn(text) };
      continue;
    }
    const { xml: slice, files } = takeFiles(text);
    // What follows the question's end up to the next one (comments, space, </quiz>) is not the question's size.
    const close = slice.lastIndexOf("</question>");
    const own = close < 0 ? slice : slice.slice(0, close + "</question>".length);
    if (own.length > QUESTION_XML_MAX) yield { tooLarge: own.length, name: nameIn(own) };
    else for (const node of parse(`<quiz>${own}</quiz>`, piece.line)) yield { node, files };
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
export async function* readMoodleXml(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<ReadEvent> {
  let category: string | null = null;
  let n = 0;
  let read = 0;
  for await (const question of questions(chunks)) {
    if (++read % QUESTIONS_PER_TURN === 0) await nextTurn();
    if ("tooLarge" in question) {
      n += 1;
      const problem = `The question is ${question.tooLarge} characters of XML besides its pictures; at most ${QUESTION_XML_MAX} are read.`;
      yield { item: unreadItem(n, question.name, category, problem) };
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
      yield { skip: { item: label, reason: `Questions of type "${type}" are not imported.` } };
    } else if (str(q.single).trim() === "false" || str(q.single).trim() === "0") {
      yield { skip: { item: label, reason: "Multichoice questions with several right answers are not imported." } };
    } else {
      let item: RawItem;
      try {
        item = multichoice(q, n, category, files);
      } catch (error) {
        if (!(error instanceof FieldProblem)) throw error;
        item = unreadItem(n, name || null, category, error.message);
      }
      yield { item };
    }
  }
}
