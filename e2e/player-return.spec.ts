import type { Locator, Page } from "@playwright/test";
import { addKeyFirstQuestion, expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { logIn, startMock, watchConsole } from "./helpers.ts";

/**
 * What a new learner met on leaving the player and coming back: the browser's Back button, the
 * results dialog's first lines, and a double-click on Next. Each at a desktop and a phone width.
 */
const WIDTHS = [
  { name: "desktop", use: { viewport: { width: 1280, height: 720 } } },
  { name: "phone", use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
] as const;

test.describe.configure({ timeout: 180_000 });

/** Goes to a page of the learner's menu as a learner would (the drawer on the phone): no reload. */
async function openFromMenu(page: Page, name: string) {
  const drawerButton = page.getByRole("button", { name: "Open menu" });
  if (await drawerButton.isVisible()) {
    await drawerButton.click();
    await page.getByRole("dialog").getByRole("link", { name, exact: true }).click();
  } else {
    await page
      .getByRole("navigation", { name: "Learner menu" })
      .first()
      .getByRole("link", { name, exact: true })
      .click();
  }
}

async function answerShown(page: Page) {
  await page.getByRole("radio").first().click();
  await page.getByRole("button", { name: "Submit" }).click();
}

/** The results dialog opens at its top: its heading and first line in view, focus on the heading. */
async function expectResultsFromTop(results: Locator) {
  const heading = results.getByRole("heading", { name: "Results" });
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expect(results.getByText(/^Of the \d+ questions? this run served/)).toBeInViewport();
  expect(await results.evaluate((el) => el.scrollTop)).toBe(0);
  await expect(heading).toBeFocused();
  // The way on stays in sight at the dialog's foot while the rest scrolls under it.
  await expect(results.getByRole("button", { name: "Review" })).toBeInViewport({ ratio: 1 });
}

for (const { name, use } of WIDTHS) {
  test.describe(name, () => {
    test.use(use);

    test(`Back from a running mock shows it in progress on the mock and bank pages, and its results open at the top (${name})`, async ({
      page,
      diamond,
    }) => {
      const problems = watchConsole(page);
      await logIn(page, diamond.email, diamond.password);
      // The bank first: the app has already asked once whether a mock is open (none is).
      await page.goto("/user/qbank");
      await expect(page.getByRole("heading", { level: 1, name: "QBank" })).toBeVisible();
      const banner = page.getByRole("status").filter({ hasText: "You have a timed mock in progress." });
      await expect(banner).toHaveCount(0);

      await openFromMenu(page, "Mock Test");
      await expect(page.getByRole("heading", { level: 1, name: "Mock Test" })).toBeVisible();
      const startMock = page.getByRole("button", { name: "Start Mock Test" });
      await expect(startMock).toBeEnabled();
      await startMock.click();
      await page.getByRole("dialog", { name: "Start a Mock Test?" }).getByRole("button", { name: "Start" }).click();
      await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
      await expect(page).toHaveURL(/mode=exam&run=/);
      const mockUrl = page.url();
      await answerShown(page);
      await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();

      // Back to the mock page: the mock is in progress there, and only Resume is offered.
      await page.goBack();
      await expect(page).toHaveURL(/\/user\/qbank\/mock$/);
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link", { name: "Resume" })).toBeVisible();
      await expect(startMock).toBeDisabled();
      await expect(page.getByText("Finish the mock in progress before you start another.")).toBeVisible();

      // Back again to the bank: it says so too.
      await page.goBack();
      await expect(page).toHaveURL(/\/user\/qbank$/);
      await expect(banner).toBeVisible();
      // So does the dashboard, where a learner lands after signing in.
      await openFromMenu(page, "Dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await banner.getByRole("link", { name: "Resume" }).click();
      await expect(page).toHaveURL(mockUrl);
      await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
      // Three answers: the results list three slowest questions, more than the dialog shows at once.
      await answerShown(page);
      await expect(page.getByRole("heading", { name: "Q3" })).toBeVisible();
      await answerShown(page);
      await expect(page.getByRole("heading", { name: "Q4" })).toBeVisible();

      // Ending it: the results (with the pacing below) open at their top.
      await page.getByRole("button", { name: "End", exact: true }).click();
      await page.getByRole("dialog", { name: "End the mock?" }).getByRole("button", { name: "End" }).click();
      const results = page.getByRole("dialog", { name: "Results" });
      await expect(results.getByRole("region", { name: "Pacing" })).toContainText("Time per question");
      await expect(results.getByRole("button", { name: /^Question \d+$/ })).toHaveCount(3);
      expect(await results.evaluate((el) => el.scrollHeight > el.clientHeight), "the results scroll").toBe(true);
      await expectResultsFromTop(results);
      await expectAxeClean(page, "a mock's results");

      // And the mock page no longer shows it in progress once the learner goes there.
      await results.getByRole("button", { name: "Review" }).click();
      await openFromMenu(page, "Mock Test");
      await expect(page.getByRole("heading", { level: 1, name: "Mock Test" })).toBeVisible();
      await expect(startMock).toBeEnabled();
      await expect(banner).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test(`Back from a practice run shows it unfinished on the bank, and its results open at the top (${name})`, async ({
      page,
      diamond,
    }) => {
      const problems = watchConsole(page);
      await logIn(page, diamond.email, diamond.password);
      await page.goto("/user/qbank");
      await expect(page.getByRole("heading", { level: 1, name: "QBank" })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Resume / })).toHaveCount(0);

      const categories = page.getByRole("list", { name: "Categories" });
      await categories.getByRole("checkbox", { name: /Cardiology/ }).check();
      await page.getByRole("button", { name: "Start New" }).click();
      await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
      await expect(page).toHaveURL(/&run=/);
      const run = new URL(page.url()).searchParams.get("run");
      await answerShown(page);
      await expect(page.getByRole("heading", { name: "Explanation" })).toBeVisible();

      // Back to the bank: the session is offered for resuming with its answer counted.
      await page.goBack();
      await expect(page).toHaveURL(/\/user\/qbank$/);
      const resume = page.getByRole("link", { name: /^Resume Cardiology, 1 of \d+ answered$/ });
      await expect(resume).toBeVisible();

      // Starting another asks first, since the open session has an answer.
      await categories.getByRole("checkbox", { name: /Psychiatry/ }).check();
      await page.getByRole("button", { name: "Start New" }).click();
      const prompt = page.getByRole("dialog", { name: "Start a new session?" });
      await expect(prompt).toContainText(
        "Starting this ends your unfinished Cardiology session; its 1 answer is kept.",
      );
      await prompt.getByRole("button", { name: "Resume" }).click();
      await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
      expect(new URL(page.url()).searchParams.get("run")).toBe(run);

      // Ending it: the results open at their top.
      await page.getByRole("button", { name: "End", exact: true }).click();
      await page.getByRole("dialog", { name: "End this session?" }).getByRole("button", { name: "End" }).click();
      const results = page.getByRole("dialog", { name: "Results" });
      await expectResultsFromTop(results);
      await expectAxeClean(page, "a practice run's results");
      expect(problems).toEqual([]);
    });

    test(`a double-click on Next or Back moves one question (${name})`, async ({
      page,
      adminApi,
      categories,
      diamond,
    }) => {
      // Questions of one shape, so Next stays under the pointer from one question to the next.
      const { id: categoryId } = await categories.make("Double click", 2);
      for (let i = 1; i <= 5; i++) {
        await addKeyFirstQuestion(
          adminApi,
          categoryId,
          `Double-click question ${i}: which of these is the right answer?`,
        );
      }
      const problems = watchConsole(page);
      await logIn(page, diamond.email, diamond.password);
      await page.goto(`/user/qbank/start?mode=all&category=${categoryId}`);
      await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
      const next = page.getByRole("button", { name: "Next" });
      const back = page.getByRole("button", { name: "Back", exact: true });

      await next.click();
      await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
      await next.dblclick();
      await expect(page.getByRole("heading", { name: "Q3" })).toBeVisible();
      await back.dblclick();
      await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();

      // Clicks one after another (not a double-click) each still move, and so does the keyboard.
      await next.click();
      await expect(page.getByRole("heading", { name: "Q3" })).toBeVisible();
      await next.click();
      await expect(page.getByRole("heading", { name: "Q4" })).toBeVisible();
      await next.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: "Q5" })).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}

test("Resume shows every answer given since the last Resume, however soon the learner comes back", async ({
  page,
  diamond,
}) => {
  const problems = watchConsole(page);
  await logIn(page, diamond.email, diamond.password);
  await page.goto("/user/qbank");
  await page
    .getByRole("list", { name: "Categories" })
    .getByRole("checkbox", { name: /Cardiology/ })
    .check();
  await page.getByRole("button", { name: "Start New" }).click();
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  const resume = page.getByRole("link", { name: /^Resume / });
  // Each time: one answer more, away to the bank, and Resume opens on the next question.
  for (const next of ["Q2", "Q3", "Q4"]) {
    await answerShown(page);
    await expect(page.getByRole("heading", { name: "Explanation" })).toBeVisible();
    await openFromMenu(page, "QBank");
    await resume.click();
    await expect(page.getByRole("heading", { name: next })).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "Answer options" }).getByRole("radio").first()).toBeEnabled();
  }
  // The question list knows all three answers.
  for (const done of ["Q1", "Q2", "Q3"]) {
    await expect(page.getByRole("button", { name: new RegExp(`^${done} ?, (correct|wrong)$`) })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test("a reload reopens the unanswered question on screen with the option chosen but not submitted", async ({
  page,
  diamond,
}) => {
  const problems = watchConsole(page);
  await startMock(page, diamond);
  // The keyboard starts at the question, not on the page behind the closed dialog.
  await expect(page.getByRole("heading", { name: "Q1" })).toBeFocused();
  await answerShown(page);
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  // Q2 left for later; on Q3 the learner picks the second option, then the page reloads.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Q3" })).toBeVisible();
  const second = page.getByRole("radio").nth(1);
  await second.click();
  await expect(second).toHaveAttribute("aria-checked", "true");
  await page.reload();

  await expect(page.getByRole("heading", { name: "Q3" })).toBeVisible();
  await expect(page.getByRole("radio").nth(1)).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Q4" })).toBeVisible();
  // Back on Q3, answered now: a reload opens the first question still open, Q2, with nothing chosen.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Q3" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a reload reopens a question beyond the pages a run reopens with, once they are loaded again", async ({
  page,
  diamond,
}) => {
  const problems = watchConsole(page);
  await startMock(page, diamond);
  await answerShown(page);
  // A reload brings back the page of the last answer and the next: Q1–Q20. The learner reads on to Q25.
  for (let n = 2; n < 25; n++) {
    await expect(page.getByRole("heading", { name: `Q${n}`, exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(page.getByRole("heading", { name: "Q25", exact: true })).toBeVisible();
  await page.getByRole("radio").nth(2).click();
  await page.reload();

  await expect(page.getByRole("heading", { name: "Q25", exact: true })).toBeVisible();
  await expect(page.getByRole("radio").nth(2)).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Q26", exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a reload in an ended exam's review reopens the question reviewed, beyond the pages it reopens with", async ({
  page,
  diamond,
}) => {
  const problems = watchConsole(page);
  await startMock(page, diamond);
  // Q25 answered, then Q2 last: a reload brings back Q1–Q20, and the review's place, Q25, is
  // an answered question beyond them.
  const step = async (from: number, to: number) => {
    for (let n = from; n !== to; n += Math.sign(to - from)) {
      await expect(page.getByRole("heading", { name: `Q${n}`, exact: true })).toBeVisible();
      await page.getByRole("button", { name: to > from ? "Next" : "Back" }).click();
    }
    await expect(page.getByRole("heading", { name: `Q${to}`, exact: true })).toBeVisible();
  };
  await step(1, 25);
  await answerShown(page);
  await step(26, 2);
  await answerShown(page);
  await page.getByRole("button", { name: "End", exact: true }).click();
  await page.getByRole("dialog", { name: /^End / }).getByRole("button", { name: "End", exact: true }).click();
  const results = page.getByRole("dialog", { name: "Results" });
  await results.getByRole("button", { name: "Review" }).click();
  await expect(page.getByRole("heading", { name: "Q1", exact: true })).toBeVisible();
  await step(1, 25);
  await page.reload();

  await expect(page.getByRole("heading", { name: "Q25", exact: true })).toBeVisible();
  await expect(results).toBeHidden();
  await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Explanation" })).toBeVisible();
  expect(problems).toEqual([]);
});
