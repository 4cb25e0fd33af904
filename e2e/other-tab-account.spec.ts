import type { Page } from "@playwright/test";
import { createAccount, expect, test } from "./fixtures.ts";
import { categoryId, logIn, queuedOnDevice, watchConsole, workerReady } from "./helpers.ts";

/**
 * Two tabs of one browser share its session cookie. A page left open on one learner's run while
 * another tab signs in as someone else must write nothing of the first learner's to the second's
 * account, online or from the device's queue.
 */

/** What the session's account holds in a category: do-later flags, and revision keys in all. */
async function serverHolds(page: Page, category: string) {
  const cards = (await (await page.request.get("/api/qbank/categories")).json()) as {
    message: { _id: string; flagged: number }[];
  };
  const keys = (await (await page.request.get("/api/user/revision-keys")).json()) as { message: { count: number } };
  return { flagged: cards.message.find((c) => c._id === category)?.flagged, keys: keys.message.count };
}

/** The account the browser's session is now, as the server says. */
async function sessionEmail(page: Page): Promise<string | undefined> {
  const body = (await (await page.request.get("/api/auth/getuserdata")).json()) as { message: { email?: string } };
  return body.message.email;
}

async function startCardiology(page: Page): Promise<string> {
  const cardiology = await categoryId(page, "Cardiology");
  await page.goto(`/user/qbank/start?mode=all&category=${cardiology}`);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(page).toHaveURL(/&run=/);
  return cardiology;
}

/** In another tab: the learner signs out, and the next one signs in. */
async function switchAccount(tab: Page, next: { email: string; password: string }) {
  await tab.goto("/user/dashboard");
  await tab.getByRole("button", { name: "Log Out" }).click();
  await expect(tab).toHaveURL(/\/login/);
  await logIn(tab, next.email, next.password);
  await expect(tab.getByRole("heading", { name: "Welcome, Sam" })).toBeVisible();
}

test("a page left on one learner's run writes nothing to the account another tab signed in, and asks to log in", async ({
  page,
  context,
  learner,
  adminApi,
}) => {
  const second = await createAccount(adminApi, { prefix: "second", firstName: "Sam", lastName: "Second" });
  const problems = watchConsole(page);
  await logIn(page, learner.email, learner.password);
  const cardiology = await startCardiology(page);
  await page.getByRole("radio").first().click();
  await page.getByRole("button", { name: "Submit" }).click();
  const explanation = page.getByRole("region", { name: "Explanation" });
  await expect(explanation.getByRole("button", { name: "Save this Explanation" })).toBeVisible();

  const other = await context.newPage();
  await switchAccount(other, second);
  expect(await sessionEmail(other)).toBe(second.email);
  const before = await serverHolds(other, cardiology);

  // Back on the first tab, still showing the first learner's run.
  await page.getByRole("button", { name: "Flag (Do Later)" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please log in." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Flag (Do Later)" })).toHaveAttribute("aria-pressed", "false");
  await explanation.getByRole("button", { name: "Save this Explanation" }).click();
  await expect(explanation.getByRole("button", { name: "Save this Explanation" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Please log in." })).toBeVisible();
  expect(await serverHolds(other, cardiology)).toEqual(before);

  // The second learner's screens show nothing of it.
  await other.goto("/user/revision");
  await expect(other.getByRole("heading", { name: "Revision Keys", level: 1 })).toBeVisible();
  await expect(other.getByRole("heading", { name: "No revision keys yet" })).toBeVisible();

  // The first tab's next screen is the sign-in, as for any session that is not its own.
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionEmail(other)).toBe(second.email);
  expect(problems).toEqual([]);
});

test("what a page queued offline stays its learner's when another tab signs in, and is sent at their next sign-in", async ({
  page,
  context,
  learner,
  adminApi,
}) => {
  const second = await createAccount(adminApi, { prefix: "second", firstName: "Sam", lastName: "Second" });
  const problems = watchConsole(page);
  await logIn(page, learner.email, learner.password);
  const cardiology = await startCardiology(page);
  await workerReady(page);
  const first = await serverHolds(page, cardiology);

  const other = await context.newPage();
  await switchAccount(other, second);
  const before = await serverHolds(other, cardiology);

  await context.setOffline(true);
  await page.getByRole("button", { name: "Flag (Do Later)" }).click();
  await expect(page.getByRole("button", { name: "Unflag (Do Later)" })).toBeVisible();
  expect(await queuedOnDevice(page)).toBe(1);

  // Back online: the first tab asks whose the session is, finds the second learner's, and keeps it.
  const asked = page.waitForResponse((r) => r.url().includes("auth.userData"));
  await context.setOffline(false);
  await asked;
  await other.reload();
  await expect(other.getByRole("heading", { name: "Welcome, Sam" })).toBeVisible();
  await expect(other.locator(".device-queue")).toBeHidden();
  expect(await serverHolds(other, cardiology)).toEqual(before);
  expect(await queuedOnDevice(page)).toBe(1);

  // The second signs out (nothing of theirs waits); the first signs in again and their flag goes.
  other.on("dialog", (d) => {
    problems.push(`unexpected dialog: ${d.message()}`);
    void d.dismiss();
  });
  await other.getByRole("button", { name: "Log Out" }).click();
  await expect(other).toHaveURL(/\/login/);
  await logIn(other, learner.email, learner.password);
  await expect
    .poll(() => serverHolds(other, cardiology), { timeout: 30_000 })
    .toEqual({ ...first, flagged: (first.flagged ?? 0) + 1 });
  await expect.poll(() => queuedOnDevice(other)).toBe(0);
  expect(problems).toEqual([]);
});
