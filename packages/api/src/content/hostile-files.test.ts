import { readFileSync } from "node:fs";
import { strToU8, Zip, ZipDeflate, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";
import { htmlToText } from "./import/items.ts";

/** Files made to hurt: each is a clear 400 naming the problem, and nothing is written. */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const admin = () => signedIn(h, { level: 6 });
const MB = 1024 * 1024;

/** A zip written a piece at a time, so a large entry of zeros never exists whole in the test either. */
function streamedZip(entries: { name: string; bytes?: Buffer; zeros?: number }[]): Buffer {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const entry of entries) {
    const file = new ZipDeflate(entry.name, { level: 6 });
    zip.add(file);
    if (entry.bytes) file.push(entry.bytes, true);
    else {
      const zeros = new Uint8Array(MB);
      for (let left = entry.zeros!; left > 0; left -= MB) file.push(zeros.subarray(0, Math.min(MB, left)), left <= MB);
    }
  }
  zip.end();
  return Buffer.concat(parts);
}

/** Writes `size` as the entry's uncompressed size in both its local and its central header. */
function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = out.indexOf("PK"); at >= 0; at = out.indexOf("PK", at + 2)) {
    const sig = out.readUInt32LE(at);
    if (sig === 0x04034b50 && out.toString("utf8", at + 30, at + 30 + out.readUInt16LE(at + 26)) === name)
      out.writeUInt32LE(size, at + 22);
    if (sig === 0x02014b50 && out.toString("utf8", at + 46, at + 46 + out.readUInt16LE(at + 28)) === name)
      out.writeUInt32LE(size, at + 24);
  }
  return out;
}

async function questionCount() {
  const row = await h.deps.db
    .selectFrom("questions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const csv = () => fixture("dermatology.csv");

describe("hostile zips", () => {
  it("refuses a picture of 40 MB of zeros from the zip's directory, before inflating it", async () => {
    const { api } = await admin();
    const bomb = streamedZip([
      { name: "bank.csv", bytes: csv() },
      { name: "pic.png", zeros: 40 * MB },
    ]);
    expect(bomb.length).toBeLessThan(2 * MB);
    const before = await questionCount();
    expect((await failure(api.content.importFile({ file: bomb, file_name: "bank.zip" }))).items).toEqual([
      { object: "file", message: '"pic.png" in the zip is 40 MB; it may be at most 5 MB.' },
    ]);
    expect(await questionCount()).toBe(before);
  });

  it("stops inflating an entry at the size its header declares, whatever its data holds", async () => {
    const { api } = await admin();
    const lying = declareSize(
      streamedZip([
        { name: "bank.csv", bytes: csv() },
        { name: "lesion.png", zeros: 16 * MB },
      ]),
      "lesion.png",
      1000,
    );
    expect((await failure(api.content.importFile({ file: lying, file_name: "bank.zip" }))).items).toEqual([
      { object: "file", message: '"lesion.png" in the zip holds more than it says; it was not opened.' },
    ]);
  });

  it("refuses a zip of many entries, and one packed more than 200 times", async () => {
    const { api } = await admin();
    const many: Record<string, Uint8Array> = { "bank.csv": csv() };
    for (let i = 0; i < 2_001; i++) many[`p${i}.png`] = strToU8("x");
    expect(
      (await failure(api.content.importFile({ file: Buffer.from(zipSync(many)), file_name: "m.zip" }))).items,
    ).toEqual([{ object: "file", message: "The zip holds 2002 files; it may hold at most 2000." }]);
    const packed = streamedZip([{ name: "bank.csv", zeros: 4 * MB }]);
    expect((await failure(api.content.importFile({ file: packed, file_name: "p.zip" }))).items).toEqual([
      { object: "file", message: '"bank.csv" in the zip is compressed more than 200 times; it was not opened.' },
    ]);
  });

  it("takes text starting with PK for text, and honours the format given", async () => {
    const { api } = await admin();
    const aiken = Buffer.from(
      "PKU is screened for on day 5 by which test?\nA. Heel prick\nB. Urine\nC. Sweat\nD. Cord blood\nE. Saliva\nANSWER: A\n",
    );
    const { id: category } = await api.admin.categoryCreate({ name: "Metabolic" });
    expect(
      await api.content.importFile({ file: aiken, file_name: "pku.txt", format: "aiken", category, dry_run: true }),
    ).toMatchObject({ created: 1, updated: 0, unchanged: 0, skipped: [], errors: [] });
    const named = await failure(api.content.importFile({ file: aiken, file_name: "pku.zip" }));
    expect(named.items).toEqual([{ object: "file", message: "The zip file could not be read." }]);
  });
});

/** A Moodle file of one multichoice question named `name`, with the given stem and first option. */
function moodle(name: string, stem: string, firstOption = "Right") {
  const others = ["Two", "Three", "Four", "Five"].map((o) => `<answer fraction="0"><text>${o}</text></answer>`);
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n<question type="category"><category><text>$course$/Hostile</text></category></question>\n` +
      `<question type="multichoice"><name><text>${name}</text></name>` +
      `<questiontext format="html"><text><![CDATA[${stem}]]></text></questiontext><single>true</single>` +
      `<answer fraction="100"><text>${firstOption}</text></answer>${others.join("")}</question>\n</quiz>\n`,
  );
}

describe("hostile question files", () => {
  it("names a question whose stem is 100,000 nested <div>, and answers 400, not 500", async () => {
    const { api } = await admin();
    const deep = `${"<div>".repeat(100_000)}x${"</div>".repeat(100_000)}`;
    const refused = await failure(api.content.importFile({ file: moodle("Deep stem", deep), file_name: "deep.xml" }));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.items).toEqual([
      {
        object: "item 1 (Deep stem)",
        message: expect.stringMatching(
          /^The question is \d+ characters of XML besides its pictures; at most 1048576 are read\.$/,
        ),
      },
    ]);
    const nested = `${"<div>".repeat(15_000)}x${"</div>".repeat(15_000)}`;
    expect(nested.length).toBeLessThan(200_000);
    const tooDeep = await failure(api.content.importFile({ file: moodle("Nested", nested), file_name: "n.xml" }));
    expect(tooDeep.code).toBe("BAD_REQUEST");
    expect(tooDeep.items).toEqual([{ object: "item 1 (Nested)", message: "Its HTML is nested too deeply to read." }]);
  });

  it("answers XML nested 200,000 deep by the question's name, and 100,000 deep by its line, as a 400", async () => {
    const { api } = await admin();
    const nestedXml = (depth: number) =>
      Buffer.from(
        moodle("Deep XML", "stem")
          .toString()
          .replace("<single>", `${"<b>".repeat(depth)}${"</b>".repeat(depth)}<single>`),
      );
    const large = await failure(api.content.importFile({ file: nestedXml(200_000), file_name: "x.xml" }));
    expect(large.items).toEqual([{ object: "item 1 (Deep XML)", message: expect.stringMatching(/^The question is/) }]);
    const refused = await failure(api.content.importFile({ file: nestedXml(100_000), file_name: "x.xml" }));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.items).toHaveLength(1);
    expect(refused.items[0]!.object).toBe("file");
    expect(refused.items[0]!.message).toMatch(/^The XML could not be read \(line 4\)/);
  });

  it("takes a 4.5 MB option as a problem item in a dry run, and reads the rest of the file", async () => {
    const { api } = await admin();
    const huge = moodle("Huge option", "Which?", "A".repeat(4_500_000));
    const refused = await failure(
      api.content.importFile({ file: huge, file_name: "huge.xml", dry_run: true, background: false }),
    );
    expect(refused.items).toEqual([
      {
        object: "item 1 (Huge option)",
        message: expect.stringMatching(
          /^The question is 45004\d\d characters of XML besides its pictures; at most 1048576 are read\.$/,
        ),
      },
    ]);
  });

  it("refuses text the database cannot store (a NUL byte) by the item, as a 400, and writes nothing", async () => {
    const { api } = await admin();
    const { id: category } = await api.admin.categoryCreate({ name: "Unstorable" });
    const before = await questionCount();
    const nul = Buffer.from(
      "\0Which is it?\nA. a\nB. b\nC. c\nD. d\nE. e\nANSWER: A\n\nWhich next?\nA. a\nB. b\nC. c\nD. d\nE. e\nANSWER: B\n",
    );
    const refused = await failure(api.content.importFile({ file: nul, file_name: "nul.aiken", category }));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.items).toEqual([
      { object: "item 1 (\uFFFDWhich is it?)", message: "The text contains a character that is not allowed." },
    ]);
    expect(await questionCount()).toBe(before);
  });

  it("names an option over 20,000 characters in a CSV", async () => {
    const { api } = await admin();
    const row = `Hostile,"Which is it?",${"B".repeat(20_001)},b,c,d,e,1,,,,,\n`;
    const file = Buffer.from(`${csv().toString().split("\n")[0]}\n${row}`);
    expect((await failure(api.content.importFile({ file, file_name: "big.csv" }))).items).toEqual([
      { object: "item 1 (Which is it?)", message: "Option 1 is longer than 20000 characters." },
    ]);
  });
});

/**
 * Text made so that a pattern tried over it backtracks: before these were read in one pass,
 * each held the server's one thread for minutes (10 KB of `{=` took two), so a slip back
 * shows here as a test that does not finish.
 */
describe("text that makes a pattern backtrack", () => {
  it("tells no format in 64 KB of unclosed GIFT braces, nor in 64 KB of blank lines", async () => {
    const { api } = await admin();
    const untold = [{ object: "format", message: expect.stringMatching(/^The format could not be told/) }];
    for (const text of ["{=".repeat(32 * 1024), `Which?${"\n".repeat(64 * 1024)}`]) {
      const file = Buffer.from(text);
      expect((await failure(api.content.importFile({ file, file_name: "bank.txt", dry_run: true }))).items).toEqual(
        untold,
      );
    }
  });

  it("reads an Aiken option whose 300,000 spaces lead to a line separator", async () => {
    const { api } = await admin();
    const { id: category } = await api.admin.categoryCreate({ name: "Separators" });
    const option = `A. ${" ".repeat(300_000)}x\u2028y`;
    const file = Buffer.from(`Which?\n${option}\nB. b\nC. c\nD. d\nE. e\nANSWER: B\n`);
    expect(
      await api.content.importFile({ file, file_name: "bank.aiken", category, dry_run: true, background: false }),
    ).toMatchObject({ created: 1, errors: [] });
  });

  it("reads a Moodle question holding 30,000 unclosed <file tags and an area tag of 300,000 spaces before a line separator", async () => {
    const { api } = await admin();
    const files = moodle("Unclosed files", `Which?${"<file ".repeat(30_000)}`);
    expect(
      await api.content.importFile({ file: files, file_name: "files.xml", dry_run: true, background: false }),
    ).toMatchObject({ created: 1, errors: [] });
    const tag = `<tags><tag><text>MLA:${" ".repeat(300_000)}x\u2028y</text></tag></tags>`;
    const tagged = Buffer.from(moodle("Spaced area", "Which?").toString().replace("<single>", `${tag}<single>`));
    const refused = await failure(api.content.importFile({ file: tagged, file_name: "area.xml", dry_run: true }));
    expect(refused.items).toEqual([{ object: "item 1 (Spaced area)", message: 'Unknown MLA area "x\u2028y".' }]);
  });

  it("reads a Moodle stem of 49,000 unclosed comments, and drops comments as a browser does", async () => {
    const { api } = await admin();
    const comments = moodle("Open comments", `<p>Which?</p>${"<!--".repeat(49_000)}`);
    expect(
      await api.content.importFile({ file: comments, file_name: "comments.xml", dry_run: true, background: false }),
    ).toMatchObject({ created: 1, errors: [] });
    expect(htmlToText("<p>Which <!-- a <b>note</b> --> one?</p><p>Last</p><!-- left open <p>Gone</p>").text).toBe(
      "Which one?\nLast",
    );
  });
});
