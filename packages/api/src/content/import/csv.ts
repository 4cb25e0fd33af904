import Papa from "papaparse";
import { areaTag, FileProblem, QUESTION_MAX_CHARS, type ReadEvent, type RawItem } from "./items.ts";

export const CSV_COLUMNS = [
  "category",
  "text",
  "option_1",
  "option_2",
  "option_3",
  "option_4",
  "option_5",
  "correct",
  "explanation",
  "image",
  "url",
  "areas",
  "external_id",
] as const;

type Row = Partial<Record<(typeof CSV_COLUMNS)[number], string>>;

/** `correct` as 1-5 or A-E, as an option index, or null when it is neither. */
function keyIndex(value: string): number | null {
  const v = value.trim().toUpperCase();
  if (/^[1-5]$/.test(v)) return Number(v) - 1;
  if (/^[A-E]$/.test(v)) return v.charCodeAt(0) - 65;
  return null;
}

const KNOWN: readonly string[] = CSV_COLUMNS;

/** A picture of the upload by the name a row gives, inflated when a row asks for it; null when the upload lacks it. */
export type Pictures = (name: string) => Promise<Buffer | null>;

function itemOf(row: Row, item: number): RawItem {
  const unknown = Object.entries(row).filter(([column, value]) => !KNOWN.includes(column) && value?.trim());
  const key = keyIndex(row.correct ?? "");
  const options = [row.option_1, row.option_2, row.option_3, row.option_4, row.option_5]
    .map((o, i) => ({ text: (o ?? "").trim(), correct: i === key }))
    .filter((o) => o.text !== "");
  const image = row.image?.trim();
  return {
    item,
    external_id: row.external_id?.trim() || null,
    category: row.category?.trim() || null,
    text: (row.text ?? "").trim(),
    options,
    explanation: (row.explanation ?? "").trim(),
    image: image ? { name: image, bytes: null } : null,
    url: row.url?.trim() || null,
    areas: (row.areas ?? "")
      .split(";")
      .map((a) => a.trim())
      .filter(Boolean)
      .map((a) => ({ ...areaTag(a), strict: true })),
    warnings: unknown.map(([column]) => `The column "${column}" is not imported.`),
  };
}

/** The line ending the text's start uses, as papaparse guesses it (quoted fields aside). */
function lineEnding(start: string): "\n" | "\r\n" | "\r" {
  const plain = start.slice(0, 1024 * 1024).replace(/"[^]*?"/g, "");
  const cr = plain.indexOf("\r");
  if (cr < 0) return "\n";
  const lf = plain.indexOf("\n");
  if (lf >= 0 && lf < cr) return "\n";
  return plain[cr + 1] === "\n" ? "\r\n" : "\r";
}

interface CsvError {
  row?: number;
  message: string;
}

const blank = (fields: string[]) => fields.every((f) => f.trim() === "");

/** The items with the pictures they name, each read only as its item is reached. */
async function* withPictures(events: Iterable<ReadEvent>, pictures: Pictures): AsyncGenerator<ReadEvent> {
  for (const event of events) {
    if ("item" in event && event.item.image) event.item.image.bytes = await pictures(event.item.image.name);
    yield event;
  }
}

/**
 * UTF-8 CSV with a header row; `pictures` gives the files of the zip the CSV came in. The text
 * is parsed as it arrives with papaparse's parser, a part at a time (a row split between parts
 * is parsed with the next), so a file of any size holds only a part and a row in memory. Any
 * row papaparse cannot read refuses the file, with every such row listed.
 */
export async function* readCsv(text: AsyncIterable<string>, pictures: Pictures): AsyncGenerator<ReadEvent> {
  let parser: Papa.Parser | undefined;
  let pending = "";
  let fields: string[] | undefined;
  let rows = 0;
  const problems: { object: string; message: string }[] = [];
  const problem = (e: CsvError) =>
    problems.push({
      object: e.row === undefined ? "file" : `item ${e.row + 1}`,
      message: `The CSV could not be read: ${e.message}`,
    });

  function* take(chunk: string, last: boolean): Generator<ReadEvent> {
    pending += chunk;
    if (!pending) return;
    parser ??= new Papa.Parser({ delimiter: ",", newline: lineEnding(pending.replace(/^\uFEFF/, "")) });
    const result = parser.parse(pending, 0, !last) as {
      data: string[][];
      errors: { row?: number; message: string }[];
      meta: { cursor: number };
    };
    if (!last) pending = pending.slice(result.meta.cursor);
    else pending = "";
    if (pending.length > QUESTION_MAX_CHARS)
      throw new FileProblem([
        {
          object: `item ${rows + 1}`,
          message: `The CSV could not be read: a row is longer than ${QUESTION_MAX_CHARS} characters.`,
        },
      ]);
    const errorRows = new Map<number, string>();
    for (const e of result.errors) errorRows.set(e.row ?? -1, e.message);
    for (const [index, values] of result.data.entries()) {
      if (blank(values)) continue;
      if (!fields) {
        fields = values.map((h) =>
          h
            .replace(/^\uFEFF/, "")
            .trim()
            .toLowerCase(),
        );
        const missing = ["text", "option_1", "correct"].filter((c) => !fields!.includes(c));
        if (missing.length > 0)
          throw new FileProblem([
            {
              object: "file",
              message: `The CSV header lacks ${missing.join(", ")}; it needs ${CSV_COLUMNS.join(",")}.`,
            },
          ]);
        continue;
      }
      const at = rows;
      rows += 1;
      const error = errorRows.get(index);
      if (error !== undefined) problem({ row: at, message: error });
      if (values.length > fields.length)
        problem({ row: at, message: `Too many fields: expected ${fields.length} fields but parsed ${values.length}` });
      else if (values.length < fields.length)
        problem({ row: at, message: `Too few fields: expected ${fields.length} fields but parsed ${values.length}` });
      if (problems.length > 0) continue;
      const row: Row = {};
      fields.forEach((f, i) => ((row as Record<string, string | undefined>)[f] = values[i]));
      yield { item: itemOf(row, at + 1) };
    }
    for (const e of result.errors) if (e.row === undefined) problem(e);
  }

  for await (const chunk of text) {
    yield* withPictures(take(chunk, false), pictures);
    if (problems.length > 0) throw new FileProblem(problems);
  }
  yield* withPictures(take("", true), pictures);
  if (!fields)
    problems.push({
      object: "file",
      message: `The CSV header lacks text, option_1, correct; it needs ${CSV_COLUMNS.join(",")}.`,
    });
  if (problems.length > 0) throw new FileProblem(problems);
}
