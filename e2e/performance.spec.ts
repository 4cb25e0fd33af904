import { expect, test } from "./fixtures.ts";
import { answerQuestions } from "./answers.ts";
import { logIn, watchConsole } from "./helpers.ts";

test("the performance page draws six charts from known data", async ({ page, diamond }) => {
  const problems = watchConsole(page);
  await logIn(page, diamond.email, diamond.password);
  await answerQuestions(page, 4);
  await page.goto("/user/qbank/performance");
  await expect(page.getByRole("heading", { name: "Your Performance" })).toBeVisible();
  const figures = page.locator("figure.chart-card");
  await expect(figures).toHaveCount(6);
  for (const title of [
    "Tried Questions",
    "Tried Questions per Category",
    "Answers per Day, last 7 Days",
    "Answers per Week, last 12 Weeks",
    "Pace per Mock",
    "Right per MLA area",
  ]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/\d+ questions? tried: [\d.]+% right, [\d.]+% wrong\./)).toBeVisible();
  await expect(figures.nth(0).locator(".recharts-pie-sector")).toHaveCount(2);
  for (const i of [1, 2, 3]) {
    await expect(figures.nth(i).locator(".recharts-bar-rectangle").first()).toBeVisible();
  }
  await expect(page.locator(".recharts-legend-wrapper")).toHaveCount(0);
  // Pace per Mock: this learner has ended no mock yet, so the chart says what to do.
  await expect(figures.nth(4).getByText("Finish a timed mock")).toBeVisible();
  expect(problems).toEqual([]);
});
