import { expect, test } from "./fixtures.ts";
import { watchConsole } from "./helpers.ts";

/** The integrators' reference: Swagger UI over /api/openapi.json, within the app's CSP. */
test("shows the legacy REST contract at /api/docs without breaking the content security policy", async ({ page }) => {
  const problems = watchConsole(page);
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /PLAB question bank: legacy REST API/ })).toBeVisible();
  const submit = page.locator("#operations-qbank-postQbankSubmit");
  await expect(submit).toContainText("Answer a question of a run");
  await submit.locator(".opblock-summary-control").click();
  await expect(submit.getByText("Request body")).toBeVisible();
  await expect(page.getByRole("button", { name: "Authorize" })).toBeVisible();
  expect(problems).toEqual([]);
});
