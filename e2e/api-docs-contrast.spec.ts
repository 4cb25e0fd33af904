import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { watchConsole } from "./helpers.ts";

test("the /api/docs viewer has no colour-contrast failures under axe, folded and with an operation open", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /PLAB question bank: legacy REST API/ })).toBeVisible();
  await expect(page.locator(".opblock").first()).toBeVisible();
  // Swagger UI is the package's own markup; what the theme answers for is its colours.
  await expectAxeClean(page, "/api/docs", { rules: ["color-contrast"] });

  const submit = page.locator("#operations-qbank-postQbankSubmit");
  await submit.locator(".opblock-summary-control").click();
  await expect(submit.getByText("Request body")).toBeVisible();
  await expectAxeClean(page, "/api/docs with an operation open", { rules: ["color-contrast"] });
  expect(problems).toEqual([]);
});
