import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { logIn, watchConsole } from "./helpers.ts";

test("an admin refreshes the question quality figures from the list", async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await logIn(page, "admin@example.com");
  await page.goto("/admin/questions?sort=least_discriminating");
  await expect(page.getByRole("heading", { name: "Questions", level: 1 })).toBeVisible();
  await expect(page.getByText(/^Answer figures /)).toBeVisible();
  await page.getByRole("button", { name: "Refresh figures" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Figures recomputed." })).toBeVisible();
  await expect(page.getByText(/^Answer figures as of \d{2}:\d{2}; recomputed every 15 minutes\.$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh figures" })).toBeEnabled();
  await expectAxeClean(page, "/admin/questions after a refresh");
  expect(problems).toEqual([]);
});
