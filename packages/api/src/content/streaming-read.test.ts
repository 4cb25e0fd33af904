import { readFileSync } from "node:fs";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { ImportFormat } from "./constants.ts";
import { FileProblem, type ReadEvent } from "./import/items.ts";
import { readEvents } from "./import/read.ts";
import { bufferSource, type StoredFile } from "./import/source.ts";

/**
 * The readers take a file a part at a time: however the parts fall (a CDATA marker, a UTF-8
 * character, a quoted CSV field or a blank line cut in two), a file reads the same as whole.
 */

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** The file in parts of 1 to `max` bytes, cut at places a seed chooses, from the start or any range. */
function inParts(bytes: Buffer, seed: number, max: number): StoredFile {
  // eslint-disable-next-line @typescript-eslint/require-await -- a source is async
  async function* range(start: number, end: number) {
    let state = seed;
    for (let at = start; at < Math.min(end, bytes.length);) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const size = 1 + (state % max);
      yield bytes.subarray(at, Math.min(at + size, end));
      at += size;
    }
  }
  return { chunks: () => range(0, bytes.length), size: () => Promise.resolve(bytes.length), range };
}

async function read(source: StoredFile, name: string, format?: ImportFormat) {
  const events: ReadEvent[] = [];
  try {
    for await (const event of readEvents(source, name, format)) events.push(event);
    return { events };
  } catch (error) {
    if (error instanceof FileProblem) return { problems: error.items };
    throw error;
  }
}

const FILES = [
  "cardiology.xml",
  "problems.xml",
  "malformed.xml",
  "neurology.gift",
  "haematology.aiken",
  "dermatology.csv",
];

describe("reading a file a part at a time", () => {
  for (const name of FILES) {
    it(`reads ${name} the same in parts of a few bytes as whole`, async () => {
      const bytes = fixture(name);
      const whole = await read(bufferSource(bytes), name);
      for (const seed of [1, 2, 3, 4, 5]) expect(await read(inParts(bytes, seed, 7), name)).toEqual(whole);
      expect(await read(inParts(bytes, 9, 300), name)).toEqual(whole);
    });
  }

  it("reads a zip from its directory, its CSV as it inflates and its picture, the same in parts as whole", async () => {
    const picture = Buffer.alloc(3_000, 7);
    for (const level of [0, 6] as const) {
      const zip = Buffer.from(
        zipSync({ "bank/dermatology.csv": fixture("dermatology.csv"), "bank/lesion.png": picture }, { level }),
      );
      const whole = await read(bufferSource(zip), "bank.zip");
      expect(whole.events).toHaveLength(2);
      expect(whole.events![0]).toMatchObject({ item: { image: { name: "lesion.png", bytes: picture } } });
      for (const seed of [1, 2, 3]) expect(await read(inParts(zip, seed, 7), "bank.zip")).toEqual(whole);
      expect(await read(inParts(zip, 4, 5_000), "bank.zip")).toEqual(whole);
    }
  });

  it("keeps a quoted CSV field with line breaks and a multi-byte character whole across parts", async () => {
    const csv = Buffer.from(
      'text,option_1,option_2,option_3,option_4,option_5,correct,explanation\n"A stem, with a comma\nand a line — é",a,b,c,d,e,A,"Why ""quoted"""\n',
    );
    const whole = await read(bufferSource(csv), "q.csv");
    expect(whole.events).toHaveLength(1);
    expect(whole.events![0]).toMatchObject({
      item: { text: "A stem, with a comma\nand a line — é", explanation: 'Why "quoted"' },
    });
    for (const seed of [1, 2, 3]) expect(await read(inParts(csv, seed, 3), "q.csv")).toEqual(whole);
  });

  it("names a GIFT or Aiken question over 1 MB as a problem item and reads the rest", async () => {
    const huge = "x".repeat(1_100_000);
    const gift = Buffer.from(`::Big:: ${huge} {=a ~b ~c ~d ~e}\n\n::Small:: Stem {=a ~b ~c ~d ~e}\n`);
    const { events } = await read(inParts(gift, 1, 64 * 1024), "bank.gift");
    expect(events).toHaveLength(2);
    expect(events![0]).toMatchObject({
      item: { item: 1, name: "Big", problems: [expect.stringMatching(/^The question is \d+ characters/)] },
    });
    expect(events![1]).toMatchObject({ item: { item: 2, name: "Small", text: "Stem" } });
    const aiken = Buffer.from(`${huge}\nA. a\nB. b\nANSWER: A\n\nStem\nA. a\nB. b\nANSWER: B\n`);
    const read2 = await read(inParts(aiken, 2, 64 * 1024), "bank.aiken");
    expect(read2.events).toHaveLength(2);
    expect(read2.events![0]).toMatchObject({
      item: { item: 1, problems: [expect.stringMatching(/^The question is/)] },
    });
  });

  it("refuses a CSV row that cannot end within 1 MB, naming the item", async () => {
    const csv = Buffer.from(`text,option_1,correct\nok,a,A\n"never closed,${"y".repeat(1_100_000)}\n`);
    expect(await read(inParts(csv, 3, 64 * 1024), "bank.csv")).toEqual({
      problems: [{ object: "item 2", message: "The CSV could not be read: a row is longer than 1048576 characters." }],
    });
  });
});
