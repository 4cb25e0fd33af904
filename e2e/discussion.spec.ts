import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expectAxeClean } from "./axe-check.ts";
import {
  addKeyFirstQuestion,
  ADMIN_EMAIL,
  createAccount,
  expect,
  test,
  type Account,
  type AdminApi,
  type OwnCategories,
} from "./fixtures.ts";
import { logIn, watchConsole } from "./helpers.ts";

const WIDTHS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 375, height: 812 } },
] as const;

async function openAs(browser: Browser, viewport: { width: number; height: number }, email: string, password?: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await logIn(page, email, password);
  return { context, page, problems };
}

/** Answers the category's one question in a practice run; the discussion shows under the explanation. */
async function answer(page: Page, categoryId: string) {
  await page.goto(`/user/qbank/start?mode=all&category=${categoryId}`);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Discussion/ })).toHaveCount(0);
  await page.getByRole("radio", { name: /Right answer/ }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Explanation" })).toBeVisible();
}

for (const { name, viewport } of WIDTHS) {
  test(`learners discuss a question after answering it, and an admin hides a reported comment (${name})`, async ({
    browser,
    adminApi,
    categories,
  }) => {
    // Four people, five axe checks: on a loaded machine this scenario alone passes three minutes.
    test.setTimeout(300_000);
    const token = randomUUID().slice(0, 8);
    const { id: categoryId } = await categories.make("Discussion", 2);
    await addKeyFirstQuestion(adminApi, categoryId, `Discussion question ${token}: which drug first?`);
    const people: Account[] = [
      await createAccount(adminApi, { prefix: "amira", firstName: "Amira", lastName: "Khan" }),
      await createAccount(adminApi, { prefix: "ben", firstName: "Ben", lastName: "Osei" }),
      await createAccount(adminApi, { prefix: "cara", firstName: "Cara", lastName: "Lee" }),
    ];
    const [amira, ben, cara] = people as [Account, Account, Account];
    const words = `Mnemonic ${token}: <b>ABCDE</b> first.\nSee the guideline (https://cks.nice.org.uk/topics/).`;

    // Amira answers, then comments: her text stays text, the address becomes a link.
    const a = await openAs(browser, viewport, amira.email, amira.password);
    await answer(a.page, categoryId);
    await expect(a.page.getByRole("heading", { name: "Discussion (0)" })).toBeVisible();
    await a.page.getByLabel("Add to the discussion").fill(words);
    await a.page.getByRole("button", { name: "Post", exact: true }).click();
    const mine = a.page.getByRole("article", { name: "Comment by Amira K." });
    await expect(mine).toContainText(`Mnemonic ${token}: <b>ABCDE</b> first.`);
    await expect(mine.locator("b")).toHaveCount(0);
    await expect(mine.getByRole("link", { name: "https://cks.nice.org.uk/topics/" })).toHaveAttribute(
      "href",
      "https://cks.nice.org.uk/topics/",
    );
    await expect(a.page.getByRole("heading", { name: "Discussion (1)" })).toBeVisible();
    await expectAxeClean(a.page, `the discussion after posting (${name})`, { within: ".discussion" });

    // A second thought, deleted once the app has asked (Cancel keeps it).
    await a.page.getByLabel("Add to the discussion").fill(`Second thought ${token}`);
    await a.page.getByRole("button", { name: "Post", exact: true }).click();
    const second = a.page.getByRole("article").filter({ hasText: `Second thought ${token}` });
    // Edit opens the text with the keyboard in it.
    await second.getByRole("button", { name: "Edit" }).click();
    const editBox = a.page.getByLabel("Edit your comment");
    await expect(editBox).toBeFocused();
    await expect(editBox).toHaveValue(`Second thought ${token}`);
    await a.page.locator(".comment-form").filter({ has: editBox }).getByRole("button", { name: "Cancel" }).click();
    await second.getByRole("button", { name: "Delete" }).click();
    const ask = a.page.getByRole("dialog", { name: "Delete this comment?" });
    await expect(ask).toContainText("This cannot be undone.");
    await expectAxeClean(a.page, `the delete question (${name})`);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(ask).toHaveCount(0);
    await expect(second).toBeVisible();
    await second.getByRole("button", { name: "Delete" }).click();
    await ask.getByRole("button", { name: "Delete" }).click();
    await expect(second).toHaveCount(0);
    await expect(a.page.getByRole("heading", { name: "Discussion (1)" })).toBeVisible();

    // Ben answers, replies and finds it helpful.
    const b = await openAs(browser, viewport, ben.email, ben.password);
    await answer(b.page, categoryId);
    const theirs = b.page.getByRole("article", { name: "Comment by Amira K." });
    await expect(theirs).toContainText(`Mnemonic ${token}`);
    await theirs.getByRole("button", { name: "Helpful (0)" }).click();
    await expect(theirs.getByRole("button", { name: "Helpful (1)" })).toHaveAttribute("aria-pressed", "true");
    await theirs.getByRole("button", { name: "Reply" }).click();
    await expect(b.page.getByLabel("Reply to Amira K.")).toBeFocused();
    await b.page.getByLabel("Reply to Amira K.").fill("Thanks, that helped.");
    await b.page.getByRole("button", { name: "Reply", exact: true }).last().click();
    await expect(b.page.getByRole("article", { name: "Comment by Ben O." })).toContainText("Thanks, that helped.");
    await expect(b.page.getByRole("heading", { name: "Discussion (2)" })).toBeVisible();
    await expectAxeClean(b.page, `the discussion with a reply (${name})`, { within: ".discussion" });

    // Amira's dashboard says so.
    await a.page.goto("/user/dashboard");
    await expect(a.page.getByRole("heading", { name: "1 new reply" })).toBeVisible();
    await expect(a.page.getByText("Thanks, that helped.")).toBeVisible();
    // The reply leads to its question's discussion, where Amira can answer it.
    await a.page.getByRole("link", { name: "Open the discussion: reply by Ben O." }).click();
    await expect(a.page).toHaveURL(/\/user\/discussion\//);
    await expect(a.page.getByRole("heading", { name: "Explanation" })).toBeVisible();
    await expect(a.page.getByRole("article", { name: "Comment by Ben O." })).toContainText("Thanks, that helped.");
    await expect(a.page.getByRole("heading", { name: "Discussion (2)" })).toBeVisible();
    await expectAxeClean(a.page, `a question's discussion page (${name})`);

    // Cara answers and reports the comment.
    const c = await openAs(browser, viewport, cara.email, cara.password);
    await answer(c.page, categoryId);
    await c.page.getByRole("article", { name: "Comment by Amira K." }).getByRole("button", { name: "Report" }).click();
    const dialog = c.page.getByRole("dialog", { name: "Report comment" });
    await dialog.getByLabel("Reason").fill(`Advert ${token}`);
    await expectAxeClean(c.page, `the report dialog (${name})`);
    await dialog.getByRole("button", { name: "Report" }).click();
    await expect(c.page.getByText("Reported. Thank you.")).toBeVisible();

    // The admin finds it among the reported comments and hides it.
    const admin = await openAs(browser, viewport, ADMIN_EMAIL);
    await admin.page.goto("/admin/discussion?status=reported");
    await expect(admin.page.getByRole("heading", { name: "Discussion", exact: true })).toBeVisible();
    const reported = admin.page.getByRole("article").filter({ hasText: `Mnemonic ${token}` });
    await expect(reported).toContainText("1 report");
    await expect(reported).toContainText(`Advert ${token}`);
    await expectAxeClean(admin.page, `the moderation list (${name})`, { within: "main" });
    const href = await reported.getByRole("link").first().getAttribute("href");
    await reported.getByRole("button", { name: "Hide" }).click();
    // Looked at, it leaves the reported list and waits among the hidden ones.
    await expect(reported).toHaveCount(0);
    await admin.page.getByLabel("Show").selectOption({ label: "Hidden" });
    const hidden = admin.page.getByRole("article").filter({ hasText: `Mnemonic ${token}` });
    await expect(hidden.getByText("Hidden", { exact: true })).toBeVisible();
    await expect(hidden.getByRole("button", { name: "Restore" })).toBeVisible();

    // Learners no longer get it, nor the replies under it.
    const questionId = href!.split("/").pop()!;
    const served = await b.page.request.get(`/api/question/${questionId}/comments`);
    expect(((await served.json()) as { message: { count: number } }).message.count).toBe(0);

    for (const who of [a, b, c, admin]) {
      expect(who.problems).toEqual([]);
      await who.context.close();
    }
  });
}

/**
 * A new learner in a practice run of a category of two questions of the test's own, with the
 * first answered: its explanation and discussion show.
 */
async function answeredFirstOfTwo(
  browser: Browser,
  adminApi: AdminApi,
  categories: OwnCategories,
  name: string,
  prefix: string,
) {
  const token = randomUUID().slice(0, 8);
  const { id: categoryId } = await categories.make(name, 2);
  await addKeyFirstQuestion(adminApi, categoryId, `${name} one ${token}: which drug first?`);
  await addKeyFirstQuestion(adminApi, categoryId, `${name} two ${token}: which test first?`);
  const learner = await createAccount(adminApi, { prefix });
  const opened = await openAs(browser, { width: 1280, height: 800 }, learner.email, learner.password);
  await opened.page.goto(`/user/qbank/start?mode=all&category=${categoryId}`);
  await opened.page.getByRole("radio", { name: /Right answer/ }).click();
  await opened.page.getByRole("button", { name: "Submit" }).click();
  return opened;
}

test("a question skipped in a run says in its review that the discussion opens once answered", async ({
  browser,
  adminApi,
  categories,
}) => {
  const { context, page, problems } = await answeredFirstOfTwo(
    browser,
    adminApi,
    categories,
    "Discussion review",
    "skipper",
  );
  await expect(page.getByRole("heading", { name: /^Discussion \(\d+\)$/ })).toBeVisible();
  // A paste over the limit is kept whole and counted, and refused until it is shortened.
  const box = page.getByLabel("Add to the discussion");
  await box.fill("x".repeat(2_050));
  await expect(box).toHaveValue("x".repeat(2_050));
  await expect(box).toHaveAccessibleDescription("2,050 of 2,000 characters");
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("A comment can be at most 2,000 characters.")).toBeVisible();
  await box.fill("");
  // The review asks whether a skipped question's thread is open, rather than meet a refusal.
  const refused: string[] = [];
  page.on("response", (r) => {
    if (r.url().includes("/trpc/") && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
  });
  await page.getByRole("button", { name: "End", exact: true }).click();
  await page.getByRole("dialog", { name: "End this session?" }).getByRole("button", { name: "End" }).click();
  await page.getByRole("dialog", { name: "Results" }).getByRole("button", { name: "Review" }).click();

  // The review starts at Q1, the answered one; Q2 was skipped.
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Explanation" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Discussion", exact: true })).toBeVisible();
  await expect(page.getByText("The discussion opens once you have answered this question.")).toBeVisible();
  // The answered one still shows its discussion.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { name: /^Discussion \(\d+\)$/ })).toBeVisible();
  expect(problems).toEqual([]);
  expect(refused).toEqual([]);
  await context.close();
});

test("a question answered before a bank reset and skipped since still shows its discussion in the review", async ({
  browser,
  adminApi,
  categories,
}) => {
  const token = randomUUID().slice(0, 8);
  const { id: categoryId } = await categories.make("Discussion reset", 2);
  await addKeyFirstQuestion(adminApi, categoryId, `Answered before the reset ${token}: which drug first?`);
  // Gold: the level that may reset the bank.
  const learner = await createAccount(adminApi, { prefix: "resetter", level: 4 });
  const { context, page, problems } = await openAs(
    browser,
    { width: 1280, height: 800 },
    learner.email,
    learner.password,
  );
  await answer(page, categoryId);
  await expect(page.getByRole("heading", { name: /^Discussion \(\d+\)$/ })).toBeVisible();

  await page.goto("/user/qbank");
  await page.getByRole("button", { name: "Reset QBank" }).click();
  await page.getByRole("dialog", { name: "Reset QBank" }).getByRole("button", { name: "Reset QBank" }).click();
  await expect(page.getByRole("dialog", { name: "Reset QBank" })).toHaveCount(0);

  // Since the reset the question is new again: skipped and the session ended, its review still
  // serves the discussion the learner earned before.
  await page.goto(`/user/qbank/start?mode=all&category=${categoryId}`);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await page.getByRole("button", { name: "End", exact: true }).click();
  await page.getByRole("dialog", { name: "End this session?" }).getByRole("button", { name: "End" }).click();
  await page.getByRole("dialog", { name: "Results" }).getByRole("button", { name: "Review" }).click();
  await expect(page.getByRole("heading", { name: "Explanation" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Discussion \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText("The discussion opens once you have answered this question.")).toHaveCount(0);
  expect(problems).toEqual([]);
  await context.close();
});

test("an unsent comment or reply is kept when the learner moves to another question and back", async ({
  browser,
  adminApi,
  categories,
}) => {
  const { context, page, problems } = await answeredFirstOfTwo(
    browser,
    adminApi,
    categories,
    "Discussion drafts",
    "drafter",
  );
  const box = page.getByLabel("Add to the discussion");
  await box.fill("Remember: the first-line drug is the one the guideline names.");

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(box).toHaveValue("Remember: the first-line drug is the one the guideline names.");

  // Posted, the box is empty and keeps the keyboard for the next comment.
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Remember: the first-line drug is the one the guideline names.")).toBeVisible();
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();

  // A reply typed and left open comes back open with its text.
  await page.getByRole("button", { name: "Reply", exact: true }).click();
  await page.getByLabel(/^Reply to /).fill("Adding the dose here.");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByLabel(/^Reply to /)).toHaveValue("Adding the dose here.");
  await page.getByRole("button", { name: "Reply", exact: true }).last().click();
  await expect(page.getByText("Adding the dose here.")).toBeVisible();
  await expect(page.getByLabel(/^Reply to /)).toHaveCount(0);
  // The keyboard is back on the comment's Reply toggle (the one that opens and closes the box).
  await expect(page.getByRole("button", { name: "Reply", exact: true, expanded: false })).toBeFocused();
  expect(problems).toEqual([]);
  await context.close();
});
