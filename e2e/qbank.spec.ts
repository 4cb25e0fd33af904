import { expect, test } from "./fixtures.ts";
import { categoryId, logIn, startMock, watchConsole } from "./helpers.ts";

test("a practice run from the category page: answer, reveal, save, flag, report, lab values, results", async ({
  page,
  diamond,
}) => {
  const problems = watchConsole(page);
  await logIn(page, diamond.email, diamond.password);
  const id = await categoryId(page, "Cardiology");
  await page.goto(`/user/qbank/category/${id}`);
  await expect(page.getByRole("heading", { name: "QBank # Cardiology" })).toBeVisible();
  await page
    .getByRole("button", { name: "Start Random" })
    .or(page.getByRole("link", { name: "Start Random" }))
    .first()
    .click();

  await expect(page).toHaveURL(/\/user\/qbank\/start\?mode=all&category=.+&run=/);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Submit" });
  await expect(submit).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save this Explanation" })).toHaveCount(0);

  await page.getByRole("radio").first().click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole("status").filter({ hasText: /^(Correct|Incorrect)$/ })).toBeVisible();
  await expect(page.locator(".option-correct")).toHaveCount(1);
  await expect(submit).toBeDisabled();
  await expect(page.getByText(/Score \d+\.\d{2}%/)).toBeVisible();

  await page.getByRole("button", { name: "Save this Explanation" }).click();
  await expect(page.getByText("Saved as a Revision Key")).toBeVisible();

  await page.getByRole("button", { name: "Flag (Do Later)" }).click();
  await expect(page.getByRole("button", { name: "Unflag (Do Later)" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Report question" }).click();
  const report = page.getByRole("dialog", { name: "Report Question" });
  await expect(report).toContainText("Please inform us if you found something wrong with question");
  await report.getByRole("textbox").fill("Option B reads oddly.");
  await report.getByRole("button", { name: "Submit" }).click();
  await expect(report).toBeHidden();
  await expect(page.getByText("Thank you: your report was sent to our team.")).toBeVisible();

  const labsButton = page.getByRole("button", { name: "Lab values" });
  await labsButton.click();
  const labs = page.getByRole("dialog", { name: "Lab Values" });
  await labs.getByPlaceholder("Search a value").fill("sodium");
  await expect(labs.getByRole("rowheader", { name: /Sodium/ }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(labs).toBeHidden();
  await expect(labsButton).toBeFocused();
  await labsButton.click();
  await labs.getByRole("button", { name: "Close" }).click();
  await expect(labs).toBeHidden();
  await expect(labsButton).toBeFocused();

  // Keyboard: next question, choose B, then move within the one radio group with the arrows, submit.
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  const options = page.getByRole("radiogroup", { name: "Answer options" }).getByRole("radio");
  await expect(options).toHaveCount(5);
  await page.keyboard.press("b");
  await expect(options.nth(1)).toBeFocused();
  await expect(options.nth(1)).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(2)).toBeFocused();
  await expect(options.nth(2)).toHaveAttribute("aria-checked", "true");
  await expect(options.nth(1)).toHaveAttribute("aria-checked", "false");
  await page.keyboard.press("ArrowUp");
  await expect(options.nth(1)).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^(Correct|Incorrect)$/ })).toBeVisible();

  await page.getByRole("button", { name: "End", exact: true }).click();
  await page.getByRole("dialog", { name: "End this session?" }).getByRole("button", { name: "End" }).click();
  const results = page.getByRole("dialog", { name: "Results" });
  await expect(results).toContainText("Attempted");
  await expect(results.getByText("2", { exact: true }).first()).toBeVisible();
  await expect(results).toContainText("Percentage");
  // Focus starts on the title, so the results open at their top.
  await expect(results.getByRole("heading", { name: "Results" })).toBeFocused();
  await results.getByRole("button", { name: "Review" }).click();
  await expect(page.getByRole("button", { name: "Show Results" })).toBeVisible();
  await page.getByRole("button", { name: "Categories" }).click();
  await expect(page).toHaveURL(/\/user\/qbank$/);
  expect(problems).toEqual([]);
});

test("a timed exam resumes after a reload with the timer continuing", async ({ page, diamond }) => {
  await logIn(page, diamond.email, diamond.password);
  await page.goto("/user/qbank/start?mode=exam");
  await expect(page).toHaveURL(/run=/);
  const timer = page.getByRole("timer", { name: "Time left" });
  await expect(timer).toHaveText(/^[23]:\d{2}:\d{2}$/);
  await expect(page.getByText(/^0\/\d+$/)).toBeVisible();
  await expect(page.getByText(/Score/)).toHaveCount(0);

  await page.getByRole("radio").nth(2).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await expect(page.getByText(/^1\/\d+$/)).toBeVisible();
  await expect(page.locator(".explanation")).toHaveCount(0);
  // One answer within seconds: ahead of the one-minute pace; no peer shares while the mock runs.
  await expect(page.getByLabel("Pace")).toHaveText(/^(On pace|\d+ min ahead)$/);
  await expect(page.getByRole("region", { name: "How others answered" })).toHaveCount(0);

  // The timer counts down: wait until it has moved a few seconds.
  const toSeconds = (t: string) => t.split(":").reduce((acc, part) => acc * 60 + Number(part), 0);
  const left = async () => toSeconds((await timer.textContent()) ?? "");
  const first = await left();
  await expect.poll(left, { timeout: 15_000 }).toBeLessThanOrEqual(first - 3);
  const before = await left();
  await page.reload();
  await expect(timer).toBeVisible();
  // A restarted timer would show the full time again; a resumed one keeps counting down.
  const after = await left();
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeLessThan(first - 2);
  await expect(page.getByText(/^1\/\d+$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();

  // Practice is refused while the mock is open; the bank offers the way back into it.
  const mockUrl = page.url();
  await page.goto("/user/qbank");
  const banner = page.getByRole("status").filter({ hasText: "You have a timed mock in progress." });
  await banner.getByRole("link", { name: "Resume" }).click();
  await expect(page).toHaveURL(mockUrl);
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();

  await page.getByRole("button", { name: "End", exact: true }).click();
  await page.getByRole("dialog", { name: "End the mock?" }).getByRole("button", { name: "End" }).click();
  const results = page.getByRole("dialog", { name: "Results" });
  await expect(results).toContainText("Skipped");
  await expect(results.getByRole("region", { name: "Pacing" })).toContainText("Time per question");
  await results.getByRole("button", { name: "Review" }).click();
  await page.getByRole("button", { name: /^Q1 ,/ }).click();
  await expect(page.locator(".explanation")).toBeVisible();
});

test("a Master Mock start with no attempts left goes back to the mock page and says why", async ({ page, diamond }) => {
  // A new Diamond learner has bought no Master Mock attempts.
  await logIn(page, diamond.email, diamond.password);
  await page.goto("/user/qbank/start?mode=mastery");
  await expect(page.getByRole("alert")).toHaveText("You don't have any attempts left. Purchase attempts to continue.");
  await page.evaluate(() => window.history.replaceState({ usr: { confirmed: true }, key: "x", idx: 0 }, ""));
  await page.reload();
  await expect(page).toHaveURL(/\/user\/qbank\/mock$/);
  await expect(page.getByRole("alert")).toHaveText("You don't have any attempts left. Purchase attempts to continue.");
});

test("with a mock in progress the category page says so, and a start offers Resume instead", async ({
  page,
  diamond,
}) => {
  const problems = watchConsole(page);
  await startMock(page, diamond);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(page).toHaveURL(/mode=exam&run=/);
  const mockUrl = page.url();
  await page.goto(`/user/qbank/category/${await categoryId(page, "Cardiology")}`);
  await expect(page.getByRole("heading", { name: "QBank # Cardiology" })).toBeVisible();
  const banner = page.getByRole("status").filter({ hasText: "You have a timed mock in progress." });
  await expect(banner.getByRole("link", { name: "Resume" })).toBeVisible();
  // Before, Start New went to the player, which the server refused, and back to the bank.
  await page.getByRole("link", { name: "Start New" }).click();
  const dialog = page.getByRole("dialog", { name: "Finish your timed run first" });
  await expect(dialog).toContainText("You have a timed mock in progress. Practice opens again once it has ended.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/user\/qbank\/category\//);
  await page.getByRole("link", { name: "Start New" }).click();
  await dialog.getByRole("button", { name: "Resume" }).click();
  await expect(page).toHaveURL(mockUrl);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  expect(problems).toEqual([]);
});
