import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { categoryId, logIn, watchConsole } from "./helpers.ts";

/** The category these keys come from; the other specs save theirs elsewhere (Cardiology). */
const CATEGORY = "Neurology";

/** Answers the question on screen and saves its explanation; returns its question text and explanation. */
async function answerAndSave(page: Page): Promise<{ question: string; explanation: string }> {
  const question = (await page.locator(".question-text").textContent())?.trim() ?? "";
  await page.getByRole("radio").first().click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^(Correct|Incorrect)$/ })).toBeVisible();
  const section = page.getByRole("region", { name: "Explanation" });
  const explanation = (await section.locator("p").first().textContent())?.trim() ?? "";
  await section.getByRole("button", { name: "Save this Explanation" }).click();
  // The label takes the place of the button, and its focus, so the keyboard stays on the explanation.
  await expect(section.getByText("Saved as a Revision Key")).toBeFocused();
  expect(question).not.toBe("");
  expect(explanation).not.toBe("");
  return { question, explanation };
}

const position = (page: Page) => page.getByText(/^\d+\/\d+$/);

test("save two keys in the player, find one, revise it, move through the keys and delete it", async ({
  page,
  diamond,
}) => {
  const problems = watchConsole(page);
  await logIn(page, diamond.email, diamond.password);

  // Three keys from a practice run: an earlier one, then the two this test follows.
  await page.goto(`/user/qbank/category/${await categoryId(page, CATEGORY)}`);
  await expect(page.getByRole("heading", { name: `QBank # ${CATEGORY}` })).toBeVisible();
  await page.getByRole("link", { name: "Start Random" }).click();
  await expect(page).toHaveURL(/\/user\/qbank\/start\?mode=all&category=.+&run=/);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await answerAndSave(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  const first = await answerAndSave(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Q3" })).toBeVisible();
  const second = await answerAndSave(page);

  // The list: newest first, paged, with a search that waits for the learner to stop typing.
  // The page's clock is Playwright's, so the debounce is measured without waiting on real time.
  await page.clock.install({ time: new Date("2026-03-02T09:00:00Z") });
  await page.goto("/user/revision");
  await expect(page.getByRole("heading", { name: "Revision Keys", level: 1 })).toBeVisible();
  const items = page.getByRole("list", { name: "Revision keys" }).getByRole("listitem");
  await expect(items.first()).toContainText(CATEGORY);
  await expect(items.first()).toContainText(second.explanation.slice(0, 30));
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "Back" })).toBeDisabled();

  const search = page.getByPlaceholder("Search for any saved topic...");
  const words = first.explanation.slice(0, 40).trim();
  await page.clock.pauseAt(new Date("2026-03-02T10:00:00Z"));
  await search.fill(words.toUpperCase());
  await expect(search).toHaveValue(words.toUpperCase());
  await page.clock.runFor(1400);
  expect(new URL(page.url()).searchParams.get("q"), "the search waits 1.5 s after typing").toBeNull();
  // While it waits, the list shows that the search is under way rather than passing for its answer.
  await expect(page.getByRole("list", { name: "Revision keys" })).toHaveAttribute("aria-busy", "true");
  await expect(page.locator(".rk-loading-slot .loading-line")).toBeVisible();
  await page.clock.runFor(200);
  await page.clock.resume();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(items).toHaveCount(1);
  expect(new URL(page.url()).searchParams.get("q"), "the search is sent lowercased").toBe(words.toLowerCase());
  await expect(page.getByText(/^1 key matches/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Revision keys" })).not.toHaveAttribute("aria-busy");
  await expect(items.first()).toContainText(CATEGORY);
  await expect(items.first().locator(".rk-item-preview")).toHaveCSS("text-overflow", "ellipsis");

  // One key: the answer is hidden until revealed.
  await items.first().getByRole("link", { name: "Revise" }).click();
  await expect(page).toHaveURL(/\/user\/revision\/[0-9a-f-]{36}$/);
  const firstUrl = page.url();
  await expect(page.getByRole("heading", { name: CATEGORY, level: 1 })).toBeVisible();
  await expect(page.getByText(first.question)).toBeVisible();
  const answer = page.getByRole("region", { name: "Answer" });
  const reveal = page.getByRole("button", { name: "Reveal Answer" });
  await expect(answer).toBeHidden();
  await expect(reveal).toHaveAttribute("aria-expanded", "false");
  await reveal.click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(first.explanation);
  const hide = page.getByRole("button", { name: "Hide Answer" });
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  await hide.click();
  await expect(answer).toBeHidden();
  await expect(reveal).toHaveAttribute("aria-expanded", "false");

  // Previous and Next through every key, newest first: the second key saved comes just before.
  const previous = page.getByRole("button", { name: "Previous" });
  const next = page.getByRole("button", { name: "Next" });
  const total = 3;
  await expect(position(page)).toHaveText(`2/${total}`);
  await reveal.click();
  await previous.click();
  await expect(position(page)).toHaveText(`1/${total}`);
  await expect(page.getByText(second.question)).toBeVisible();
  await expect(answer).toBeHidden();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(position(page)).toHaveText(`2/${total}`);
  await expect(page).toHaveURL(firstUrl);
  await expect(page.getByText(first.question)).toBeVisible();
  for (let at = 3; at <= total; at += 1) {
    await next.click();
    await expect(position(page)).toHaveText(`${at}/${total}`);
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();

  // Delete the first key, after the confirmation.
  await page.goto(firstUrl);
  await expect(position(page)).toHaveText(`2/${total}`);
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete revision key" });
  await expect(confirm).toContainText("Are you sure you want to delete this revision key?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(firstUrl);
  // Nothing asks for the deleted key again afterwards (the browser would log each 404).
  const notFound: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 404) notFound.push(r.url());
  });
  await page.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  // The next key takes its place.
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page).toHaveURL(/\/user\/revision\/[0-9a-f-]{36}$/);
  await expect(position(page)).toHaveText(`2/${total - 1}`);

  // Gone from the list and the search, and its address now leads back to the list.
  await page.goto("/user/revision");
  await search.fill(words);
  await search.press("Enter");
  await expect(page.getByRole("heading", { name: "No matches" })).toBeVisible();
  await expect(items).toHaveCount(0);
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(items.first()).toContainText(second.explanation.slice(0, 30));
  await page.goto(firstUrl);
  await expect(page).toHaveURL(/\/user\/revision$/);
  await expect(page.getByRole("heading", { name: "Revision Keys", level: 1 })).toBeVisible();
  expect(notFound).toEqual([]);
  expect(problems).toEqual([]);
});
