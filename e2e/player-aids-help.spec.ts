import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { categoryId, logIn, watchConsole } from "./helpers.ts";

test("the player says once how to strike out and highlight, keeps struck text readable, and arrows keep focus on the options", async ({
  page,
  learner,
}) => {
  const problems = watchConsole(page);
  await logIn(page, learner.email, learner.password);
  await page.goto(`/user/qbank/start?mode=all&category=${await categoryId(page, "Cardiology")}`);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();

  const hint = page.getByRole("note", { name: "Study aids" });
  await expect(hint).toContainText("right-click or long-press an option, or press S then its letter, to strike it out");
  await expect(hint).toContainText("press H to highlight them");
  await expectAxeClean(page, "the player with the study aids hint");
  await hint.getByRole("button", { name: "Got it" }).press("Enter");
  await expect(hint).toBeHidden();
  // The keyboard goes on from the question, not from the top of the page.
  await expect(page.getByRole("heading", { name: "Q1" })).toBeFocused();

  await page.getByText("Keys and study aids").click();
  await expect(
    page.getByText("Strike out an option: right-click it, long-press it, or press S then its letter."),
  ).toBeVisible();
  await expect(page.getByText("Highlight: select words in the question, then Highlight or H.")).toBeVisible();

  // A struck option stays readable (axe checks its contrast) and choosable.
  await page.keyboard.press("s");
  await page.keyboard.press("b");
  await expect(page.locator(".option-struck")).toHaveCount(1);
  await expectAxeClean(page, "the player with a struck-out option and the keys help");

  // A chooses and focuses the option; right and left change question with focus kept on the options.
  await page.keyboard.press("a");
  const focusedRole = () =>
    page.evaluate(() => document.activeElement?.getAttribute("role") ?? document.activeElement?.tagName);
  await expect.poll(focusedRole).toBe("radio");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await expect.poll(focusedRole).toBe("radio");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect.poll(focusedRole).toBe("radio");

  await page.reload();
  await expect(page.getByRole("heading", { name: /^Q\d+$/ })).toBeVisible();
  await expect(hint).toHaveCount(0);
  expect(problems).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the study aids tip speaks of touch, not of right-clicks and keys", async ({ page, learner }) => {
    const problems = watchConsole(page);
    await logIn(page, learner.email, learner.password);
    await page.goto(`/user/qbank/start?mode=all&category=${await categoryId(page, "Cardiology")}`);
    const hint = page.getByRole("note", { name: "Study aids" });
    await expect(hint).toContainText("Tip: long-press an option to strike it out (it can still be chosen).");
    await expect(hint).not.toContainText("right-click");
    await expect(hint).not.toContainText("press H");
    expect(problems).toEqual([]);
  });
});
