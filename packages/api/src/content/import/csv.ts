import Papa from "papaparse";
import { areaTag, FileProblem, type ReadFile } from "./items.ts";

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

/** UTF-8 CSV with a header row; `images` holds the files of the zip the CSV came in. */
export function readCsv(text: string, images: Map<string, Buffer>): ReadFile {
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const problems = parsed.errors.map((e) => ({
    object: e.row === undefined ? "file" : `item ${e.row + 1}`,
    message: `The CSV could not be read: ${e.message}`,
  }));
  const missing = ["text", "option_1", "correct"].filter((c) => !parsed.meta.fields?.includes(c));
  if (missing.length > 0)
    problems.push({
      object: "file",
      message: `The CSV header lacks ${missing.join(", ")}; it needs ${CSV_COLUMNS.join(",")}.`,
    });
  if (problems.length > 0) throw new FileProblem(problems);
  return {
    skipped: [],
    items: parsed.data.map((row, index) => {
      const key = keyIndex(row.correct ?? "");
      const options = [row.option_1, row.option_2, row.option_3, row.option_4, row.option_5]
        .map((o, i) => ({ text: (o ?? "").trim(), correct: i === key }))
        .filter((o) => o.text !== "");
      const image = row.image?.trim();
      return {
        item: index + 1,
        external_id: row.external_id?.trim() || null,
        category: row.category?.trim() || null,
        text: (row.text ?? "").trim(),
        options,
        explanation: (row.explanation ?? "").trim(),
        image: image ? { name: image, bytes: images.get(image) ?? null } : null,
        url: row.url?.trim() || null,
        areas: (row.areas ?? "")
          .split(";")
          .map((a) => a.trim())
          .filter(Boolean)
          .map((a) => ({ ...areaTag(a), strict: true })),
      };
    }),
  };
}
