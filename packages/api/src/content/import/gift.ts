import { parse, type GIFTQuestion } from "gift-pegjs";
import { categoryName, FieldProblem, FileProblem, htmlToText, itemLabel, unreadItem, type ReadFile } from "./items.ts";

/** GIFT: `::title:: stem {=right ~wrong … ####explanation}` questions, `$CATEGORY:` lines. */
export function readGift(text: string): ReadFile {
  let questions: GIFTQuestion[];
  try {
    questions = parse(text);
  } catch (error) {
    const where = (error as { location?: { start?: { line?: number } } }).location?.start?.line;
    throw new FileProblem([
      { object: "file", message: `The GIFT file could not be read${where ? ` (line ${where})` : ""}.` },
    ]);
  }
  const out: ReadFile = { items: [], skipped: [] };
  let category: string | null = null;
  let n = 0;
  for (const q of questions) {
    if (q.type === "Category") {
      category = categoryName(q.title);
      continue;
    }
    if (q.type === "Description") continue;
    n += 1;
    const title = "title" in q && q.title ? ` (${q.title})` : "";
    if (q.type !== "MC") {
      out.skipped.push({ item: `${itemLabel(n)}${title}`, reason: `Questions of type "${q.type}" are not imported.` });
      continue;
    }
    try {
      out.items.push({
        item: n,
        name: q.title || null,
        external_id: null,
        category,
        text: htmlToText(q.stem.text).text,
        options: q.choices.map((c) => ({ text: htmlToText(c.text.text).text, correct: c.isCorrect })),
        explanation: q.globalFeedback ? htmlToText(q.globalFeedback.text).text : "",
        image: null,
        url: null,
        areas: [],
      });
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      out.items.push(unreadItem(n, q.title || null, category, error.message));
    }
  }
  return out;
}
