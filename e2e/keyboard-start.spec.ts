import { expect, test } from "./fixtures.ts";
import { logIn, watchConsole } from "./helpers.ts";

test("the keyboard starts where the work is: the login's Email, then a link past the menu to the page", async ({
  page,
  learner,
}) => {
  const problems = watchConsole(page);
  await page.goto("/login");
  await expect(page.getByLabel("Email")).toBeFocused();

  await logIn(page, learner.email, learner.password);
  await page.goto("/user/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(problems).toEqual([]);
});
