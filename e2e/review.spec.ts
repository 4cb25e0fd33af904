import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { newLearner, watchConsole } from "./helpers.ts";

/** Starts a practice run of every category through the legacy API: the XSRF headers and its questions. */
async function practiceRun(page: Page) {
  const headers = {
    "X-XSRF-TOKEN": (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "",
  };
  const cats = (await (await page.request.get("/api/qbank/categories")).json()) as { message: { _id: string }[] };
  const start = await page.request.post("/api/qbank/start", {
    data: { mode: "all", category: cats.message.map((c) => c._id).join(",") },
    headers,
  });
  const run = (await start.json()) as { message: { questions: { _id: string; question_text: string }[] } };
  return { headers, questions: run.message.questions };
}

/** Answers two demo questions rightly and saves both as revision keys, through the legacy API; returns their texts. */
async function saveTwoKeys(page: Page): Promise<string[]> {
  const { headers, questions } = await practiceRun(page);
  const two = questions.slice(0, 2);
  for (const q of two) {
    // In practice runs option 1 is the key: a right answer makes no question card, only the key's.
    expect(
      (await page.request.post("/api/qbank/submit", { data: { question: q._id, answer: 1 }, headers })).status(),
    ).toBe(200);
    expect(
      (await page.request.post("/api/user/revision-keys/save", { data: { question: q._id }, headers })).status(),
    ).toBe(200);
  }
  return two.map((q) => q.question_text);
}

test("review two due cards with the keyboard, then see the streak on the dashboard", async ({ page }) => {
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "reviewer", firstName: "Rhea", lastName: "Mensah" });
  const texts = await saveTwoKeys(page);

  await page.goto("/user/revision");
  await page.getByRole("link", { name: "Review today (2 due)" }).click();
  await expect(page).toHaveURL(/\/user\/revision\/review$/);
  await expect(page.getByRole("heading", { name: "Review today" })).toBeVisible();

  // Oldest due first: the key saved first. The answer hides until revealed; Enter reveals it.
  for (const [i, text] of texts.entries()) {
    await expect(page.getByText(`${i + 1}/2`)).toBeVisible();
    await expect(page.locator(".rv-question")).toHaveText(text);
    await expect(page.getByRole("region", { name: "Answer" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Reveal Answer" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("region", { name: "Answer" })).toBeVisible();
    await expect(page.getByRole("group", { name: "How well did you remember it?" }).getByRole("button")).toHaveText([
      "1 Again",
      "2 Hard",
      "3 Good",
      "4 Easy",
    ]);
    await page.keyboard.press(i === 0 ? "3" : "4");
  }

  await expect(page.getByRole("heading", { name: "All done for today" })).toBeVisible();
  await expect(page.getByText("You reviewed 2 cards.")).toBeVisible();

  await page.locator("#main").getByRole("link", { name: "Dashboard" }).click();
  const card = page.locator(".card").filter({ hasText: "What to review today" });
  await expect(card).toContainText("0 cards are due today");
  await expect(card).toContainText("Streak: 1 day of reviewing");
  await expect(card.getByRole("button", { name: "Nothing to review today" })).toBeDisabled();
  expect(problems).toEqual([]);
});

test("a question answered wrongly and saved as a key is reviewed once, its grades above the discussion", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await newLearner(page, { prefix: "reviewer", firstName: "Tomas", lastName: "Okafor" });
  const { headers, questions } = await practiceRun(page);
  const q = questions[0]!;
  // Option 1 is the key in practice runs: 2 is wrong, which makes a question card; the key makes a key card.
  expect(
    (await page.request.post("/api/qbank/submit", { data: { question: q._id, answer: 2 }, headers })).status(),
  ).toBe(200);
  expect(
    (await page.request.post("/api/user/revision-keys/save", { data: { question: q._id }, headers })).status(),
  ).toBe(200);
  for (let i = 1; i <= 4; i++) {
    const text = `Comment ${i}: a long thought on this question.\n\nWith a second paragraph to take some room.`;
    const posted = await page.request.post(`/api/question/${q._id}/comments`, { data: { text }, headers });
    expect(posted.status()).toBe(200);
  }

  await page.goto("/user/revision");
  await page.getByRole("link", { name: "Review today (1 due)" }).click();
  await expect(page.getByText("1/1")).toBeVisible();
  await expect(page.locator(".rv-category")).toContainText("Question you answered wrongly · Revision key");
  await expect(page.locator(".rv-question")).toHaveText(q.question_text);
  await page.keyboard.press("A");

  const grades = page.getByRole("group", { name: "How well did you remember it?" });
  const discussion = page.getByRole("region", { name: "Discussion (4)" });
  await expect(discussion).toBeVisible();
  await expect(grades.getByRole("button", { name: "3 Good" })).toBeFocused();
  const gradesFirst = await grades.evaluate(
    (g, d) => Boolean(g.compareDocumentPosition(d) & Node.DOCUMENT_POSITION_FOLLOWING),
    await discussion.elementHandle(),
  );
  expect(gradesFirst).toBe(true);
  // The explanation and the grades show together, without scrolling past the discussion.
  await expect(page.getByRole("region", { name: "Answer" })).toBeInViewport();
  await expect(grades).toBeInViewport({ ratio: 1 });

  await page.keyboard.press("3");
  await expect(page.getByRole("heading", { name: "All done for today" })).toBeVisible();
  await expect(page.getByText("You reviewed 1 card.")).toBeVisible();
  await page.goto("/user/revision");
  await expect(page.getByRole("button", { name: "Nothing to review today" })).toBeDisabled();
  expect(problems).toEqual([]);
});
