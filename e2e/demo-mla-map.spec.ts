import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { categoryId, logIn, watchConsole } from "./helpers.ts";

test("a fresh install's demo bank shows its MLA map: areas with questions and the chart of them", async ({
  page,
  learner,
}) => {
  const problems = watchConsole(page);
  await logIn(page, learner.email, learner.password);
  await page.goto("/user/qbank/areas");
  await expect(page.getByRole("heading", { level: 1, name: "By MLA area" })).toBeVisible();
  // A Basic learner's demo categories (Cardiology, Respiratory) are tagged to their areas.
  for (const area of ["Cardiovascular", "Respiratory", "Acute and emergency"]) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: area, exact: true }) });
    await expect(card.getByText(/^0 of \d+ answered, 0 of 0 right\.$/)).toBeVisible();
    await expect(card.getByRole("checkbox", { name: area })).toBeVisible();
  }
  const cardiovascular = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Cardiovascular", exact: true }) });
  const held = Number((await cardiovascular.getByText(/answered/).textContent())?.split(" ")[2]);
  expect(held).toBeGreaterThanOrEqual(12);
  await expectAxeClean(page, "By MLA area on the demo bank");

  // The charts show once the learner has answered: one Cardiology question.
  await page.goto(`/user/qbank/start?mode=all&category=${await categoryId(page, "Cardiology")}`);
  await page.locator('[role="radio"][value="1"]').click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Explanation" })).toBeVisible();
  await page.goto("/user/qbank/performance");
  const chart = page.getByRole("figure", { name: "Right per MLA area" });
  await expect(chart).toContainText("Cardiovascular");
  await expect(chart).toContainText("Respiratory");
  await expect(chart.getByText("No questions of your bank carry an MLA area yet.")).toHaveCount(0);
  await expectAxeClean(page, "Stats with the demo bank's MLA areas");
  expect(problems).toEqual([]);
});
