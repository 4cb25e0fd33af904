import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { acceptCookies, logIn, watchConsole } from "./helpers.ts";

test("signup states the password's minimum length beside the field and in its error", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/signup");
  await acceptCookies(page);
  await page.getByLabel("Email").fill("rule-reader@example.com");
  await page.getByRole("button", { name: "Continue" }).click();
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAccessibleDescription("At least 8 characters.");
  await expect(page.getByText("At least 8 characters.")).toBeVisible();

  await page.getByLabel("Given name").fill("Rule");
  await page.getByLabel("Last name").fill("Reader");
  await password.fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("The password is too short! Use at least 8 characters.")).toBeVisible();
  await expect(password).toHaveAccessibleDescription(
    "At least 8 characters. The password is too short! Use at least 8 characters.",
  );
  await expectAxeClean(page, "signup step 2 with the password error");
  expect(problems).toEqual([]);
});

test("the account's new password states the minimum length beside the field", async ({ page, diamond }) => {
  const problems = watchConsole(page);
  await logIn(page, diamond.email, diamond.password);
  await page.goto("/user/account");
  await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription("At least 8 characters.");
  await expectAxeClean(page, "the account page");
  expect(problems).toEqual([]);
});
