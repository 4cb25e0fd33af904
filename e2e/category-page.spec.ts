import { expect, test, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { logIn, watchConsole } from "./helpers.ts";

/** A category no other spec knows, with more questions than one page of the category page. */
const CATEGORY = "Paging Spec Haematology";
const QUESTIONS = 55;
/** "Paging question 07:", the part of a question's text that names it. */
const label = (text: string) => /Paging question \d\d:/.exec(text)?.[0] ?? text;

/** An admin's call to the legacy REST paths, with the XSRF header the browser's session holds. */
async function adminCall(context: BrowserContext, request: APIRequestContext) {
  const token = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  return (path: string, options: { data?: object; multipart?: Record<string, string> }) =>
    request.post(path, { headers: { "x-xsrf-token": token }, ...options });
}

test("the category page shows fifty questions at a time and orders them on the server", async ({ browser }) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, "admin@example.com");
  const post = await adminCall(adminContext, adminPage.request);
  const made = await post("/api/admin/category", { data: { name: CATEGORY } });
  expect(made.ok(), await made.text()).toBe(true);
  const categoryId = ((await made.json()) as { message: { _id: string } }).message._id;
  expect((await post(`/api/admin/category/edit/${categoryId}`, { data: { name: CATEGORY, level: 3 } })).ok()).toBe(
    true,
  );
  for (let i = 1; i <= QUESTIONS; i++) {
    const data = {
      category: categoryId,
      text: `Paging question ${String(i).padStart(2, "0")}: which of these is the right answer?`,
      option_1: "Right answer",
      option_2: "Wrong answer two",
      option_3: "Wrong answer three",
      option_4: "Wrong answer four",
      option_5: "Wrong answer five",
      url: "",
      solution: "The first option is the key.",
    };
    expect((await post("/api/admin/question", { multipart: { data: JSON.stringify(data) } })).ok()).toBe(true);
  }
  await adminContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchConsole(page);
  await logIn(page, "diamond@example.com");

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
