import { XMLParser, XMLValidator } from "fast-xml-parser";
import { areaTag, categoryName, FileProblem, htmlToText, itemLabel, type ReadFile, type RawItem } from "./items.ts";

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

/** Moodle's question bank export: single-answer multichoice questions under category pseudo-questions. */
export function readMoodleXml(xml: string): ReadFile {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FileProblem([
      { object: "file", message: `The XML could not be read (line ${valid.err.line}): ${valid.err.msg}` },
    ]);
  }
  const quiz = (parser.parse(xml) as Node).quiz as Node | undefined;
  if (!quiz || typeof quiz !== "object") {
    throw new FileProblem([{ object: "file", message: "The XML is not a Moodle question file (no <quiz>)." }]);
  }
  const out: ReadFile = { items: [], skipped: [] };
  let category: string | null = null;
  let n = 0;
  for (const q of (quiz.question as Node[] | undefined) ?? []) {
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
