import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectAxeClean } from "./axe-check.ts";
import { addKeyFirstQuestion, ADMIN_EMAIL, expect, signedIn, test } from "./fixtures.ts";

/** The stem as the learner reads it, in a category of the test's own. */
const stem = (category: string) =>
  `A 70-year-old has a resting tremor and slow movements (${category}). What is the most likely diagnosis?`;
/** A 4×3 grey PNG. */
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAAAAACRn/EaAAAADklEQVR4nGNoAAIGOAEALQ8GAa0C414AAAAASUVORK5CYII=";

const moodleXml = (CATEGORY: string) => `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/${CATEGORY}</text></category></question>
  <question type="multichoice">
    <name><text>Tremor</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>A 70-year-old has a <b>resting</b> tremor and slow movements (${CATEGORY}). <img src="@@PLUGINFILE@@/hands.png"></p><p>What is the most likely diagnosis?</p>]]></text>
      <file name="hands.png" path="/" encoding="base64">${PNG_BASE64}</file>
    </questiontext>
    <generalfeedback format="html"><text>Resting tremor with bradykinesia is parkinsonism.</text></generalfeedback>
    <single>true</single>
    <answer fraction="0"><text>Essential tremor</text></answer>
    <answer fraction="100"><text>Parkinson's disease</text><feedback><text>Yes: resting tremor.</text></feedback></answer>
    <answer fraction="0"><text>Cerebellar stroke</text></answer>
    <answer fraction="0"><text>Hyperthyroidism</text></answer>
    <answer fraction="0"><text>Multiple sclerosis</text></answer>
    <tags><tag><text>MLA: Neurosciences</text></tag></tags>
  </question>
  <question type="essay"><name><text>Describe</text></name><questiontext format="html"><text>Describe a tremor.</text></questiontext></question>
</quiz>
`;

test("an admin imports a Moodle XML file after a preview, and a learner practises the imported question with its picture", async ({
  browser,
  categories,
  diamond,
}) => {
  // A category no other test knows, so the learner's run meets only the imported question.
  const CATEGORY = categories.name("Import Neurology");
  const STEM = stem(CATEGORY);
  const admin = await signedIn(browser, ADMIN_EMAIL);
  const ap = admin.page;
  await ap.goto("/admin/import");
  await expect(ap.getByRole("heading", { name: "Import Questions", level: 1 })).toBeVisible();
  const form = ap.getByRole("form", { name: "Import questions" });
  // The five-option rule is said before any preview.
  await expect(form.getByLabel("Question file")).toHaveAccessibleDescription(
    /Each question needs exactly five options, one of them marked as the answer/,
  );
  await form.getByLabel("Question file").setInputFiles({
    name: "neurology.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(moodleXml(CATEGORY)),
  });
  await expect(form.getByRole("button", { name: "Import" })).toBeDisabled();
  await form.getByRole("button", { name: "Preview" }).click();
  const preview = ap.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("definition").first()).toHaveText("1");
  await expect(preview).toContainText('item 2 (Describe): Questions of type "essay" are not imported.');
  // What the bank has no place for is said under the counts, by the question's name, and so is the hidden category.
  await expect(preview).toContainText(
    "item 1 (Tremor): The feedback on option 2 is not imported; the bank keeps one explanation per question.",
  );
  await expect(preview).toContainText(`Creates category ${CATEGORY}; it is hidden until you show it.`);
  await expectAxeClean(ap, "/admin/import with a preview listing warnings");
  await form.getByRole("button", { name: "Import" }).click();
  const status = ap.getByRole("status");
  await expect(status).toContainText("Imported: 1 new, 0 updated, 0 unchanged, 1 skipped.");
  await expect(status).toContainText(`Created category ${CATEGORY}; it is hidden until you show it.`);
  await expect(ap.getByRole("row").filter({ hasText: CATEGORY })).toContainText("1");

  // The new category came in hidden; the admin follows the note's link and opens it to Basic learners.
  await status.getByRole("link", { name: CATEGORY }).click();
  await expect(ap).toHaveURL(/\/admin\/category\/[0-9a-f-]+$/);
  await ap.getByRole("link", { name: "Edit category" }).click();
  await ap.getByLabel("Level").selectOption({ label: "Basic (demo)" });
  await ap.getByRole("button", { name: "Save" }).click();
  await expect(ap.getByRole("status")).toContainText(`Category “${CATEGORY}” saved.`);

  const learner = await signedIn(browser, diamond.email, diamond.password);
  const lp = learner.page;
  const listed = (await (await lp.request.get("/api/qbank/categories")).json()) as {
    message: { _id: string; name: string }[];
  };
  const id = listed.message.find((c) => c.name === CATEGORY)?._id;
  expect(id).toBeTruthy();
  await lp.goto(`/user/qbank/category/${id}`);
  await lp
    .getByRole("button", { name: "Start Random" })
    .or(lp.getByRole("link", { name: "Start Random" }))
    .first()
    .click();
  await expect(lp.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(lp.locator(".question-text")).toHaveText(STEM);
  const image = lp.locator("img.question-image");
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  await lp.getByRole("radio", { name: /Parkinson's disease/ }).click();
  await lp.getByRole("button", { name: "Submit" }).click();
  await expect(lp.getByRole("heading", { name: "Explanation" })).toBeVisible();

  // The tag came in with it: the learner's one answer, to the imported question, counts under its
  // area (the demo bank's questions carry areas too, so the area holds others), and the learner
  // practises the area across categories.
  await lp.goto("/user/qbank/areas");
  const area = lp
    .getByRole("listitem")
    .filter({ has: lp.getByRole("heading", { name: "Neurosciences", exact: true }) });
  await expect(area.getByText(/^1 of \d+ answered, 1 of 1 right\.$/)).toBeVisible();
  await lp.getByRole("checkbox", { name: "Neurosciences" }).check();
  await lp.getByRole("link", { name: "Practise 1 area" }).click();
  await expect(lp.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(lp).toHaveURL(/mode=all&areas=/);

  expect(admin.problems).toEqual([]);
  expect(learner.problems).toEqual([]);
  await Promise.all([admin.context.close(), learner.context.close()]);
});

/** The Questions cell of the export table's row for a category (or "Whole bank"). */
const exportCount = (page: Page, name: string) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name, exact: true }) })
    .getByRole("cell")
    .nth(1);

/** A GIFT file in a category of its own: one question with its five options, one with three. */
const giftWithShortQuestion = (category: string) => `$CATEGORY: $course$/${category}

::Thunderclap:: A 45-year-old has a sudden worst ever headache (${category}). Most likely? {
=Subarachnoid haemorrhage
~Migraine
~Tension headache
~Cluster headache
~Sinusitis
}

::Short:: Unilateral facial weakness sparing the forehead (${category}) suggests? {
=Upper motor neurone lesion
~Bell's palsy
~Parotid tumour
}
`;

test("after a preview refuses a file, ticking Skip invalid questions lets Import bring in the rest", async ({
  browser,
  categories,
}) => {
  const CATEGORY = categories.name("Import skip");
  const admin = await signedIn(browser, ADMIN_EMAIL);
  const ap = admin.page;
  await ap.goto("/admin/import");
  const form = ap.getByRole("form", { name: "Import questions" });
  await form.getByLabel("Question file").setInputFiles({
    name: "short.gift",
    mimeType: "text/plain",
    buffer: Buffer.from(giftWithShortQuestion(CATEGORY)),
  });
  await form.getByRole("button", { name: "Preview" }).click();
  const refused = ap.getByRole("region", { name: "The file cannot be imported" });
  await expect(refused).toContainText("1 problem; nothing was imported. Fix the file, or skip invalid questions.");
  await expect(refused).toContainText("item 2 (Short): A question needs 5 options; this one has 3.");
  const importButton = form.getByRole("button", { name: "Import" });
  await expect(importButton).toBeDisabled();

  // The box changes what the preview answers for, so the file is checked again with it.
  await form.getByLabel("Skip invalid questions and import the rest").check();
  const preview = ap.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("definition").first()).toHaveText("1");
  await expect(preview).toContainText("item 2 (Short): A question needs 5 options; this one has 3.");
  await importButton.click();
  await expect(ap.getByRole("status")).toContainText("Imported: 1 new, 0 updated, 0 unchanged, 1 skipped.");
  await expect(exportCount(ap, CATEGORY)).toHaveText("1");
  expect(admin.problems).toEqual([]);
  await admin.context.close();
});

/**
 * A Moodle XML bank of `n` questions in a category it creates, padded past the size that imports
 * in the background; its first question's tag is no MLA area, so the import warns of it.
 */
function largeBank(n: number, category: string): Buffer {
  const questions = Array.from(
    { length: n },
    (
      _,
      i,
    ) => `<question type="multichoice"><questiontext format="html"><text>Large bank question ${i + 1}: which option?</text></questiontext>
<single>true</single>${[1, 2, 3, 4, 5].map((o) => `<answer fraction="${o === 3 ? 100 : 0}"><text>Option ${o}</text></answer>`).join("")}${i === 0 ? "<tags><tag><text>week 3</text></tag></tags>" : ""}</question>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n<question type="category"><category><text>$course$/${category}</text></category></question>\n${questions.join("\n")}\n<!-- ${"x".repeat(5 * 1024 * 1024)} -->\n</quiz>\n`;
  return Buffer.from(xml);
}

test("a large file imports in the background, with its progress shown until the counts, warnings and new category", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const bank = `Large Bank ${randomUUID().slice(0, 8)}`;
  const admin = await signedIn(browser, ADMIN_EMAIL);
  const ap = admin.page;
  await ap.goto("/admin/import");
  const form = ap.getByRole("form", { name: "Import questions" });
  await form.getByLabel("Question file").setInputFiles({
    name: "large.xml",
    mimeType: "application/xml",
    buffer: largeBank(600, bank),
  });
  // While the screen cannot hear from the job it shows that it waits; then it follows it to its end.
  const progress = (url: URL) => url.pathname.includes("content.importJob");
  await ap.route(progress, (route) => route.abort());
  // The upload of 5 MB is stored in parts before it answers: on a busy machine that takes longer than the default wait.
  const queued = { timeout: 60_000 };
  await form.getByRole("button", { name: "Preview" }).click();
  await expect(form.getByText("Waiting to start…")).toBeVisible(queued);
  await ap.unroute(progress);
  const preview = ap.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("definition").first()).toHaveText("600", { timeout: 60_000 });
  // The job's preview says what the inline one says: what is not imported, and the category it creates.
  await expect(preview).toContainText(
    'item 1 (Large bank question 1: which option?): The tag "week 3" is not an MLA area; it is not imported.',
  );
  await expect(preview).toContainText(`Creates category ${bank}; it is hidden until you show it.`);
  await ap.route(progress, (route) => route.abort());
  await form.getByRole("button", { name: "Import" }).click();
  await expect(form.getByText("Waiting to start…")).toBeVisible(queued);
  // The job is in the address: a reload follows it again to its end.
  await expect(ap).toHaveURL(/[?&]job=[0-9a-f-]{36}/);
  await ap.unroute(progress);
  await ap.reload();
  const status = ap.getByRole("status");
  await expect(status).toContainText("Imported: 600 new, 0 updated, 0 unchanged, 0 skipped.", { timeout: 60_000 });
  await expect(status).toContainText(`Created category ${bank}; it is hidden until you show it.`);
  await expect(ap).not.toHaveURL(/job=/);
  await expect(ap.getByRole("row").filter({ hasText: bank })).toContainText("600");
  await expect(status.getByRole("link", { name: bank })).toHaveAttribute("href", /^\/admin\/category\/[0-9a-f-]{36}$/);

  // An address naming a job the server does not know ends the wait with the reason.
  await ap.goto("/admin/import?job=00000000-0000-4000-8000-000000000000");
  await expect(form.getByRole("alert")).toHaveText("The import was not found.");
  await expect(ap).not.toHaveURL(/job=/);
  expect(admin.problems).toEqual([]);
  await admin.context.close();
});

test("the content-map preview names each entry the file adds, and changes nothing", async ({ browser, categories }) => {
  const PRESENTATION = categories.name("Preview presentation");
  const admin = await signedIn(browser, ADMIN_EMAIL);
  const ap = admin.page;
  await ap.goto("/admin/content-map");
  const form = ap.getByRole("form", { name: "Upload the content map" });
  await form.getByLabel("Content map CSV").setInputFiles({
    name: "map.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`kind,name,areas\npresentation,${PRESENTATION},Cardiovascular\n`),
  });
  await form.getByRole("button", { name: "Preview" }).click();
  const preview = form.getByRole("status");
  await expect(preview).toContainText(/Preview of version \d+: 1 new/);
  await expect(preview.getByRole("listitem").filter({ hasText: PRESENTATION })).toHaveText(
    `${PRESENTATION} (presentation)`,
  );
  await expectAxeClean(ap, "/admin/content-map with a preview listing its entries");
  await ap.reload();
  await expect(ap.getByText(PRESENTATION)).toHaveCount(0);
  expect(admin.problems).toEqual([]);
  await admin.context.close();
});

// The whole bank's count moves with every question another test adds, so it runs once they are done.
test(
  "the Whole bank export row counts the questions its file holds, a retired question left out",
  { tag: "@whole-bank" },
  async ({ browser, adminApi, categories }) => {
    // Hidden (level 6), so the timed mock beside it counts the same bank; a question a run has
    // served is retired, not deleted: still in the table, in no export.
    const { id: category, name: CATEGORY } = await categories.make("Export count", 6);
    await addKeyFirstQuestion(adminApi, category, `Kept in the export (${CATEGORY}). Which option?`);
    await addKeyFirstQuestion(adminApi, category, `Retired before the export (${CATEGORY}). Which option?`);
    const run = (await adminApi.post("/api/qbank/start", { data: { mode: "all", category } })) as {
      questions: { _id: string; question_text: string }[];
    };
    const served = run.questions.find((q) => q.question_text.startsWith("Retired"));
    expect(served).toBeTruthy();
    const admin = await signedIn(browser, ADMIN_EMAIL);
    const ap = admin.page;
    const xsrf = (await ap.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
    const removed = await ap.request.get(`/api/admin/question/${served!._id}/del`, {
      headers: { "X-XSRF-TOKEN": xsrf },
    });
    expect(await removed.json()).toMatchObject({ message: { outcome: "retired" } });

    await ap.goto("/admin/import");
    await expect(exportCount(ap, CATEGORY)).toHaveText("1");
    const count = exportCount(ap, "Whole bank");
    await expect(count).toHaveText(/^\d+$/);
    const downloading = ap.waitForEvent("download");
    await ap.getByRole("link", { name: "Whole bank as Moodle XML" }).click();
    const file = await readFile(await (await downloading).path());
    const inFile = file.toString("utf8").match(/<question type="multichoice">/g)?.length ?? 0;
    expect(file.toString("utf8")).not.toContain("Retired before the export");
    await expect(count).toHaveText(String(inFile));
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  },
);
