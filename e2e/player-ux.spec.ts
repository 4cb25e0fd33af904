import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { acceptCookies, categoryId, logIn, newLearner, watchConsole } from "./helpers.ts";

// Sign-up, a plan or an attempt, then a few dozen answers: longer than one screen's test.
test.describe.configure({ timeout: 240_000 });
const options = (page: Page) => page.getByRole("radiogroup", { name: "Answer options" }).getByRole("radio");
/** In practice runs option number 1 is the key (the legacy contract), so these pick right and wrong. */
const keyOption = (page: Page) => page.locator('[role="radio"][value="1"]');
const wrongOption = (page: Page) => page.locator('[role="radio"][value="2"]');
const explanation = (page: Page) => page.getByRole("heading", { name: "Explanation" });
const submitButton = (page: Page) => page.getByRole("button", { name: "Submit" });

async function startPractice(page: Page) {
  await page.goto(`/user/qbank/start?mode=all&category=${await categoryId(page, "Cardiology")}`);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
}

async function endRun(page: Page) {
  await page.getByRole("button", { name: "End", exact: true }).click();
  const ask = page.getByRole("dialog", { name: /^End / });
  await expectAxeClean(page, "the End dialog");
  await ask.getByRole("button", { name: "End", exact: true }).click();
  const results = page.getByRole("dialog", { name: "Results" });
  await expect(results).toBeVisible();
  return results;
}

/** The value beside a label in the results' list. */
const detail = (dialog: ReturnType<Page["getByRole"]>, label: string) =>
  dialog.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

test("Enter submits the focused option, however focus got there", async ({ page }) => {
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "enter", firstName: "Ines", lastName: "Duarte" });
  await startPractice(page);
  const opts = options(page);

  // C chosen, then End moves to E: Enter answers E, not C.
  await page.keyboard.press("c");
  await expect(opts.nth(2)).toBeFocused();
  await page.keyboard.press("End");
  await expect(opts.nth(4)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(explanation(page)).toBeVisible();
  await expect(opts.nth(4)).toHaveAttribute("aria-checked", "true");
  await expect(opts.nth(2)).toHaveAttribute("aria-checked", "false");
  await expect(opts.nth(4)).toContainText(/\((correct answer|your answer, incorrect)\)/);
  await expectAxeClean(page, "an answered practice question");

  // Home goes to A, and choosing and focus agree.
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await page.keyboard.press("c");
  await page.keyboard.press("Home");
  await expect(opts.nth(0)).toBeFocused();
  await expect(opts.nth(0)).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Enter");
  await expect(explanation(page)).toBeVisible();
  await expect(opts.nth(0)).toHaveAttribute("aria-checked", "true");

  // Any other move of focus (here a click chose B, then focus was put on D): Enter answers D.
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { name: "Q3" })).toBeVisible();
  await opts.nth(1).click();
  await opts.nth(3).focus();
  await page.keyboard.press("Enter");
  await expect(explanation(page)).toBeVisible();
  await expect(opts.nth(3)).toHaveAttribute("aria-checked", "true");
  await expect(opts.nth(1)).toHaveAttribute("aria-checked", "false");
  expect(problems).toEqual([]);
});

test("focus moves to the result after Submit and back to the opener after each dialog; the report notice clears", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "focus", firstName: "Kofi", lastName: "Boateng" });
  await startPractice(page);

  // Submit by click: the explanation's heading takes focus, with the verdict as its description.
  await options(page).nth(1).click();
  await submitButton(page).click();
  await expect(explanation(page)).toBeFocused();
  await expect(explanation(page)).toHaveAccessibleDescription(/^(Correct|Incorrect)$/);

  // The report's thanks belongs to the question it was about.
  const reportButton = page.getByRole("button", { name: "Report question" });
  await reportButton.click();
  const report = page.getByRole("dialog", { name: "Report Question" });
  await expectAxeClean(page, "the Report Question dialog");
  await report.getByRole("button", { name: "Cancel" }).click();
  await expect(report).toBeHidden();
  await expect(reportButton).toBeFocused();
  await reportButton.click();
  await report.getByRole("textbox").fill("The stem gives two ages.");
  await report.getByRole("button", { name: "Submit" }).click();
  await expect(report).toBeHidden();
  await expect(reportButton).toBeFocused();
  const thanks = page.getByText("Thank you: your report was sent to our team.");
  await expect(thanks).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await expect(thanks).toHaveCount(0);
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(thanks).toHaveCount(0);

  // Submit by Enter: the same.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("a");
  await page.keyboard.press("Enter");
  await expect(explanation(page)).toBeFocused();

  // Ending: the results dialog, then the review from Q1, focus on its heading, not the page's body.
  const results = await endRun(page);
  // Focus starts on the title, so the results open at their top.
  await expect(results.getByRole("heading", { name: "Results" })).toBeFocused();
  await expectAxeClean(page, "the practice results");
  await results.getByRole("button", { name: "Review" }).click();
  await expect(results).toBeHidden();
  await expect(page.getByRole("heading", { name: "Q1", level: 1 })).toBeFocused();
  // Reopened from the review, the results give the learner back the question they were on.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Q2", level: 1 })).toBeVisible();
  const showResults = page.getByRole("button", { name: "Show Results" });
  await showResults.click();
  await results.getByRole("button", { name: "Review" }).click();
  await expect(page.getByRole("heading", { name: "Q2", level: 1 })).toBeVisible();
  await expect(showResults).toBeFocused();
  await showResults.click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "Q2", level: 1 })).toBeVisible();
  await expect(showResults).toBeFocused();
  expect(problems).toEqual([]);
});

test("the login Oops dialog gives focus back to the form", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await acceptCookies(page);
  await page.getByLabel("Email").fill(`nobody-${randomUUID()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  const logInButton = page.getByRole("button", { name: "Log in", exact: true });
  await logInButton.click();
  const oops = page.getByRole("dialog", { name: "Oops!" });
  await expect(oops).toContainText("Invalid email or password.");
  await expectAxeClean(page, "the Oops dialog");
  await oops.getByRole("button", { name: "Try Again" }).click();
  await expect(oops).toBeHidden();
  await expect(logInButton).toBeFocused();

  // Opened by the address, it has no opener: focus goes to the first field.
  await page.goto(`/login?message=${encodeURIComponent("This confirmation link has expired or was already used.")}`);
  await expect(oops).toContainText("This confirmation link has expired or was already used.");
  await oops.getByRole("button", { name: "Try Again" }).click();
  await expect(oops).toBeHidden();
  await expect(page.getByLabel("Email")).toBeFocused();
  await context.close();
});

test("one score definition, labelled, in the sidebar and the results of a practice run", async ({ page }) => {
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "score", firstName: "Aiko", lastName: "Tanaka" });
  await startPractice(page);
  const next = page.getByRole("button", { name: "Next" });

  await keyOption(page).click();
  await submitButton(page).click();
  await expect(explanation(page)).toBeVisible();
  await next.click();
  await wrongOption(page).click();
  await submitButton(page).click();
  await expect(explanation(page)).toBeVisible();
  await next.click(); // Q3 passed over
  await next.click();
  await expect(page.getByRole("heading", { name: "Q4" })).toBeVisible();
  await keyOption(page).click();
  await submitButton(page).click();
  await expect(explanation(page)).toBeVisible();
  await expect(page.locator(".score")).toHaveText("Score 66.67% right of answered (2 of 3)");

  // Every question the run served counts, answered or not, and the dialog says so beside the figures.
  const results = await endRun(page);
  const definition = results.getByText(/^Of the \d+ questions this run served: Attempted counts those answered,/);
  await expect(definition).toHaveText(
    "Of the 10 questions this run served: Attempted counts those answered, Correct and Incorrect split them, and Skipped counts those left unanswered.",
  );
  await expect(detail(results, "Attempted")).toHaveText("3");
  await expect(detail(results, "Skipped")).toHaveText("7");
  await expect(detail(results, "Percentage (right of answered)")).toHaveText("66.67% (2 of 3)");
  await expect(detail(results, "Percentage (right of the whole run)")).toHaveText("20.00% (2 of 10)");
  await expectAxeClean(page, "a practice run's results");
  expect(problems).toEqual([]);
});

// The mock's length is the whole bank, so it runs once no other test is making categories.
test(
  "a timed mock: asks before ending practice, shows the full time, paces to its own length, never strands",
  { tag: "@whole-bank" },
  async ({ page, diamond }) => {
    const problems = watchConsole(page);
    await logIn(page, diamond.email, diamond.password);
    await startPractice(page);
    await keyOption(page).click();
    await submitButton(page).click();
    await expect(explanation(page)).toBeVisible();

    // The timer's first text, whenever it renders.
    await page.addInitScript(() => {
      const seen = window as unknown as { firstTimer?: string };
      new MutationObserver((_, observer) => {
        const text = document.querySelector('[role="timer"]')?.textContent;
        if (text) {
          seen.firstTimer = text;
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto("/user/qbank/mock");
    // The copy states this mock's own length, not the exam's 180.
    const copy = page.getByText(/^\d+ questions in 3 hours \(the bank has fewer than the real exam's 180\), drawn/);
    await expect(copy).toBeVisible();
    const promised = Number((await copy.textContent())?.split(" ")[0]);
    const startButton = page.getByRole("button", { name: "Start Mock Test" });
    await startButton.click();
    const confirm = page.getByRole("dialog", { name: "Start a Mock Test?" });
    await expect(confirm).toContainText("Starting the mock ends the practice session you have open.");
    await expect(confirm).toContainText(`It has ${promised} questions.`);
    await expectAxeClean(page, "the mock confirmation");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/user\/qbank\/mock$/);
    await expect(startButton).toBeFocused();
    await startButton.click();
    await confirm.getByRole("button", { name: "Start", exact: true }).click();

    const timer = page.getByRole("timer", { name: "Time left" });
    await expect(timer).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { firstTimer?: string }).firstTimer)).toBe("3:00:00");
    const length = Number((await page.getByLabel("Answered").textContent())?.split("/")[1]);
    expect(length).toBeGreaterThan(20);
    expect(length).toBeLessThan(180);
    expect(length).toBe(promised);
    const pace = Math.round(10_800 / length);
    await expect(page.getByLabel("Pace")).toHaveAttribute(
      "title",
      `Against this mock's pace: 3 hours over ${length} questions, ${pace} seconds each`,
    );
    await expectAxeClean(page, "a timed mock");

    // Answering moves on, focus on the new question's heading; past the first page too.
    for (let n = 1; n <= 10; n++) {
      await options(page)
        .nth(n % 5)
        .click();
      await submitButton(page).click();
      await expect(page.getByRole("heading", { name: `Q${n + 1}`, level: 1 })).toBeFocused();
      await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
    }
    await expect(page.getByLabel("Answered")).toHaveText(`10/${length}`);
    await expect(page.getByRole("button", { name: /^Q20 ,/ })).toBeVisible();

    const results = await endRun(page);
    await expect(detail(results, "Attempted")).toHaveText("10");
    await expect(detail(results, "Percentage (right of the whole run)")).toContainText(` of ${length})`);
    await expect(detail(results, "Percentage (right of answered)")).toContainText(" of 10)");
    await expect(results.getByRole("region", { name: "Pacing" })).toContainText(
      `Answered within ${Math.floor(pace / 60)} min`,
    );
    await expectAxeClean(page, "the mock results");
    expect(problems).toEqual([]);
  },
);

test("finishing a Master Mock by answering every question opens the results", async ({ page }) => {
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "master", firstName: "Lars", lastName: "Berg" });
  await startPractice(page);
  await page.goto("/user/qbank/mock");
  await page.getByRole("button", { name: "Show Pricing" }).click();
  await page.getByRole("article", { name: "One Attempt" }).getByRole("button", { name: "Buy Now" }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Attempts Left: 1", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Start Master Mock" }).click();
  const confirm = page.getByRole("dialog", { name: "Start a Master Mock?" });
  await expect(confirm).toContainText("Starting the mock ends the practice session you have open.");
  await expectAxeClean(page, "the Master Mock confirmation");
  await confirm.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("timer")).toBeVisible();
  const length = Number((await page.getByLabel("Answered").textContent())?.split("/")[1]);
  for (let n = 1; n <= length; n++) {
    await expect(page.getByRole("heading", { name: `Q${n}`, level: 1 })).toBeVisible();
    await options(page)
      .nth(n % 5)
      .click();
    await submitButton(page).click();
  }
  const results = page.getByRole("dialog", { name: "Results" });
  await expect(results).toBeVisible();
  await expect(detail(results, "Attempted")).toHaveText(String(length));
  await expect(detail(results, "Skipped")).toHaveText("0");
  await expectAxeClean(page, "the Master Mock results");
  expect(problems).toEqual([]);
});

test("Log Out during a Master Mock asks first: Cancel keeps the mock and the session, OK signs out", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "mocklogout", firstName: "Mia", lastName: "Lund" });
  await page.goto("/user/qbank/mock");
  await page.getByRole("button", { name: "Show Pricing" }).click();
  await page.getByRole("article", { name: "One Attempt" }).getByRole("button", { name: "Buy Now" }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.getByRole("button", { name: "Start Master Mock" }).click();
  await page
    .getByRole("dialog", { name: "Start a Master Mock?" })
    .getByRole("button", { name: "Start", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Q1", level: 1 })).toBeVisible();
  await options(page).nth(2).click();

  /** Clicks Log Out and answers the browser's question; returns what it asked. */
  const logOutAnswering = async (accept: boolean) => {
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.message());
        void (accept ? dialog.accept() : dialog.dismiss());
      }),
    );
    await page.getByRole("button", { name: "Log Out" }).click();
    return asked;
  };
  expect(await logOutAnswering(false)).toContain("Your attempt will be considered as used.");
  await expect(page).toHaveURL(/\/user\/qbank\/start/);
  await expect(page.getByRole("timer")).toBeVisible();
  await expect(options(page).nth(2)).toHaveAttribute("aria-checked", "true");
  // Still signed in: the answer is taken.
  await submitButton(page).click();
  await expect(page.getByRole("heading", { name: "Q2", level: 1 })).toBeVisible();

  expect(await logOutAnswering(true)).toContain("Your attempt will be considered as used.");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/user/qbank/mock");
  await expect(page).toHaveURL(/\/login$/);
  expect(problems).toEqual([]);
});

/** Where a locator is drawn, failing the test when it is not. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} is not drawn`);
  return found;
}

test("on a phone Back, Submit and Next stay on screen while a long explanation is read", async ({
  browser,
  adminApi,
  categories,
  learner,
}) => {
  const { id: category } = await categories.make("Long explanation");
  const sentence = "The murmur radiates to the carotids and the pulse is slow rising, so the valve is narrowed. ";
  const data = {
    category,
    text: "A 70-year-old has an ejection systolic murmur. Which valve is affected?",
    ...Object.fromEntries(["Aortic", "Mitral", "Tricuspid", "Pulmonary", "None"].map((o, i) => [`option_${i + 1}`, o])),
    url: "",
    solution: `${sentence.repeat(60)}The last line of the explanation.`,
  };
  // Two alike, so Next has somewhere to go whichever comes first.
  for (let i = 0; i < 2; i++) await adminApi.post("/api/admin/question", { multipart: { data: JSON.stringify(data) } });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await logIn(page, learner.email, learner.password);
    await page.goto(`/user/qbank/start?mode=all&category=${category}`);
    await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
    await keyOption(page).click();
    await submitButton(page).click();
    await expect(explanation(page)).toBeFocused();
    const next = page.getByRole("button", { name: "Next" });
    const bar = page.locator(".player-actions");
    const text = page.locator(".explanation p").first();
    if (viewport.width < 640) {
      // The explanation is longer than the screen; wherever it is read, Next is on screen.
      expect((await box(text)).height).toBeGreaterThan(viewport.height);
      await expect(next).toBeInViewport({ ratio: 1 });
      await text.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await expect(next).toBeInViewport({ ratio: 1 });
      // At the end of the page the bar covers nothing: it sits below the last of the content.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(next).toBeInViewport({ ratio: 1 });
      const end = await box(page.locator(".player-main > :not(.player-actions)").last());
      expect(end.y + end.height).toBeLessThanOrEqual((await box(bar)).y);
    } else {
      // On a laptop the buttons stay where they were: under the options, above the explanation.
      const barBox = await box(bar);
      expect(barBox.y + barBox.height).toBeLessThanOrEqual((await box(explanation(page))).y);
      expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("static");
    }
    await next.click();
    await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  }
});

test("on a phone the Questions drawer has a close button and lab-value ranges stay on one line", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "phone", firstName: "Zara", lastName: "Ali" });
  await startPractice(page);

  const questions = page.getByRole("button", { name: "Questions" });
  await questions.click();
  const drawer = page.getByRole("dialog", { name: "Questions" });
  await expect(drawer).toBeVisible();
  await expectAxeClean(page, "the Questions drawer");
  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(drawer).toBeHidden();
  await expect(questions).toBeFocused();

  await page.getByRole("button", { name: "Lab values" }).click();
  const labs = page.getByRole("dialog", { name: "Lab Values" });
  await expect(labs.getByRole("rowheader", { name: /Haemoglobin/ }).first()).toBeVisible();
  await expectAxeClean(page, "the Lab Values dialog");
  const layout = await labs.evaluate((dialog) => {
    const lines = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
    };
    return {
      // Ranges ("130 - 180") and units ("x 10^9/L"); a name or a worded value may wrap.
      wrapped: Array.from(dialog.querySelectorAll("table tr td"))
        .filter((td) => /^\S+ - \S+$/.test(td.textContent ?? "") || td.matches("td:nth-child(3)"))
        .filter((td) => lines(td) > 1)
        .map((td) => td.textContent),
      overflow: dialog.scrollWidth - dialog.clientWidth,
    };
  });
  expect(layout.wrapped).toEqual([]);
  expect(layout.overflow).toBeLessThanOrEqual(0);
  await context.close();
  expect(problems).toEqual([]);
});
