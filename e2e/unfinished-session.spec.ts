import type { Page } from "@playwright/test";
import { expectAxeClean } from "./axe-check.ts";
import { expect, test } from "./fixtures.ts";
import { categoryId, logIn, watchConsole } from "./helpers.ts";

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const xsrf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";

async function questionCount(page: Page, name: string): Promise<number> {
  const body = (await (await page.request.get("/api/qbank/categories")).json()) as {
    message: { name: string; question_count: number }[];
  };
  return body.message.find((c) => c.name === name)!.question_count;
}

async function tries(page: Page, category: string): Promise<number> {
  const res = await page.request.post("/api/qbank/category", {
    data: { id: category },
    headers: { "X-XSRF-TOKEN": await xsrf(page) },
  });
  const body = (await res.json()) as { message: { category: { questions: { tries: unknown[] }[] } } };
  return body.message.category.questions.reduce((n, q) => n + q.tries.length, 0);
}

async function answer(page: Page) {
  await page.getByRole("radio").first().click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^(Correct|Incorrect)$/ })).toBeVisible();
}

const PROMPT = "Starting this ends your unfinished Gastroenterology session; its 3 answers are kept.";

test("an unfinished session is offered for resuming, and starting another asks first: Cancel, Resume, Start new", async ({
  page,
  diamond,
}) => {
  const problems = watchConsole(page);
  await logIn(page, diamond.email, diamond.password);
  const gastro = await categoryId(page, "Gastroenterology");
  const psych = await categoryId(page, "Psychiatry");
  const total = await questionCount(page, "Gastroenterology");

  await page.goto(`/user/qbank/category/${gastro}`);
  await page.getByRole("link", { name: "Start New" }).click();
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(page).toHaveURL(/&run=/);
  const gastroRun = new URL(page.url()).searchParams.get("run");
  for (const n of [2, 3]) {
    await answer(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: `Q${n}` })).toBeVisible();
  }
  await answer(page);

  // The bank offers the way back.
  await page.goto("/user/qbank");
  const resume = page.getByRole("link", { name: `Resume Gastroenterology, 3 of ${total} answered` });
  await expect(resume).toBeVisible();
  await expectAxeClean(page, "the bank with an unfinished session");

  // Starting another asks first; Cancel changes nothing.
  await page
    .getByRole("list", { name: "Categories" })
    .getByRole("checkbox", { name: /Psychiatry/ })
    .check();
  await page.getByRole("button", { name: "Start New" }).click();
  const dialog = page.getByRole("dialog", { name: "Start a new session?" });
  await expect(dialog).toContainText(PROMPT);
  await expectAxeClean(page, "the start prompt");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/user\/qbank$/);
  await expect(resume).toBeVisible();

  // Resume goes back into the unfinished run, at its first unanswered question.
  await page.getByRole("button", { name: "Start New" }).click();
  await dialog.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByRole("heading", { name: "Q4" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("run")).toBe(gastroRun);

  // The category page shows it too; Start new there ends it, keeping its answers.
  await page.goto(`/user/qbank/category/${psych}`);
  await expect(page.getByRole("link", { name: `Resume Gastroenterology, 3 of ${total} answered` })).toBeVisible();
  await expectAxeClean(page, "the category page with an unfinished session");
  await page.getByRole("link", { name: "Start New" }).click();
  await expect(dialog).toContainText(PROMPT);
  await dialog.getByRole("button", { name: "Start new" }).click();
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`category=${psych}&run=`));
  expect(new URL(page.url()).searchParams.get("run")).not.toBe(gastroRun);
  expect(await tries(page, gastro)).toBe(3);

  await page.goto("/user/qbank");
  await expect(page.getByRole("link", { name: /^Resume Psychiatry, 0 of \d+ answered$/ })).toBeVisible();
  expect(problems).toEqual([]);
});

/**
 * The session builder ends the unfinished practice session too, so it asks first the same way;
 * the plan card's "Today's session" is shown asking in e2e/plan-rest-day.spec.ts.
 */
for (const [name, size] of [
  ["desktop", { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false }],
  ["phone", { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(name, () => {
    test.use(size);
    test(`building a session over an unfinished one asks first: Cancel, Resume, Start new (${name})`, async ({
      page,
      learner,
    }) => {
      const problems = watchConsole(page);
      await logIn(page, learner.email, learner.password);
      const cardiology = await categoryId(page, "Cardiology");
      const total = await questionCount(page, "Cardiology");

      await page.goto(`/user/qbank/category/${cardiology}`);
      await page.getByRole("link", { name: "Start New" }).click();
      await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
      await expect(page).toHaveURL(/&run=/);
      const unfinished = new URL(page.url()).searchParams.get("run");
      for (const n of [2, 3, 4, 5]) {
        await answer(page);
        await page.getByRole("button", { name: "Next" }).click();
        await expect(page.getByRole("heading", { name: `Q${n}` })).toBeVisible();
      }
      await answer(page);

      await page.goto("/user/qbank");
      const resume = page.getByRole("link", { name: `Resume Cardiology, 5 of ${total} answered` });
      await expect(resume).toBeVisible();
      const builder = page.getByRole("region", { name: "Build a session" });
      await builder.getByRole("group", { name: "Categories" }).getByRole("checkbox", { name: "Cardiology" }).check();
      await builder.getByRole("group", { name: "Which questions" }).getByRole("checkbox", { name: "All" }).check();
      await builder.getByLabel("Number of questions").fill("10");
      await expect(builder.getByRole("status")).toHaveText(/^\d+ questions? match/);

      // Cancel: nothing starts and nothing ends.
      const startSession = builder.getByRole("button", { name: "Start session" });
      await startSession.click();
      const dialog = page.getByRole("dialog", { name: "Start a new session?" });
      await expect(dialog).toContainText(
        "Starting this ends your unfinished Cardiology session; its 5 answers are kept.",
      );
      await expect(dialog.getByRole("button", { name: "Resume" })).toBeFocused();
      await expectAxeClean(page, `the start prompt over the session builder (${name})`);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/user\/qbank$/);
      await expect(resume).toBeVisible();

      // Resume: back into the unfinished session, at its first unanswered question.
      await startSession.click();
      await dialog.getByRole("button", { name: "Resume" }).click();
      await expect(page.getByRole("heading", { name: "Q6" })).toBeVisible();
      expect(new URL(page.url()).searchParams.get("run")).toBe(unfinished);

      // Start new: the built session starts; the unfinished one ends with its answers kept.
      await page.goto("/user/qbank");
      await expect(resume).toBeVisible();
      await builder.getByRole("group", { name: "Categories" }).getByRole("checkbox", { name: "Cardiology" }).check();
      await builder.getByLabel("Number of questions").fill("10");
      await expect(builder.getByRole("status")).toHaveText(/^\d+ questions? match/);
      await startSession.click();
      await dialog.getByRole("button", { name: "Start new" }).click();
      await expect(page).toHaveURL(/\/user\/qbank\/start\?mode=custom&run=/);
      await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
      expect(new URL(page.url()).searchParams.get("run")).not.toBe(unfinished);
      expect(await tries(page, cardiology)).toBe(5);
      expect(problems).toEqual([]);
    });
  });
}
