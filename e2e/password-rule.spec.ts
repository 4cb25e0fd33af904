import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { acceptCookies, logIn, watchConsole } from "./helpers.ts";

/** The words beside every new-password field, as a learner reads them. */
const HINT = "At least 8 characters and hard to guess: three or four unrelated words work well.";

test("signup states the password's minimum length beside the field and in its error", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/signup");
  await acceptCookies(page);
  await page.getByLabel("Email").fill("rule-reader@example.com");
  await page.getByRole("button", { name: "Continue" }).click();
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAccessibleDescription(HINT);
  await expect(page.getByText(HINT)).toBeVisible();

  await page.getByLabel("Given name").fill("Rule");
  await page.getByLabel("Last name").fill("Reader");
  await password.fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("The password is too short! Use at least 8 characters.")).toBeVisible();
  await expect(password).toHaveAccessibleDescription(`${HINT} The password is too short! Use at least 8 characters.`);
  await expectAxeClean(page, "signup step 2 with the password error");
  expect(problems).toEqual([]);
});

test("the account's new password states the minimum length beside the field", async ({ page, diamond }) => {
  const problems = watchConsole(page);
  await logIn(page, diamond.email, diamond.password);
  await page.goto("/user/account");
  await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(HINT);
  await expectAxeClean(page, "the account page");
  expect(problems).toEqual([]);
});

test("sign-up and the account refuse a common password and say why", async ({ page, learner }) => {
  const problems = watchConsole(page);
  await page.goto("/signup");
  await acceptCookies(page);
  await page.getByLabel("Email").fill(`common-${learner.email}`);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Given name").fill("Common");
  await page.getByLabel("Last name").fill("Choice");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("password");
  await page.getByLabel("Confirm password").fill("password");
  await page.getByRole("button", { name: "Sign up" }).click();
  const why =
    "This password is too easy to guess: it is one of the most used passwords. Try a longer one, such as three or four unrelated words.";
  await expect(page.getByText(why)).toBeVisible();
  await expect(password).toHaveAccessibleDescription(`${HINT} ${why}`);
  await expectAxeClean(page, "signup with a common password");

  await logIn(page, learner.email, learner.password);
  await page.goto("/user/account");
  await page.getByLabel("Current password").fill(learner.password);
  await page.getByLabel("New password", { exact: true }).fill("iloveyou");
  await page.getByLabel("Confirm new password").fill("iloveyou");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText(why)).toBeVisible();
  // The keyboard goes to the field refused, not to the top of the page.
  await expect(page.getByLabel("New password", { exact: true })).toBeFocused();
  await expectAxeClean(page, "the account page with a common password");

  await page.getByLabel("Current password").fill("not-the-password");
  await page.getByLabel("New password", { exact: true }).fill("four unrelated words here");
  await page.getByLabel("Confirm new password").fill("four unrelated words here");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("The current password is not correct.")).toBeVisible();
  await expect(page.getByLabel("Current password")).toBeFocused();

  // A save that goes through gives the keyboard back to its button.
  const nameForm = page.locator("form").filter({ has: page.getByRole("heading", { name: "Your name" }) });
  await nameForm.getByLabel("Given name").fill("Renamed");
  await nameForm.getByRole("button", { name: "Save", exact: true }).click();
  await expect(nameForm.getByText("Saved.")).toBeVisible();
  await expect(nameForm.getByRole("button", { name: "Save", exact: true })).toBeFocused();
  expect(problems).toEqual([]);
});
