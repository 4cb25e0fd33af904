import type { Page } from "@playwright/test";
import { expectAxeClean } from "./axe-check.ts";
import { adminSession, createAccount, expect, test } from "./fixtures.ts";
import { fixedClockServer } from "./fixed-clock.ts";
import { categoryId, logIn, watchConsole } from "./helpers.ts";

/**
 * The plan on its rest day, on a server of the spec's own whose clock stands at Sunday 21 June
 * 2026, 11:00 BST: a new learner with an unfinished practice session sets an exam date a week
 * ahead. The card counts what was done without "of 0", offers the optional session it speaks
 * of, asks before that session ends the unfinished one, and offers it again once done.
 */
const SUNDAY = "2026-06-21T10:00:00Z";
const server = fixedClockServer("rest-day");

test.use({ baseURL: server.baseURL });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start(SUNDAY);
});
test.afterAll(() => server.stop());

async function answer(page: Page) {
  await page.getByRole("radiogroup", { name: "Answer options" }).getByRole("radio").first().click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^(Correct|Incorrect)$/ })).toBeVisible();
}

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 375, height: 812 }],
] as const) {
  test(`the rest day: what was done without "of 0", an optional session that asks before ending an unfinished one (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const problems = watchConsole(page);
    const admin = await adminSession(server.baseURL, server.dataDir);
    const learner = await createAccount(admin, { prefix: `rest-${name}` });
    await admin.dispose();
    await logIn(page, learner.email, learner.password);

    // Two answers of a practice session, left unfinished.
    await page.goto(`/user/qbank/category/${await categoryId(page, "Cardiology")}`);
    await page.getByRole("link", { name: "Start New" }).click();
    await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
    await answer(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
    await answer(page);

    // A plan made on the rest day: no target today, and no study day of this week yet.
    await page.goto("/user/dashboard");
    const card = page.getByRole("region", { name: "Your plan to the exam" });
    await card.getByLabel("Exam date").fill("2026-06-29");
    await card.getByRole("button", { name: "Save date" }).click();
    await expect(card).toContainText("8 days left until your exam on Monday, 29 June 2026.");
    const figures = card.getByRole("definition");
    await expect(figures.nth(1)).toHaveText("2 answered");
    await expect(figures.nth(2)).toHaveText("2 answered");
    await expect(card).not.toContainText("of 0");
    await expect(card).toContainText(/Today is your rest day: a session is optional\. It has \d+ questions?\./);
    const todays = card.getByRole("button", { name: "Today's session" });
    await expect(todays).toBeEnabled();
    await expectAxeClean(page, `the plan on the rest day (${name})`);

    // The optional session would end the unfinished one: it asks first, and Cancel changes nothing.
    await todays.click();
    const dialog = page.getByRole("dialog", { name: "Start a new session?" });
    await expect(dialog).toContainText(
      "Starting this ends your unfinished Cardiology session; its 2 answers are kept.",
    );
    await expect(dialog.getByRole("button", { name: "Resume" })).toBeFocused();
    await expectAxeClean(page, `the start prompt over the plan (${name})`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/user\/dashboard$/);

    await todays.click();
    await dialog.getByRole("button", { name: "Start new" }).click();
    await expect(page).toHaveURL(/\/user\/qbank\/start\?mode=custom&run=/);
    await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
    await answer(page);
    await page.getByRole("button", { name: "End", exact: true }).click();
    await page.getByRole("dialog", { name: "End this session?" }).getByRole("button", { name: "End" }).click();
    await expect(page.getByRole("dialog", { name: "Results" })).toBeVisible();

    // Still the rest day: what was done counts up, and the optional session is offered again,
    // at once now that nothing unfinished would end.
    await page.goto("/user/dashboard");
    await expect(figures.nth(1)).toHaveText("3 answered");
    await expect(card).toContainText(/Today is your rest day: a session is optional\./);
    await todays.click();
    await expect(page).toHaveURL(/\/user\/qbank\/start\?mode=custom&run=/);
    await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();

    // On the exam's own day the card says so, not "0 days left".
    await page.goto("/user/dashboard");
    await card.getByText("Change the exam date").click();
    await card.getByLabel("Exam date").fill("2026-06-21");
    await card.getByRole("button", { name: "Save date" }).click();
    await expect(card).toContainText("Your exam is today, Sunday, 21 June 2026. Good luck!");
    await expect(card).not.toContainText("0 days");
    expect(problems).toEqual([]);
  });
}
