import Papa from "papaparse";

const BASE = { newline: "\r\n", escapeFormulae: true } as const;

/**
 * The one CSV writer of every export: CRLF lines, and a cell starting with `=`, `+`, `-`, `@`,
 * a tab or a carriage return is prefixed with `'` (papaparse's `escapeFormulae`), so a
 * spreadsheet shows it as text instead of running it. With `quoteText`, every text cell is
 * quoted (the header row stays bare).
 */
export function writeCsv(
  fields: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
  options: { quoteText?: boolean } = {},
): string {
  const data = rows.map((r) => [...r]);
  if (!options.quoteText) return Papa.unparse({ fields: [...fields], data }, BASE);
  const header = Papa.unparse([[...fields]], BASE);
  if (data.length === 0) return header;
  const body = Papa.unparse(data, { ...BASE, quotes: (value: unknown) => typeof value === "string" });
  return `${header}\r\n${body}`;
}
