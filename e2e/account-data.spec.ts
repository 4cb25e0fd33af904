import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import { expectAxeClean } from "./axe-check.ts";
import { expect, test } from "./fixtures.ts";
import { strFromU8, unzipSync } from "fflate";
import { acceptCookies, logIn, newLearner, signUpLearner, watchConsole } from "./helpers.ts";

/** UK GDPR on the screens: a learner downloads their data and deletes the account; an admin does both for a user. */

// axe-core takes seconds per check on a busy two-core machine; each test makes several.
test.describe.configure({ timeout: 240_000 });

/** The zip a download brought, as its files. */
async function filesOf(download: Download): Promise<Record<string, Uint8Array>> {
  const path = await download.path();
  return unzipSync(new Uint8Array(await readFile(path)));
}

async function downloadFrom(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^plab-qbank-data-\d{4}-\d{2}-\d{2}\.zip$/);
  return filesOf(download);
}

test("a learner downloads their data and deletes the account with the password", async ({ page }) => {
  const problems = watchConsole(page);
  const email = await newLearner(page, { prefix: "gdpr", firstName: "Ottoline", lastName: "Pemberton" });

  await page.goto("/user/account");
  const card = page.getByRole("region", { name: "Your data" });
  await expect(card).toBeVisible();
  await expectAxeClean(page, page.url());

  const files = await downloadFrom(page, card.getByRole("button", { name: "Download my data" }));
  expect(Object.keys(files).sort()).toEqual(["answers.csv", "data.json"]);
  const data = JSON.parse(strFromU8(files["data.json"]!)) as { profile: Record<string, unknown> };
  expect(data.profile).toMatchObject({ email, first_name: "Ottoline", second_name: "Pemberton" });
  expect(strFromU8(files["answers.csv"]!)).toContain("answered_at,category,question_id,question,your_answer");

  await card.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByLabel("Password", { exact: true })).toBeFocused();
  await expectAxeClean(page, "the dialog", { within: '[role="dialog"]' });

  // A wrong password is refused, in the dialog, and the account stays.
  await dialog.getByLabel("Password", { exact: true }).fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("The password is not correct.")).toBeVisible();
  await expectAxeClean(page, "the dialog", { within: '[role="dialog"]' });

  // Cancel returns focus to the button that opened the dialog.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("button", { name: "Delete my account" })).toBeFocused();

  await card.getByRole("button", { name: "Delete my account" }).click();
  await dialog.getByLabel("Password", { exact: true }).fill("a-good-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/delete-account\?done=1$/);
  await expect(page.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible();
  await expectAxeClean(page, page.url());

  // Signed out, and the email and password open nothing any more.
  await page.goto("/user/account");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Oops!" })).toContainText("Invalid email or password.");
  expect(problems).toEqual([]);
});

test("an admin downloads a user's data and deletes the account from /admin/users", async ({ browser }) => {
  const learnerContext = await browser.newContext();
  const lp = await learnerContext.newPage();
  const email = await signUpLearner(lp, {
    email: `gdpr-admin-${randomUUID()}@example.com`,
    firstName: "Bartholomew",
    lastName: "Fairweather",
    password: "a-good-password",
  });
  await learnerContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchConsole(page);
  await logIn(page, "admin@example.com");
  await acceptCookies(page);
  await page.goto("/admin/users");
  await page.getByLabel("Search users").fill(email);
  await expect(page.getByText("1 user", { exact: true })).toBeVisible();
  await expectAxeClean(page, page.url());

  const row = page.getByRole("row").filter({ hasText: email });
  const files = await downloadFrom(page, row.getByRole("button", { name: `Download the data of ${email}` }));
  expect((JSON.parse(strFromU8(files["data.json"]!)) as { profile: { email: string } }).profile.email).toBe(email);

  await row.getByRole("button", { name: `Delete the account of ${email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this account?" });
  await expect(dialog).toContainText(`Bartholomew Fairweather (${email})`);
  await expectAxeClean(page, "the dialog", { within: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status")).toContainText("The account of Bartholomew Fairweather was deleted.");
  await expect(page.getByText("0 users", { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test("the account page's password forms name their account for password managers", async ({ page, learner }) => {
  await logIn(page, learner.email, learner.password);
  await page.goto("/user/account");
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("dialog").getByLabel("Password")).toBeVisible();
  await expect(page.locator('input[autocomplete="username"]')).toHaveCount(2);
  await expect(page.locator('input[autocomplete="username"]').first()).toHaveValue(learner.email);
});
