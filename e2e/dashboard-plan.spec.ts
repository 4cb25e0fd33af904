import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { newLearner, watchConsole } from "./helpers.ts";

test("a learner without a plan reads that once, and an empty review cannot be started", async ({ page }) => {
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "dashboard", firstName: "Nadia", lastName: "Rahman" });
  const welcome = page.locator(".card").filter({ has: page.getByRole("heading", { name: "Welcome, Nadia" }) });
  await expect(welcome).toContainText("No paid plan (Basic: the Demo Qbank) — you can practise the demo categories");
  const subscription = page.locator(".subscription-card");
  await expect(subscription.locator("dd")).toHaveText(["No paid plan (Basic: the Demo Qbank)"]);
  await expect(page.getByText("Your plan: Basic")).toHaveCount(0);
  await expect(subscription.getByText("Status")).toHaveCount(0);

  const review = page.locator(".card").filter({ hasText: "What to review today" });
  await expect(review).toContainText("0 cards are due today");
  await expect(review.getByRole("button", { name: "Nothing to review today" })).toBeDisabled();
  await expect(page.getByRole("link", { name: /Review today/ })).toHaveCount(0);
  await expectAxeClean(page, "the dashboard of a learner without a plan");
  expect(problems).toEqual([]);
});
