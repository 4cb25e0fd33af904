import { FileProblem, itemName, QUESTION_MAX_CHARS, tooLargeProblem, unreadItem, type ReadEvent } from "./items.ts";
import { blocksOf } from "./source.ts";

/** `s`: a line may hold \r or \u2028, where `.` would stop, `$` fail and `\s+(.*)` backtrack. */
const OPTION = /^([A-Z])[.)]\s+(.*)$/s;
const ANSWER = /^ANSWER:\s*([A-Z])\s*$/i;

/**
 * Aiken: a stem line, lettered options, then `ANSWER: X`; questions are separated by blank
 * lines, so the file is read a question at a time. There is no library for it on the
 * registry, and it is a line format, not a grammar.
 */
export async function* readAiken(text: AsyncIterable<string>): AsyncGenerator<ReadEvent> {
  let n = 0;
  for await (const block of blocksOf(text, QUESTION_MAX_CHARS)) {
    n += 1;
    const lines = block.text
      .replace(/^\uFEFF/, "")
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    if (block.size !== undefined) {
      yield { item: unreadItem(n, lines[0] ?? null, null, tooLargeProblem(block.size)) };
      continue;
    }
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
    const after = answerAt >= 0 ? lines.length - answerAt - 1 : 0;
    yield {
      item: {
        item: n,
        external_id: null,
        category: null,
        text: lines.slice(0, optionAt).join("\n"),
        options: options.map((m) => ({ text: m?.[2]?.trim() ?? "", correct: m?.[1]?.toUpperCase() === letter })),
        explanation: "",
        image: null,
        url: null,
        areas: [],
        warnings:
          after > 0
            ? [
                `The ${after === 1 ? "line" : `${after} lines`} after ANSWER ${after === 1 ? "is" : "are"} not imported.`,
              ]
            : [],
      },
    };
  }
}
