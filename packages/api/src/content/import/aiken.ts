import { FileProblem, itemName, type ReadFile, type RawItem } from "./items.ts";

const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*([A-Z])\s*$/i;

/**
 * Aiken: a stem line, lettered options, then `ANSWER: X`; questions are separated by blank
 * lines. There is no library for it on the registry, and it is a line format, not a grammar.
 */
export function readAiken(text: string): ReadFile {
  const items: RawItem[] = [];
  const blocks = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n\s*\r?\n/)
    .map((b) =>
      b
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .filter((b) => b.length > 0);
  for (const [index, lines] of blocks.entries()) {
    const n = index + 1;
    const answerAt = lines.findIndex((l) => ANSWER.test(l));
    const optionAt = lines.findIndex((l) => OPTION.test(l));
    if (optionAt < 1) {
      throw new FileProblem([
        {
          object: itemName(n, null, lines[0]),
          message: "The Aiken file could not be read: a question needs a stem and lettered options.",
        },
      ]);
    }
    const letter = answerAt >= 0 ? ANSWER.exec(lines[answerAt]!)![1]!.toUpperCase() : null;
    const options = lines.slice(optionAt, answerAt >= 0 ? answerAt : undefined).map((l) => OPTION.exec(l));
    items.push({
      item: n,
      external_id: null,
      category: null,
      text: lines.slice(0, optionAt).join("\n"),
      options: options.map((m) => ({ text: m?.[2]?.trim() ?? "", correct: m?.[1]?.toUpperCase() === letter })),
      explanation: "",
      image: null,
      url: null,
      areas: [],
    });
  }
  return { items, skipped: [] };
}
