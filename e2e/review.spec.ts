import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { newLearner, watchConsole } from "./helpers.ts";

/** Answers two demo questions rightly and saves both as revision keys, through the legacy API; returns their texts. */
async function saveTwoKeys(page: Page): Promise<string[]> {
  const headers = {
    "X-XSRF-TOKEN": (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "",
  };
  const cats = (await (await page.request.get("/api/qbank/categories")).json()) as { message: { _id: string }[] };
  const start = await page.request.post("/api/qbank/start", {
    data: { mode: "all", category: cats.message.map((c) => c._id).join(",") },
    headers,
  });
  const run = (await start.json()) as { message: { questions: { _id: string; question_text: string }[] } };
  const two = run.message.questions.slice(0, 2);
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
