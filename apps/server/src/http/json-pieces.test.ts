import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonPieces } from "./json-pieces.ts";

describe("jsonPieces", () => {
  it("joins to exactly what JSON.stringify writes, for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonPieces(value).join("")).toBe(JSON.stringify(value));
      }),
    );
  });

  it("joins to the same text for long arrays, which are written in slices", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 33, maxLength: 120 }), (list) => {
        const value = { message: { list, again: [...list, undefined, () => 1] } };
        expect(jsonPieces(value).join("")).toBe(JSON.stringify(value));
      }),
      { numRuns: 50 },
    );
  });

  it("skips and nulls what JSON does, and lets dates and nested values serialize themselves", () => {
    const value = {
      a: undefined,
      b: () => 1,
      c: [undefined, () => 1, new Date(0), { d: { e: [1, { f: undefined }] } }],
      g: new Date(86_400_000),
    };
    expect(jsonPieces(value).join("")).toBe(JSON.stringify(value));
  });

  it("cuts a large answer into pieces under V8's large-object size", () => {
    const questions = Array.from({ length: 500 }, (_, i) => ({ id: `q${i}`, question_text: "x".repeat(300) }));
    const pieces = jsonPieces({ message: { category: { questions } } });
    expect(pieces.length).toBeGreaterThan(4);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(64 * 1024);
    expect(pieces.join("")).toBe(JSON.stringify({ message: { category: { questions } } }));
  });
});
