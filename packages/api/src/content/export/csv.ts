import type { ExportRow } from "@qbank/db";
import { strToU8, zipSync } from "fflate";
import { writeCsv } from "../../shared/csv.ts";
import { CSV_COLUMNS } from "../import/csv.ts";
import { imageFileName } from "./files.ts";

/** The import's CSV columns, option 1 the key; with pictures, a zip of the CSV and the pictures. */
export function csvExport(rows: ExportRow[], baseName: string): { name: string; bytes: Buffer; mime: string } {
  const data = rows.map((q) => [
    q.category_name,
    q.question_text,
    ...q.options,
    "1",
    q.explanation_text,
    q.image_bytes ? imageFileName(q) : "",
    q.url ?? "",
    q.areas.join(";"),
    q.external_id ?? "",
  ]);
  const csv = writeCsv(CSV_COLUMNS, data);
  const pictures = rows.filter((q) => q.image_bytes);
  if (pictures.length === 0)
    return { name: `${baseName}.csv`, bytes: Buffer.from(csv, "utf8"), mime: "text/csv; charset=utf-8" };
  const files: Record<string, Uint8Array> = { [`${baseName}.csv`]: strToU8(csv) };
  for (const q of pictures) files[imageFileName(q)] = new Uint8Array(q.image_bytes!);
  return { name: `${baseName}.zip`, bytes: Buffer.from(zipSync(files, { level: 0 })), mime: "application/zip" };
}
