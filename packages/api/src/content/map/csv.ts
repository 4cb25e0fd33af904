import type { ContentMapKind } from "@qbank/db";
import Papa from "papaparse";
import type { ErrorItem } from "../../shared/error-items.ts";

export const MAP_KINDS: ContentMapKind[] = ["clinical area", "professional knowledge", "presentation", "condition"];

export interface MapRow {
  row: number;
  kind: ContentMapKind;
  name: string;
  areas: string[];
}

/** The GMC's spreadsheet saved as CSV: `kind,name,areas` (areas separated by `;`). */
export function readMapCsv(text: string): { rows: MapRow[]; problems: ErrorItem[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const problems: ErrorItem[] = parsed.errors.map((e) => ({
    object: e.row === undefined ? "file" : `row ${e.row + 1}`,
    message: `The CSV could not be read: ${e.message}`,
  }));
  if (!["kind", "name", "areas"].every((c) => parsed.meta.fields?.includes(c)))
    problems.push({ object: "file", message: "The CSV header must be kind,name,areas." });
  if (problems.length > 0) return { rows: [], problems };
  const rows: MapRow[] = [];
  parsed.data.forEach((r, i) => {
    const row = i + 1;
    const kind = (r.kind ?? "")
      .trim()
      .toLowerCase()
      .replace(/^professional knowledge areas?$/, "professional knowledge");
    const name = (r.name ?? "").trim();
    const areas = (r.areas ?? "")
      .split(";")
      .map((a) => a.trim())
      .filter(Boolean);
    const found = MAP_KINDS.find((k) => k === kind);
    if (!found)
      problems.push({ object: `row ${row}`, message: `Unknown kind "${r.kind ?? ""}": use ${MAP_KINDS.join(", ")}.` });
    if (!name) problems.push({ object: `row ${row}`, message: "The name is empty." });
    if (name.length > 200) problems.push({ object: `row ${row}`, message: "The name is longer than 200 characters." });
    if ((found === "presentation" || found === "condition") && areas.length === 0)
      problems.push({ object: `row ${row}`, message: `A ${found} needs one or more areas.` });
    if (found && name) rows.push({ row, kind: found, name, areas });
  });
  return { rows, problems };
}
