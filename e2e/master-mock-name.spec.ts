import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { logIn, watchConsole } from "./helpers.ts";

/** The product's one name on screen: "Master Mock", never "Mastery mock". */
async function expectOneName(page: Page, where: string) {
  const text = await page.locator("body").innerText();
  expect(text.match(/mastery mock/gi) ?? [], where).toEqual([]);
}

test("screens call the timed product Master Mock, for admins and in the terms", async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await page.goto("/terms");
  await expect(page.getByText(/Master Mock attempts are one-time purchases/)).toBeVisible();
  await expectOneName(page, "/terms");
  await expectAxeClean(page, "/terms");

  await logIn(page, "admin@example.com");
  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { name: "Categories" })).toBeVisible();
  // Category names are the admins' content; the level labels are the product's words.
  const levels = await page.locator('td[data-label="Level"]').allInnerTexts();
  expect(levels).toContain("Master Mock pool");
  expect(levels.filter((l) => /mastery/i.test(l))).toEqual([]);
  await expectAxeClean(page, "/admin/categories");
  expect(problems).toEqual([]);
});

test("the REST reference names Master Mock in its summaries", async ({ page }) => {
  await page.goto("/api/docs");
  await expect(page.locator("#operations-qbank-postQbankStartMasteryMock")).toContainText(
    "Start a timed Master Mock (spends one attempt)",
  );
  await expectOneName(page, "/api/docs");
});
