import { ADMIN_EMAIL, createAccount, expect, signedIn, test } from "./fixtures.ts";
import { logIn, watchConsole } from "./helpers.ts";

const toSeconds = (t: string) => t.split(":").reduce((acc, part) => acc * 60 + Number(part), 0);

test("extra time and the reading profile: granted by an admin, chosen on the account page, applied to a mock", async ({
  browser,
  adminApi,
}) => {
  const learnerContext = await browser.newContext();
  const lp = await learnerContext.newPage();
  const learnerProblems = watchConsole(lp);
  const { email, password } = await createAccount(adminApi, { prefix: "adjust", firstName: "Nia", lastName: "Mensah" });

  // An admin makes the learner Diamond (unlimited mocks) and grants 50% extra time.
  const admin = await signedIn(browser, ADMIN_EMAIL);
  const ap = admin.page;
  await ap.goto("/admin/users");
  await ap.getByLabel("Search users").fill(email);
  await expect(ap.getByText("1 user", { exact: true })).toBeVisible();
  const row = ap.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: `Change role of ${email}` }).click();
  await ap.getByRole("menuitemradio", { name: "Diamond" }).click();
  await expect(row).toContainText("Diamond");
  await row.getByRole("button", { name: `Extra time for ${email}` }).click();
  const dialog = ap.getByRole("dialog", { name: "Extra time" });
  const percent = dialog.getByLabel("Extra time (%)");
  await expect(percent).toHaveValue("0");
  await expect(percent).toBeFocused();
  await percent.fill("150");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Extra time is a whole percentage from 0 to 100.")).toBeVisible();
  await percent.fill("50");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(ap.getByRole("status")).toContainText("Nia Mensah now has 50% extra time on timed mocks.");

  // The learner sees the grant in force, and chooses the standard 25% with a reading profile.
  await logIn(lp, email, password);
  await lp.goto("/user/dashboard");
  await expect(lp.getByRole("region", { name: "Your score in a full mock today" })).toContainText(
    "Answer 100 more questions to see an estimate",
  );
  await lp.goto("/user/account");
  const card = lp.getByRole("form", { name: "Exam adjustments" });
  await expect(card.getByRole("radio", { name: "50% (granted to you)" })).toBeChecked();
  await card.getByRole("radio", { name: "25%", exact: true }).check();
  await card.getByRole("checkbox", { name: "Larger text" }).check();
  await card.getByRole("checkbox", { name: "Dyslexia-friendly font" }).check();
  await card.getByRole("button", { name: "Save adjustments" }).click();
  await expect(card.getByRole("status")).toHaveText("Saved.");

  // A mock now starts at 3:45:00 instead of 3:00:00.
  await lp.goto("/user/qbank/start?mode=exam");
  await expect(lp).toHaveURL(/run=/);
  const timer = lp.getByRole("timer", { name: "Time left" });
  await expect(timer).toHaveText(/^3:4[45]:\d{2}$/);
  const left = toSeconds((await timer.textContent()) ?? "");
  expect(left).toBeGreaterThan(toSeconds("3:44:30"));
  expect(left).toBeLessThanOrEqual(toSeconds("3:45:00"));

  // The reading profile is on the player's root: larger type and the dyslexia-friendly stack.
  const player = lp.locator(".player");
  await expect(player).toHaveClass(/reading-large-text/);
  await expect(player).toHaveClass(/reading-dyslexia-font/);
  await expect(player).not.toHaveClass(/reading-wide-spacing/);
  const style = await lp
    .locator(".question-text")
    .evaluate((el) => ({ size: parseFloat(getComputedStyle(el).fontSize), font: getComputedStyle(el).fontFamily }));
  expect(style.size).toBeGreaterThan(20); // 18px without the profile
  expect(style.font).toContain("OpenDyslexic");

  await lp.getByRole("button", { name: "End", exact: true }).click();
  await lp.getByRole("dialog", { name: "End the mock?" }).getByRole("button", { name: "End" }).click();
  await expect(lp.getByRole("dialog", { name: "Results" })).toBeVisible();

  expect(admin.problems).toEqual([]);
  expect(learnerProblems).toEqual([]);
  await Promise.all([admin.context.close(), learnerContext.close()]);
});

test("an admin sets the pass mark within 1 to 100%", async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN_EMAIL);
  const ap = admin.page;
  await ap.goto("/admin/dashboard");
  const card = ap.getByRole("form", { name: "Settings" });
  const mark = card.getByLabel("Pass mark (%)");
  await expect(mark).toHaveValue("63");
  await mark.fill("0");
  await card.getByRole("button", { name: "Save settings" }).click();
  await expect(card.getByText("The pass mark is a whole percentage from 1 to 100.")).toBeVisible();
  await mark.fill("63");
  await card.getByRole("button", { name: "Save settings" }).click();
  await expect(card.getByRole("status")).toHaveText("Saved.");
  expect(admin.problems).toEqual([]);
  await admin.context.close();
});
