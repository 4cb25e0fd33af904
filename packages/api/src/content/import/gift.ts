import { parse, type GIFTQuestion, type MultipleChoice } from "gift-pegjs";
import {
  categoryName,
  FieldProblem,
  FileProblem,
  htmlToText,
  itemLabel,
  QUESTION_MAX_CHARS,
  tooLargeProblem,
  optionList,
  unreadItem,
  type ReadEvent,
} from "./items.ts";
import { blocksOf, type Block } from "./source.ts";

/** A block's `::title::`, read without parsing it, for a block too large to parse. */
const titleIn = (text: string) => /^\s*::([^:]{1,200})::/m.exec(text)?.[1]?.trim() ?? null;

function parseBlock(block: Block): GIFTQuestion[] {
  try {
    return parse(block.text);
  } catch (error) {
    const where = (error as { location?: { start?: { line?: number } } }).location?.start?.line;
    const line = where ? block.line + where - 1 : undefined;
    throw new FileProblem([
      { object: "file", message: `The GIFT file could not be read${line ? ` (line ${line})` : ""}.` },
    ]);
  }
}

/** What the bank has no place for in a GIFT question: it is imported without these, and told. */
function dropped(q: MultipleChoice): string[] {
  const warnings: string[] = [];
  const feedback = q.choices.flatMap((c, i) => (c.feedback?.text.trim() ? [i + 1] : []));
  if (feedback.length > 0)
    warnings.push(
      `The feedback on ${optionList(feedback)} is not imported; the bank keeps one explanation per question.`,
    );
  q.choices.forEach((c, i) => {
    if (c.weight !== null && c.weight !== 0 && c.weight !== 100)
      warnings.push(`Option ${i + 1}'s partial credit (${c.weight}%) is not imported; it counts as wrong.`);
  });
  if (q.tags?.length) warnings.push("Its tags are not imported.");
  return warnings;
}

/**
 * GIFT: `::title:: stem {=right ~wrong … ####explanation}` questions, `$CATEGORY:` lines.
 * Questions are separated by blank lines (as Moodle reads GIFT), so the file is parsed a
 * question at a time and never held whole.
 */
export async function* readGift(text: AsyncIterable<string>): AsyncGenerator<ReadEvent> {
  let category: string | null = null;
  let n = 0;
  for await (const block of blocksOf(text, QUESTION_MAX_CHARS)) {
    if (block.size !== undefined) {
      n += 1;
      yield { item: unreadItem(n, titleIn(block.text), category, tooLargeProblem(block.size)) };
      continue;
    }
    for (const q of parseBlock(block)) {
      if (q.type === "Category") {
        category = categoryName(q.title);
        continue;
      }
      if (q.type === "Description") continue;
      n += 1;
      const title = "title" in q && q.title ? ` (${q.title})` : "";
      if (q.type !== "MC") {
        yield { skip: { item: `${itemLabel(n)}${title}`, reason: `Questions of type "${q.type}" are not imported.` } };
        continue;
      }
      try {
        yield {
          item: {
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
            warnings: dropped(q),
          },
        };
      } catch (error) {
        if (!(error instanceof FieldProblem)) throw error;
        yield { item: unreadItem(n, q.title || null, category, error.message) };
      }
    }
  }
}
