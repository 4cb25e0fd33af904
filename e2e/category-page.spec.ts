import { addKeyFirstQuestion, expect, test } from "./fixtures.ts";
import { logIn, watchConsole } from "./helpers.ts";

const QUESTIONS = 55;
/** "Paging question 07:", the part of a question's text that names it. */
const label = (text: string) => /Paging question \d\d:/.exec(text)?.[0] ?? text;

test("the category page shows fifty questions at a time and orders them on the server", async ({
  browser,
  adminApi,
  categories,
  diamond,
}) => {
  // A category of this test's own, with more questions than one page of the category page.
  const { id: categoryId, name: CATEGORY } = await categories.make("Paging Haematology", 3);
  for (let i = 1; i <= QUESTIONS; i++) {
    const text = `Paging question ${String(i).padStart(2, "0")}: which of these is the right answer?`;
    await addKeyFirstQuestion(adminApi, categoryId, text);
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchConsole(page);
  await logIn(page, diamond.email, diamond.password);

  // Two questions answered wrong in a practice run of this category.
  await page.goto(`/user/qbank/start?mode=all&category=${categoryId}`);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  const wrongOnes: string[] = [];
  for (let i = 0; i < 2; i++) {
    wrongOnes.push(label(await page.locator(".question-text").first().innerText()));
    await page
      .getByRole("radio", { name: /Wrong answer/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Incorrect$/ })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
  }

  await page.goto(`/user/qbank/category/${categoryId}`);
  await expect(page.getByRole("heading", { name: `QBank # ${CATEGORY}` })).toBeVisible();
  const rows = page.getByRole("list", { name: "Questions" }).locator(":scope > li");
  await expect(rows).toHaveCount(50);
  await expect(page.getByText(`${QUESTIONS} questions`)).toBeVisible();
  await expect(page.getByText(`Showing 50 of ${QUESTIONS}`)).toBeVisible();
  await expect(page.getByText("2 wrong")).toBeVisible();

  await page.getByRole("button", { name: "Show more questions" }).click();
  await expect(rows).toHaveCount(QUESTIONS);
  await expect(page.getByRole("button", { name: "Show more questions" })).toHaveCount(0);
  await expect(rows.last()).toContainText(`Question ${QUESTIONS}:`);

  // Most Wrong: the two wrong answers first, each keeping its number; the list starts again at 50.
  await page.getByLabel("Sort questions").selectOption({ label: "Most Wrong" });
  await expect(rows).toHaveCount(50);
  // The two tie on one wrong try each, so they come in the category's order.
  for (const i of [0, 1]) {
    await expect(rows.nth(i).getByRole("list", { name: "Past tries: 0 of 1 correct" })).toBeVisible();
  }
  const firstTwo = (await rows.locator(".qb-q-text").allInnerTexts()).slice(0, 2).map(label);
  expect(firstTwo.sort()).toEqual([...wrongOnes].sort());
  await expect(rows.nth(2)).toContainText("Not tried yet");
  expect(problems).toEqual([]);
  await context.close();
});
