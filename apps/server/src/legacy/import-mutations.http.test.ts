import { readFileSync } from "node:fs";
import { createCategoryWithQuestions } from "@qbank/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type LegacyClient, type TestServer } from "../test/server.ts";

/**
 * Valid question files of each format, mutated (cut short, bytes flipped, lines repeated or
 * dropped, a huge field put in) and imported over HTTP: every answer is a 200 or a 4xx in the
 * envelope with words meant for an admin, never a 5xx or an internal message, and a refused
 * file writes nothing.
 */

let server: TestServer;
let admin: LegacyClient;
let category: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await loggedInLearner(server, 6)).client;
  category = (await createCategoryWithQuestions(server.handle.db, { count: 0, name: "Mutations" })).id;
});
afterAll(() => server.close());

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../packages/api/src/content/fixtures/${name}`, import.meta.url));

const FILES = [
  { name: "cardiology.xml", format: "moodle-xml" },
  { name: "neurology.gift", format: "gift" },
  { name: "haematology.aiken", format: "aiken" },
  { name: "dermatology.csv", format: "csv" },
] as const;

/** Runs per format: enough to meet each kind of mutation many times, in well under a minute. */
const RUNS = 60;

type Mutation = (bytes: Buffer) => Buffer;

const lines = (bytes: Buffer) => bytes.toString("latin1").split("\n");
const joined = (parts: string[]) => Buffer.from(parts.join("\n"), "latin1");

/** One change to a file; positions are fractions of its length, so they fit any file. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }).map((at) => (b: Buffer) => b.subarray(0, Math.floor(at * b.length))),
  fc
    .tuple(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), fc.integer({ min: 1, max: 255 }))
    .map(([at, mask]) => (b: Buffer) => {
      const out = Buffer.from(b);
      if (out.length > 0) out[Math.floor(at * out.length)]! ^= mask;
      return out;
    }),
  fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }).map((at) => (b: Buffer) => {
    const all = lines(b);
    const i = Math.floor(at * all.length);
    return joined([...all.slice(0, i + 1), ...all.slice(i)]);
  }),
  fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }).map((at) => (b: Buffer) => {
    const all = lines(b);
    const i = Math.floor(at * all.length);
    return joined([...all.slice(0, i), ...all.slice(i + 1)]);
  }),
  fc
    .tuple(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.integer({ min: 20_001, max: 1_200_000 }),
      fc.constantFrom("A", "<b>", "é", '"', ",", "{"),
    )
    .map(([at, size, unit]) => (b: Buffer) => {
      const i = Math.floor(at * b.length);
      return Buffer.concat([b.subarray(0, i), Buffer.from(unit.repeat(Math.ceil(size / unit.length))), b.subarray(i)]);
    }),
);

async function written() {
  const count = async (table: "questions" | "categories" | "question_revisions") =>
    Number(
      (
        await server.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    questions: await count("questions"),
    categories: await count("categories"),
    revisions: await count("question_revisions"),
  };
}

const INTERNAL = /stack|Error\b|undefined|Cannot read|is not a function|SELECT|INSERT|postgres|\.ts:\d+/;

describe("mutated question files over HTTP", () => {
  for (const file of FILES) {
    it(`answers every mutation of ${file.name} with a 200 or a clear 4xx, and writes nothing on a refusal`, async () => {
      const original = fixture(file.name);
      await fc.assert(
        fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), fc.boolean(), async (changes, named) => {
          const bytes = changes.reduce<Buffer>((b, change) => change(b), original);
          const form = new FormData();
          form.set("category", category);
          if (named) form.set("format", file.format);
          form.set("file", new Blob([new Uint8Array(bytes)]), file.name);
          const before = await written();
          const res = await admin.request("POST", "/api/admin/import", form);
          expect(res.status, res.text).toBeLessThan(500);
          if (res.status === 200) return;
          expect([400, 413]).toContain(res.status);
          const items = res.body.message as { object: string; message: string }[];
          expect(items.length).toBeGreaterThan(0);
          for (const item of items) expect(item.message, item.message).not.toMatch(INTERNAL);
          expect(await written()).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    }, 180_000);
  }
});
