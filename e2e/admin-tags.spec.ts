import type { Page } from "@playwright/test";
import { expectAxeClean } from "./axe-check.ts";
import { ADMIN_EMAIL, expect, test } from "./fixtures.ts";
import { logIn, watchConsole } from "./helpers.ts";

const AREA = "Mental health";

const questionCell = (page: Page, n: number) =>
  page.getByRole("table").getByRole("row").nth(n).locator('td[data-label="Question"]');

test("an admin filters the question list by MLA area, bulk-tags two untagged questions, and finds them under that area", async ({
  page,
  adminApi,
  categories,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  // Two untagged questions of this test's own, in a hidden category, found by its name.
  const { id: category, name } = await categories.make("Tagging", 6);
  for (const n of [1, 2]) {
    const data = {
      category,
      text: `Tagging question ${n} (${name}): which option is the key?`,
      option_1: "The key",
      option_2: "Distractor two",
      option_3: "Distractor three",
      option_4: "Distractor four",
      option_5: "Distractor five",
      url: "",
      solution: "The first option is the key.",
    };
    await adminApi.post("/api/admin/question", { multipart: { data: JSON.stringify(data) } });
  }
  await logIn(page, ADMIN_EMAIL);
  await page.goto(`/admin/questions?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { name: "Questions", level: 1 })).toBeVisible();
  const areaFilter = page.getByLabel("MLA area");

  await areaFilter.selectOption({ label: "Untagged" });
  await expect(page).toHaveURL(/area=untagged/);
  await expect(questionCell(page, 2)).toContainText("No MLA tags");
  const bulk = page.getByRole("region", { name: "Tag the selected questions" });

  // Nothing ticked, nothing chosen: the shared schema's words, before anything is sent.
  await bulk.getByRole("button", { name: "Add tags" }).click();
  await expect(bulk.getByRole("alert")).toContainText("Choose the questions.");
  await expect(bulk.getByRole("alert")).toContainText("Choose one or more MLA areas.");

  const stems = [await questionCell(page, 1).innerText(), await questionCell(page, 2).innerText()].map((t) =>
    t.replace(/\s*No MLA tags$/, "").slice(0, 60),
  );
  for (const stem of stems) await page.getByRole("checkbox", { name: `Select: ${stem}` }).check();
  await expect(bulk.getByText("2 selected")).toBeVisible();
  await bulk.getByLabel(/^MLA tags/).selectOption({ label: AREA });
  await bulk.getByRole("button", { name: "Add tags" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tagged 2 questions." })).toBeVisible();
  // Tagged, they leave the untagged list.
  for (const stem of stems) await expect(page.getByRole("checkbox", { name: `Select: ${stem}` })).toHaveCount(0);

  await areaFilter.selectOption({ label: AREA });
  await expect(page).toHaveURL(/area=[0-9a-f-]{36}/);
  for (const stem of stems) {
    const row = page.getByRole("row").filter({ has: page.getByRole("checkbox", { name: `Select: ${stem}` }) });
    await expect(row.getByRole("list", { name: "MLA tags" })).toHaveText(AREA);
  }
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(3);

  // "Select all on this page" ticks both; Replace with nothing chosen is refused, not a silent untagging.
  await bulk.getByLabel("Select all on this page").check();
  await expect(bulk.getByText("2 selected")).toBeVisible();
  await bulk.getByLabel(/^MLA tags/).selectOption([]);
  await bulk.getByRole("button", { name: "Replace tags" }).click();
  await expect(bulk.getByRole("alert")).toHaveText("Choose one or more MLA areas.");
  await expectAxeClean(page, "/admin/questions filtered by an MLA area");

  // The question's history compares its revisions by the areas' names, not their ids.
  await page.getByRole("link", { name: `Edit: ${stems[0]}` }).click();
  const history = page.getByRole("region", { name: "History" });
  const tagsRow = history.getByRole("table", { name: "Differences" }).getByRole("row", { name: /^MLA tags/ });
  await expect(tagsRow.locator("ins")).toHaveText(AREA);
  await page.goBack();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("checkbox", { name: `Select: ${stems[0]}` })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(problems).toEqual([]);
});
