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

  describe("with legacy ids", () => {
    /** What legacy clients are owed: the answer with every `id` key renamed `_id`, at any depth. */
    const renamed = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(renamed);
      if (value === null || typeof value !== "object") return value;
      return Object.fromEntries(Object.entries(value).map(([key, v]) => [key === "id" ? "_id" : key, renamed(v)]));
    };
    // Keys and texts that look like the key, so a rename inside a string value would show.
    const text = fc.oneof(fc.string(), fc.constantFrom('{"id":1}', ',"id":', '"id":', "id", '\\"id\\":'));
    const answer = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        text,
        fc.integer(),
        fc.constant(null),
        fc.boolean(),
        fc.array(tie("value"), { maxLength: 40 }),
        fc.dictionary(fc.constantFrom("id", "_id", "ids", "name", "category", "questions"), tie("value"), {
          maxKeys: 5,
        }),
      ),
    })).value;

    it("writes every id key as _id at any depth, and nothing else differs", () => {
      fc.assert(
        fc.property(answer, (value) => {
          const message = { message: value };
          expect(JSON.parse(jsonPieces(message, { legacyIds: true }).join(""))).toEqual(renamed(message));
        }),
        { numRuns: 300 },
      );
    });

    it("renames in the slices of a long array too", () => {
      const questions = Array.from({ length: 100 }, (_, i) => ({
        id: `q${i}`,
        text: `see {"id":${i}}`,
        tries: [{ id: i }],
      }));
      const pieces = jsonPieces({ message: { category: { id: "c", questions } } }, { legacyIds: true });
      expect(JSON.parse(pieces.join(""))).toEqual(renamed({ message: { category: { id: "c", questions } } }));
      expect(pieces.join("")).toContain('"text":"see {\\"id\\":7}"');
    });
  });
});
