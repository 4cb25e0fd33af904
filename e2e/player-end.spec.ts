import { addKeyFirstQuestion, expect, test } from "./fixtures.ts";
import { logIn, watchConsole } from "./helpers.ts";

test("ending a practice run counts what its results will count: the questions loaded so far", async ({
  page,
  adminApi,
  categories,
  diamond,
}) => {
  const problems = watchConsole(page);
  const { id: categoryId } = await categories.make("End count", 3);
  for (let i = 1; i <= 12; i++)
    await addKeyFirstQuestion(adminApi, categoryId, `End count question ${i}: which first?`);
  await logIn(page, diamond.email, diamond.password);
  await page.goto(`/user/qbank/start?mode=all&category=${categoryId}`);
  await expect(page.getByRole("button", { name: "Load More" }).first()).toBeAttached();
  await page.getByRole("radio", { name: /Right answer/ }).click();
  await page.getByRole("button", { name: "Submit" }).click();

  await page.getByRole("button", { name: "End", exact: true }).click();
  const ask = page.getByRole("dialog", { name: "End this session?" });
  await expect(ask).toContainText(
    "You answered 1 of 10 questions. The 2 not yet loaded (Load More) are left out of the results.",
  );
  await ask.getByRole("button", { name: "End" }).click();
  await expect(page.getByRole("dialog", { name: "Results" })).toContainText("Of the 10 questions this run served");
  expect(problems).toEqual([]);
});

test("the last question of a practice run, once answered, says that End shows the results", async ({
  page,
  adminApi,
  categories,
  diamond,
}) => {
  const problems = watchConsole(page);
  const { id: categoryId } = await categories.make("Last question", 3);
  for (let i = 1; i <= 2; i++) await addKeyFirstQuestion(adminApi, categoryId, `Last question ${i}: which first?`);
  await logIn(page, diamond.email, diamond.password);
  await page.goto(`/user/qbank/start?mode=all&category=${categoryId}`);
  const last = page.getByText("That was the last question. Press End to see your results.");
  await page.getByRole("radio", { name: /Right answer/ }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Explanation" })).toBeVisible();
  await expect(last).toBeHidden();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(last).toBeHidden();
  await page.getByRole("radio", { name: /Right answer/ }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(last).toBeVisible();
  await page.getByRole("button", { name: "End", exact: true }).click();
  await page.getByRole("dialog", { name: "End this session?" }).getByRole("button", { name: "End" }).click();
  const results = page.getByRole("dialog", { name: "Results" });
  await expect(results).toContainText("Of the 2 questions this run served");

  // The review has nothing to submit, and a reload keeps the question reviewed, not the results.
  await results.getByRole("button", { name: "Review" }).click();
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await expect(results).toBeHidden();
  await expect(page.getByRole("heading", { name: "Explanation" })).toBeVisible();
  expect(problems).toEqual([]);
});
