import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wordDiff, type Piece } from "./word-diff.ts";

const side = (pieces: Piece[], drop: Piece["kind"]) =>
  pieces
    .filter((p) => p.kind !== drop)
    .map((p) => p.text)
    .join("");
const changedWords = (pieces: Piece[]) =>
  pieces.filter((p) => p.kind !== "same").flatMap((p) => p.text.match(/\S+/g) ?? []);

describe("the word diff of a question's revisions", () => {
  it("marks only the sentence added to a long explanation", () => {
    const before = "Pain relieved by sitting forward suggests pericarditis. ECG shows saddle ST elevation.";
    const after = `${before} Treat with NSAIDs and colchicine.`;
    expect(wordDiff(before, after)).toEqual([
      { text: before, kind: "same" },
      { text: " Treat with NSAIDs and colchicine.", kind: "added" },
    ]);
  });

  it("marks one word changed inside a sentence", () => {
    expect(wordDiff("Give 300 mg aspirin now", "Give 150 mg aspirin now")).toEqual([
      { text: "Give ", kind: "same" },
      { text: "300", kind: "removed" },
      { text: "150", kind: "added" },
      { text: " mg aspirin now", kind: "same" },
    ]);
  });

  it("gives back both texts whole, and marks nothing when they are the same", () => {
    const text = fc
      .array(fc.constantFrom("a", "b", "c", "dose", " ", "  ", "\n"), { maxLength: 40 })
      .map((w) => w.join(""));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const pieces = wordDiff(before, after);
        expect(side(pieces, "added")).toBe(before);
        expect(side(pieces, "removed")).toBe(after);
        if (before === after) expect(changedWords(pieces)).toEqual([]);
      }),
    );
  });

  it("says a text too long to compare word by word changed whole", () => {
    const before = Array.from({ length: 2100 }, (_, i) => `w${i}`).join(" ");
    const after = Array.from({ length: 2100 }, (_, i) => `v${i}`).join(" ");
    const pieces = wordDiff(before, after);
    expect(side(pieces, "added")).toBe(before);
    expect(side(pieces, "removed")).toBe(after);
  });
});
