import { expect, test, type Page } from "@playwright/test";
import { logIn, watchConsole } from "./helpers.ts";

async function categoryId(page: Page, name: string): Promise<string> {
  const res = await page.request.get("/api/qbank/categories");
  const body = (await res.json()) as { message: { _id: string; name: string }[] };
  const found = body.message.find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found._id;
}

test("a practice run from the category page: answer, reveal, save, flag, report, lab values, results", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await logIn(page, "diamond@example.com");
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

  await page.getByRole("button", { name: "Lab values" }).click();
  const labs = page.getByRole("dialog", { name: "Lab Values" });
  await labs.getByPlaceholder("Search a value").fill("sodium");
  await expect(labs.getByRole("rowheader", { name: /Sodium/ }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(labs).toBeHidden();

  // Keyboard: next question, choose B, submit.
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await page.keyboard.press("b");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^(Correct|Incorrect)$/ })).toBeVisible();

  await page.getByRole("button", { name: "End", exact: true }).click();
  await page.getByRole("dialog", { name: "End this session?" }).getByRole("button", { name: "End" }).click();
  const results = page.getByRole("dialog", { name: "Results" });
  await expect(results).toContainText("Attempted");
  await expect(results.getByText("2", { exact: true }).first()).toBeVisible();
  await expect(results).toContainText("Percentage");
  await results.getByRole("button", { name: "Review" }).click();
  await expect(page.getByRole("button", { name: "Show Results" })).toBeVisible();
  await page.getByRole("button", { name: "Categories" }).click();
  await expect(page).toHaveURL(/\/user\/qbank$/);
  expect(problems).toEqual([]);
});

test("a timed exam resumes after a reload with the timer continuing", async ({ page }) => {
  await logIn(page, "diamond@example.com");
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

  const toSeconds = (t: string) => t.split(":").reduce((acc, part) => acc * 60 + Number(part), 0);
  await page.waitForTimeout(2500);
  const before = toSeconds((await timer.textContent()) ?? "");
  await page.reload();
  await expect(timer).toBeVisible();
  const after = toSeconds((await timer.textContent()) ?? "");
  // A restarted timer would show the full 3:00:05 again; a resumed one keeps counting down.
  expect(after).toBeLessThanOrEqual(before);
  await expect(page.getByText(/^1\/\d+$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();

  await page.getByRole("button", { name: "End", exact: true }).click();
  await page.getByRole("dialog", { name: "End the mock?" }).getByRole("button", { name: "End" }).click();
  const results = page.getByRole("dialog", { name: "Results" });
  await expect(results).toContainText("Skipped");
  await results.getByRole("button", { name: "Review" }).click();
  await page.getByRole("button", { name: /^Q1 ,/ }).click();
  await expect(page.locator(".explanation")).toBeVisible();
});
