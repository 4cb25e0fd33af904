import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { categoryId, logIn, queuedOnDevice } from "./helpers.ts";

/** Selects the first `length` characters of the stem, as a learner's drag would. */
async function selectStem(page: Page, length: number) {
  await page.locator(".question-text").evaluate((el, n) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode()!;
    let left = n;
    while (left > node.textContent!.length) {
      left -= node.textContent!.length;
      node = walker.nextNode()!;
    }
    const range = document.createRange();
    range.setStart(el, 0);
    range.setEnd(node, left);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  }, length);
}

test("strike out options and highlight the stem, by mouse and keyboard, kept for the run", async ({
  page,
  diamond,
}) => {
  await logIn(page, diamond.email, diamond.password);
  await page.goto(`/user/qbank/start?mode=all&category=${await categoryId(page, "Cardiology")}`);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  const options = page.getByRole("radio");

  await options.nth(1).click({ button: "right" });
  await expect(options.nth(1)).toHaveClass(/option-struck/);
  await expect(options.nth(1)).toContainText("(struck out)");
  await expect(page.getByRole("status").filter({ hasText: "Option B struck out" })).toBeAttached();
  // Still choosable.
  await options.nth(1).click();
  await expect(options.nth(1)).toHaveAttribute("aria-checked", "true");

  await page.locator("body").press("s");
  await page.locator("body").press("c");
  await expect(options.nth(2)).toHaveClass(/option-struck/);
  await expect(options.nth(2)).toHaveAttribute("aria-checked", "false");

  await selectStem(page, 12);
  await page.locator("body").press("h");
  await expect(page.locator("mark.stem-highlight")).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: "Text highlighted" })).toBeAttached();
  expect(await page.locator("mark.stem-highlight").textContent()).toHaveLength(12);
  // A longer selection over it merges into one highlight.
  await selectStem(page, 20);
  // The reload below comes once the server has it: one cut off by the reload is sent from the
  // device after the page has read the run (the next test).
  const saved = page.waitForResponse(
    (r) => r.url().includes("qbank.mark") && r.ok() && (r.request().postData() ?? "").includes('"end":20'),
  );
  await page.getByRole("button", { name: "Highlight", exact: true }).click();
  await expect(page.locator("mark.stem-highlight")).toHaveCount(1);
  const highlighted = await page.locator("mark.stem-highlight").textContent();
  expect(highlighted).toHaveLength(20);
  await saved;

  await page.reload();
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(page.locator(".option-struck")).toHaveCount(2);
  await expect(page.locator("mark.stem-highlight")).toHaveText(highlighted!);

  await page.getByRole("button", { name: "Clear highlights" }).click();
  await expect(page.locator("mark.stem-highlight")).toHaveCount(0);
  await options.nth(1).click({ button: "right" });
  await expect(page.locator(".option-struck")).toHaveCount(1);
  await page.emulateMedia({ media: "print" });
  await expect(options.nth(2).locator(".option-text")).toHaveCSS("text-decoration-line", "none");
});

test("a study aid sent in the instant before a reload reaches the server when the app opens again", async ({
  page,
  diamond,
}) => {
  await logIn(page, diamond.email, diamond.password);
  await page.goto(`/user/qbank/start?mode=all&category=${await categoryId(page, "Cardiology")}`);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  const options = page.getByRole("radio");

  // The strike-out leaves, and the page reloads before any answer comes back.
  let holding = true;
  const held = new Promise<void>((resolve) => {
    void page.route(
      (url) => url.pathname.includes("qbank.mark"),
      (route) => {
        if (!holding) return route.continue();
        holding = false;
        resolve();
      },
    );
  });
  await options.nth(1).click({ button: "right" });
  await held;
  await page.reload();
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();

  // The device kept it, and sends it once the page is open again.
  await expect.poll(() => queuedOnDevice(page)).toBe(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(options.nth(1)).toHaveClass(/option-struck/);
  await expect(page.locator(".option-struck")).toHaveCount(1);
});
