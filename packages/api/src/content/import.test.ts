import { readFileSync } from "node:fs";
import { findQuestionImage } from "@qbank/db";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_NOW } from "@qbank/db/testing";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";
import type { ImportOutcome, ImportResult } from "./schemas.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(TEST_NOW));

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const admin = () => signedIn(h, { level: 6 });

/** The stored question with its category name and tag names. */
async function stored(text: string) {
  const db = h.deps.db;
  const q = await db
    .selectFrom("questions as q")
    .innerJoin("categories as c", "c.id", "q.category_id")
    .select([
      "q.id",
      "q.question_text",
      "q.options",
      "q.explanation_text",
      "q.external_id",
      "q.image_id",
      "q.url",
      "c.name as category",
      "c.level",
    ])
    .where("q.question_text", "like", `${text}%`)
    .executeTakeFirstOrThrow();
  const areas = await db
    .selectFrom("question_areas as qa")
    .innerJoin("content_map_entries as e", "e.id", "qa.entry_id")
    .select("e.name")
    .where("qa.question_id", "=", q.id)
    .orderBy("e.name")
    .execute();
  return { ...q, areas: areas.map((a) => a.name) };
}

/** A small file's answer: the counts, not a job. */
function inline(outcome: ImportOutcome): ImportResult {
  if ("job" in outcome) throw new Error("a small file should import inline");
  return outcome;
}

describe("question import", () => {
  it("reads Moodle XML: HTML stems, the embedded picture, a key that is not first, tags and categories", async () => {
    const { api } = await admin();
    const result = await api.content.importFile({ file: fixture("cardiology.xml"), file_name: "cardiology.xml" });
    expect(result).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      skipped: [{ item: "item 2 (Aspirin true or false)", reason: 'Questions of type "truefalse" are not imported.' }],
      errors: [],
      warnings: [
        { item: "item 1 (Chest pain at rest)", message: 'The tag "week 3" is not an MLA area; it is not imported.' },
      ],
      new_categories: [
        { id: expect.any(String) as unknown, name: "Cardiology" },
        { id: expect.any(String) as unknown, name: "Respiratory" },
      ],
    });
    const q = await stored("A 58-year-old man");
    expect(q).toMatchObject({
      question_text: "A 58-year-old man has crushing chest pain & sweating.\nHis ECG:\nWhat is the diagnosis?",
      options: [
        "Inferior myocardial infarction",
        "Pericarditis",
        "Aortic dissection",
        "Pulmonary embolism",
        "Oesophageal spasm",
      ],
      explanation_text: "ST elevation in II, III and aVF: inferior MI.",
      external_id: "CARD-001",
      category: "Cardiology",
      level: 6,
      areas: ["Acute and emergency", "Cardiovascular"],
    });
    const image = await findQuestionImage(h.deps.db, q.id);
    expect(image?.bytes.equals(fixture("ecg.png"))).toBe(true);
    expect(image?.mime).toBe("image/png");
    const wheeze = await stored("A 7-year-old wheezes");
    expect(wheeze).toMatchObject({
      category: "Respiratory",
      options: expect.arrayContaining(["Montelukast"]) as unknown,
    });
    expect(wheeze.options[0]).toBe("Low-dose inhaled corticosteroid");
    expect(wheeze.areas).toEqual(["Child health", "Respiratory"]);
    const revisions = await h.deps.db
      .selectFrom("question_revisions")
      .selectAll()
      .where("question_id", "=", q.id)
      .execute();
    expect(revisions).toMatchObject([{ number: 1, source: "import", changed: ["created"] }]);
    expect(revisions[0]!.created_at.toISOString()).toBe(new Date(TEST_NOW).toISOString());
  });

  it("changes nothing when the same file comes again, and updates a question whose key moved", async () => {
    const { api } = await admin();
    const again = await api.content.importFile({ file: fixture("cardiology.xml"), file_name: "cardiology.xml" });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2 });

    h.clock.set("2026-07-01T09:00:00Z");
    const edited = fixture("cardiology.xml")
      .toString("utf8")
      .replace(
        'fraction="100" format="html"><text><![CDATA[<p>Inferior',
        'fraction="0" format="html"><text><![CDATA[<p>Inferior',
      )
      .replace(
        '<answer fraction="0" format="html"><text>Pericarditis',
        '<answer fraction="100" format="html"><text>Pericarditis',
      );
    const result = await api.content.importFile({ file: Buffer.from(edited), file_name: "cardiology.xml" });
    expect(result).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const q = await stored("A 58-year-old man");
    expect(q.options[0]).toBe("Pericarditis");
    const row = await h.deps.db
      .selectFrom("questions")
      .select("key_changed_at")
      .where("id", "=", q.id)
      .executeTakeFirstOrThrow();
    expect(row.key_changed_at?.toISOString()).toBe("2026-07-01T09:00:00.000Z");
    const revisions = await h.deps.db
      .selectFrom("question_revisions")
      .select(["number", "changed"])
      .where("question_id", "=", q.id)
      .orderBy("number")
      .execute();
    expect(revisions).toEqual([
      { number: 1, changed: ["created"] },
      { number: 2, changed: ["key", "options"] },
    ]);
  });

  it("keeps what a question without revisions was (a bulk load) before an import changes it", async () => {
    const { api } = await admin();
    const q = await stored("A 58-year-old man");
    await h.deps.db.deleteFrom("question_revisions").where("question_id", "=", q.id).execute();
    const result = await api.content.importFile({ file: fixture("cardiology.xml"), file_name: "cardiology.xml" });
    expect(result).toMatchObject({ updated: 1 });
    const revisions = await h.deps.db
      .selectFrom("question_revisions")
      .select(["number", "source", "changed", "snapshot"])
      .where("question_id", "=", q.id)
      .orderBy("number")
      .execute();
    expect(revisions.map((r) => [r.number, r.source, r.changed])).toEqual([
      [1, "original", ["created"]],
      [2, "import", ["key", "options"]],
    ]);
    expect(revisions[0]!.snapshot.options[0]).toBe("Pericarditis");
  });

  it("refuses a file with any invalid item, listing every problem, and writes nothing", async () => {
    const { api } = await admin();
    const before = await h.deps.db
      .selectFrom("questions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const refused = await failure(api.content.importFile({ file: fixture("problems.xml"), file_name: "problems.xml" }));
    expect(refused).toEqual({
      code: "BAD_REQUEST",
      items: [
        { object: "item 2 (Four options)", message: "A question needs 5 options; this one has 4." },
        { object: "item 3 (No key)", message: "No option is marked as the answer." },
        { object: "item 3 (No key)", message: 'Unknown MLA area "Astrology".' },
        {
          object: "item 4 (Not a picture)",
          message: 'The picture "scan.png": Please upload a PNG, JPEG, GIF or WebP image.',
        },
      ],
    });
    const after = await h.deps.db
      .selectFrom("questions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await h.deps.db.selectFrom("categories").select("id").where("name", "=", "Renal").execute()).toEqual([]);
  });

  it("with skip_invalid imports the valid items and lists the rest; a dry run only counts", async () => {
    const { api } = await admin();
    const dry = inline(
      await api.content.importFile({
        file: fixture("problems.xml"),
        file_name: "problems.xml",
        skip_invalid: true,
        dry_run: true,
      }),
    );
    expect(dry).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    expect(dry.skipped.map((s) => s.item)).toEqual([
      "item 2 (Four options)",
      "item 3 (No key)",
      "item 4 (Not a picture)",
    ]);
    expect(dry.skipped[1]!.reason).toBe('No option is marked as the answer. Unknown MLA area "Astrology".');
    expect(
      await h.deps.db
        .selectFrom("questions")
        .select("id")
        .where("question_text", "like", "Raised creatinine%")
        .execute(),
    ).toEqual([]);

    const real = await api.content.importFile({
      file: fixture("problems.xml"),
      file_name: "problems.xml",
      skip_invalid: "true",
    });
    expect(real).toMatchObject({ created: 1 });
    expect((await stored("Raised creatinine")).category).toBe("Renal");
  });

  it("refuses a malformed file with the reason", async () => {
    const { api } = await admin();
    const refused = await failure(
      api.content.importFile({ file: fixture("malformed.xml"), file_name: "malformed.xml" }),
    );
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.items).toHaveLength(1);
    expect(refused.items[0]).toMatchObject({ object: "file" });
    expect(refused.items[0]!.message).toMatch(/^The XML could not be read \(line \d+\)/);
    const csv = await failure(api.content.importFile({ file: Buffer.from("stem,answer\nx,y\n"), file_name: "x.csv" }));
    expect(csv.items[0]!.message).toMatch(/^The CSV header lacks text, option_1, correct/);
  });

  it("reads Moodle XML a question at a time: markup inside CDATA or comments, and the line of a broken question", async () => {
    const { api } = await admin();
    const question = (stem: string) =>
      `<question type="multichoice"><questiontext format="html"><text>${stem}</text></questiontext><single>true</single>${[1, 2, 3, 4, 5].map((o) => `<answer fraction="${o === 2 ? 100 : 0}"><text>Choice ${o}</text></answer>`).join("")}</question>`;
    const xml = [
      '<?xml version="1.0"?>',
      "<quiz>",
      '<question type="category"><category><text>$course$/Streamed</text></category></question>',
      '<!-- <question type="essay"> left in a comment -->',
      question("<![CDATA[<p>Which <question type> is this? The <b>first</b>.</p>]]>"),
      question("Second streamed stem"),
      "</quiz>",
    ].join("\n");
    const result = inline(await api.content.importFile({ file: Buffer.from(xml), file_name: "s.xml", dry_run: true }));
    expect(result).toMatchObject({ created: 2, skipped: [] });

    const broken = xml.replace("<text>Second streamed stem</text>", "<text>Second streamed stem</txet>");
    const refused = await failure(api.content.importFile({ file: Buffer.from(broken), file_name: "s.xml" }));
    expect(refused.items).toHaveLength(1);
    expect(refused.items[0]!.message).toMatch(/^The XML could not be read \(line 6\)/);
    const unended = await failure(
      api.content.importFile({ file: Buffer.from(xml.replace("</quiz>", "")), file_name: "s.xml" }),
    );
    expect(unended.items[0]!.message).toBe("The XML could not be read (line 7): the file ends before </quiz>.");
  });

  it("reads GIFT and Aiken into the chosen category, skipping other question types", async () => {
    const { api } = await admin();
    const haem = await api.admin.categoryCreate({ name: "Haematology" });
    const gift = await api.content.importFile({ file: fixture("neurology.gift"), file_name: "neurology.gift" });
    expect(gift).toMatchObject({
      created: 2,
      skipped: [{ item: "item 3 (Essay)", reason: 'Questions of type "Essay" are not imported.' }],
    });
    expect(await stored("A 45-year-old has a sudden")).toMatchObject({
      question_text: "A 45-year-old has a sudden worst ever headache. Most likely?",
      category: "Neurology",
      explanation_text: "Thunderclap headache is subarachnoid haemorrhage until proven otherwise.",
      options: ["Subarachnoid haemorrhage", "Migraine", "Tension headache", "Cluster headache", "Sinusitis"],
    });

    const noCategory = await failure(
      api.content.importFile({ file: fixture("haematology.aiken"), file_name: "haematology.aiken" }),
    );
    expect(noCategory.items[0]).toEqual({
      object: "item 1 (Microcytic anaemia with low ferritin is most likely due to?)",
      message: "The item names no category: choose one for the import.",
    });
    const aiken = await api.content.importFile({
      file: fixture("haematology.aiken"),
      file_name: "h.txt",
      category: haem.id,
    });
    expect(aiken).toMatchObject({ created: 2, skipped: [] });
    expect(await stored("Which test confirms")).toMatchObject({
      category: "Haematology",
      options: ["Factor VIII assay", "Platelet count", "Bleeding time", "PT", "D-dimer"],
      explanation_text: "",
    });
  });

  it("reads a CSV in a zip with its picture, and refuses a CSV whose picture is missing", async () => {
    const { api } = await admin();
    const missing = await failure(
      api.content.importFile({ file: fixture("dermatology.csv"), file_name: "dermatology.csv" }),
    );
    expect(missing.items).toEqual([
      {
        object: "item 1 (A pearly nodule with rolled edges, telangiectasia; diagno...)",
        message: 'The picture "lesion.png" is not in the upload.',
      },
    ]);
    const zip = Buffer.from(
      zipSync({
        "bank/dermatology.csv": strToU8(fixture("dermatology.csv").toString("utf8")),
        "bank/lesion.png": fixture("ecg.png"),
      }),
    );
    expect(await api.content.importFile({ file: zip, file_name: "dermatology.zip" })).toMatchObject({ created: 2 });
    const q = await stored("A pearly nodule");
    expect(q).toMatchObject({
      options: [
        "Basal cell carcinoma",
        "Squamous cell carcinoma",
        "Melanoma",
        "Keratoacanthoma",
        "Seborrhoeic keratosis",
      ],
      url: "https://example.org/bcc",
      external_id: "DERM-1",
      areas: ["Cancer", "Dermatology"],
    });
    expect((await findQuestionImage(h.deps.db, q.id))?.bytes.equals(fixture("ecg.png"))).toBe(true);
  });

  it("lists what each imported question loses as warnings, by its name or first words", async () => {
    const { api } = await admin();
    const { id: category } = await api.admin.categoryCreate({ name: "Warned" });
    const gift = [
      "::Feedback kept apart:: Which drug reverses warfarin? {",
      "=Vitamin K#Right, it restores the clotting factors.",
      "~Protamine#That reverses heparin.",
      "~%50%Fresh frozen plasma",
      "~Aspirin",
      "~Alteplase",
      "####Vitamin K, with prothrombin complex when bleeding.",
      "}",
      "",
    ].join("\n");
    const fromGift = inline(
      await api.content.importFile({ file: Buffer.from(gift), file_name: "w.gift", category, dry_run: true }),
    );
    expect(fromGift.warnings).toEqual([
      {
        item: "item 1 (Feedback kept apart)",
        message: "The feedback on options 1 and 2 is not imported; the bank keeps one explanation per question.",
      },
      {
        item: "item 1 (Feedback kept apart)",
        message: "Option 3's partial credit (50%) is not imported; it counts as wrong.",
      },
    ]);

    const answer = (text: string, fraction: number, feedback = "") =>
      `<answer fraction="${fraction}"><text>${text}</text><feedback><text>${feedback}</text></feedback></answer>`;
    const xml = `<quiz><question type="multichoice"><name><text>Hinted</text></name>
      <questiontext format="html"><text>Which nerve supplies the deltoid?</text></questiontext>
      <single>true</single>
      ${answer("Axillary", 100, "Yes.")}${answer("Radial", 0)}${answer("Median", 0)}${answer("Ulnar", 0)}${answer("Musculocutaneous", 0)}
      <correctfeedback format="html"><text>Well done.</text></correctfeedback>
      <hint format="html"><text>Think of the surgical neck.</text></hint>
      <tags><tag><text>week 3</text></tag></tags>
    </question></quiz>`;
    const fromXml = inline(
      await api.content.importFile({ file: Buffer.from(xml), file_name: "w.xml", category, dry_run: true }),
    );
    expect(fromXml.warnings?.map((w) => w.message)).toEqual([
      "The feedback on option 1 is not imported; the bank keeps one explanation per question.",
      "Its feedback for right, partly right and wrong answers is not imported.",
      "Its hints are not imported.",
      'The tag "week 3" is not an MLA area; it is not imported.',
    ]);
    expect(new Set(fromXml.warnings?.map((w) => w.item))).toEqual(new Set(["item 1 (Hinted)"]));
    // Feedback too large to read is still only dropped: it does not refuse the question.
    const huge = xml.replace("Yes.", "y".repeat(300_000));
    const fromHuge = inline(
      await api.content.importFile({ file: Buffer.from(huge), file_name: "w.xml", category, dry_run: true }),
    );
    expect(fromHuge).toMatchObject({ created: 1, skipped: [] });
    expect(fromHuge.warnings?.[0]?.message).toMatch(/^The feedback on option 1 is not imported/);

    const aiken =
      "Rash after amoxicillin suggests?\nA. Glandular fever\nB. Measles\nC. Scarlet fever\nD. Rubella\nE. Roseola\nANSWER: A\nSource: notes\n";
    const fromAiken = inline(
      await api.content.importFile({ file: Buffer.from(aiken), file_name: "w.aiken", category, dry_run: true }),
    );
    expect(fromAiken.warnings).toEqual([
      { item: "item 1 (Rash after amoxicillin suggests?)", message: "The line after ANSWER is not imported." },
    ]);

    const csv =
      "text,option_1,option_2,option_3,option_4,option_5,correct,notes\nFirst-line for gout?,NSAID,Allopurinol,Febuxostat,Aspirin,Rasburicase,1,ask the rheumatologist\n";
    const fromCsv = inline(
      await api.content.importFile({ file: Buffer.from(csv), file_name: "w.csv", category, dry_run: true }),
    );
    expect(fromCsv.warnings).toEqual([
      { item: "item 1 (First-line for gout?)", message: 'The column "notes" is not imported.' },
    ]);
  });

  it("names the categories it creates, hidden from learners, with their ids once written", async () => {
    const { api } = await admin();
    const gift =
      "$CATEGORY: $course$/Ophthalmology\n\n::Red eye:: Painful red eye with a fixed mid-dilated pupil? {\n=Acute angle-closure glaucoma\n~Conjunctivitis\n~Episcleritis\n~Uveitis\n~Subconjunctival haemorrhage\n}\n";
    const preview = inline(
      await api.content.importFile({ file: Buffer.from(gift), file_name: "eye.gift", dry_run: true }),
    );
    expect(preview.new_categories).toEqual([{ id: null, name: "Ophthalmology" }]);
    const done = inline(await api.content.importFile({ file: Buffer.from(gift), file_name: "eye.gift" }));
    const created = (await api.admin.categories()).find((c) => c.name === "Ophthalmology")!;
    expect(done.new_categories).toEqual([{ id: created.id, name: "Ophthalmology" }]);
    expect(created.level).toBe(6);
    const again = inline(await api.content.importFile({ file: Buffer.from(gift), file_name: "eye.gift" }));
    expect(again).toMatchObject({ unchanged: 1, new_categories: [] });
  });

  it("is for admins only", async () => {
    const { api } = await signedIn(h, { level: 5 });
    expect((await failure(api.content.importFile({ file: fixture("cardiology.xml"), file_name: "c.xml" }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await failure(api.content.exportFile({ format: "csv" }))).code).toBe("FORBIDDEN");
  });
});
