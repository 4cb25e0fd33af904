import { request, type BrowserContext, type Page } from "@playwright/test";
import { expectAxeClean } from "./axe-check.ts";
import { createAccount, expect, test } from "./fixtures.ts";
import { acceptCookies, categoryId, logIn, queuedOnDevice, watchConsole, workerReady } from "./helpers.ts";
import { e2eBaseURL } from "../playwright.config.ts";

/** On a phone: what the device keeps while offline reaches the right account, from any screen. */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** What the server holds of the signed-in learner's work in a category: tries and flags. */
async function serverHolds(page: Page, category: string) {
  return serverHoldsFor(page.context(), category);
}

/** The same, asked with the browser's session while none of the app's pages is open. */
async function serverHoldsFor(context: BrowserContext, category: string) {
  const token = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const detail = await context.request.post("/api/qbank/category", {
    data: { id: category },
    headers: { "X-XSRF-TOKEN": token },
  });
  expect(detail.ok(), await detail.text()).toBe(true);
  const questions = ((await detail.json()) as { message: { category: { questions: { tries: unknown[] }[] } } }).message
    .category.questions;
  const cards = (await (await context.request.get("/api/qbank/categories")).json()) as {
    message: { _id: string; flagged: number }[];
  };
  return {
    tries: questions.reduce((n, q) => n + q.tries.length, 0),
    flagged: cards.message.find((c) => c._id === category)?.flagged,
  };
}

async function answer(page: Page, option: number) {
  await page.getByRole("radio").nth(option).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^(Correct|Incorrect)$/ })).toBeVisible();
}

/** Ends the browser's session on the server from elsewhere, as its expiry would: the browser is not told. */
async function endSessionElsewhere(context: BrowserContext) {
  const cookies = await context.cookies();
  const other = await request.newContext({ baseURL: e2eBaseURL, storageState: { cookies, origins: [] } });
  const token = cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const res = await other.get("/api/auth/logout", { headers: { "X-XSRF-TOKEN": token } });
  expect(res.ok(), await res.text()).toBe(true);
  expect(await (await other.get("/api/auth/getuserdata")).json()).toMatchObject({ message: { level: 0 } });
  await other.dispose();
}

async function startCardiology(page: Page): Promise<string> {
  const cardiology = await categoryId(page, "Cardiology");
  await page.goto(`/user/qbank/start?mode=all&category=${cardiology}`);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(page).toHaveURL(/&run=/);
  return cardiology;
}

test("answers given offline reach the server from the dashboard, without opening the player", async ({
  page,
  context,
  learner,
}) => {
  const problems = watchConsole(page);
  await logIn(page, learner.email, learner.password);
  const cardiology = await startCardiology(page);
  await workerReady(page);

  await context.setOffline(true);
  await answer(page, 0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await answer(page, 1);
  await expect(page.getByRole("status").filter({ hasText: "2 unsent answers" })).toBeVisible();

  // The installed app's start page, opened afresh while still offline.
  await page.goto("/user/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible({ timeout: 20_000 });
  await page.reload();
  const waiting = page.locator(".device-queue");
  await expect(waiting).toHaveText("2 unsent answers on this device, sent when you are back online.");

  await context.setOffline(false);
  await expect.poll(() => serverHolds(page, cardiology), { timeout: 10_000 }).toEqual({ tries: 2, flagged: 0 });
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(waiting).toBeHidden();
  await expect(page.getByText(/^Last sync:/)).toBeVisible();
  await expectAxeClean(page, "the dashboard after the queue was sent");
  expect(problems).toEqual([]);
});

test("answers given offline are sent by the service worker once the network is back, with the app closed", async ({
  page,
  context,
  learner,
}) => {
  const problems = watchConsole(page);
  await logIn(page, learner.email, learner.password);
  const cardiology = await startCardiology(page);
  await workerReady(page);

  await context.setOffline(true);
  await answer(page, 0);
  await page.getByRole("button", { name: "Next" }).click();
  await answer(page, 1);
  await expect(page.getByRole("status").filter({ hasText: "2 unsent answers" })).toBeVisible();
  expect(problems).toEqual([]);
  // The learner closes the app while offline; no page of it is open when the network returns.
  await page.close();
  await context.setOffline(false);
  await expect.poll(() => serverHoldsFor(context, cardiology), { timeout: 20_000 }).toEqual({ tries: 2, flagged: 0 });
});

test("one account's queue is neither sent nor shown as the next account, and is sent at its owner's next sign-in", async ({
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
  const before = await serverHolds(page, cardiology);

  await context.setOffline(true);
  await page.getByRole("button", { name: "Flag (Do Later)" }).click();
  await answer(page, 0);
  await expect(page.getByRole("status").filter({ hasText: "1 unsent answer" })).toBeVisible();
  expect(await queuedOnDevice(page)).toBe(2);

  // The first learner's session ends while the device is offline (signed out elsewhere, or expired).
  await endSessionElsewhere(context);
  await context.setOffline(false);

  // The next learner signs in on the same browser and practises in the same category.
  await logIn(page, second.email, second.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Sam" })).toBeVisible();
  await expect(page.locator(".device-queue")).toBeHidden();
  await startCardiology(page);
  await expect(page.getByText(/unsent answer/)).toBeHidden();
  await answer(page, 1);
  expect(await serverHolds(page, cardiology)).toEqual({ tries: 1, flagged: 0 });
  await page.goto("/user/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Sam" })).toBeVisible();
  await expect(page.locator(".device-queue")).toBeHidden();
  await expect(page.getByText(/^Last sync:/)).toBeHidden();
  expect(await queuedOnDevice(page)).toBe(2);
  expect(await serverHolds(page, cardiology)).toEqual({ tries: 1, flagged: 0 });

  // The second signs out (nothing of theirs waits, so nothing is asked); the first signs in again.
  page.on("dialog", (d) => {
    problems.push(`unexpected dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, learner.email, learner.password);
  await expect
    .poll(() => serverHolds(page, cardiology), { timeout: 30_000 })
    .toEqual({ tries: before.tries + 1, flagged: (before.flagged ?? 0) + 1 });
  await expect.poll(() => queuedOnDevice(page)).toBe(0);
  expect(problems).toEqual([]);
});

test("offline, a Diamond learner's player and dashboard show their name, plan and menu, and the bars cover nothing", async ({
  page,
  context,
  diamond,
}) => {
  const problems = watchConsole(page);
  await logIn(page, diamond.email, diamond.password);
  await acceptCookies(page);
  await startCardiology(page);
  await workerReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Q\d+$/ })).toBeVisible({ timeout: 20_000 });
  await answer(page, 0);
  const red = page.getByRole("status").filter({ hasText: "Offline:" });
  await expect(red.locator("p").first()).toHaveText(
    "Offline: your answers are saved on this device and will be sent when you are back online.",
  );
  // The player's own note is the one offline message there: no connection bar beside it (the bar
  // is found by its class: a modal menu hides the rest of the page from the accessibility tree).
  const lost = page.locator(".connection-banner");
  await expect(lost).toHaveCount(0);

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog").getByRole("navigation", { name: "Learner menu" });
  for (const name of ["QBank", "Stats", "Revision Keys"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: "Demo Qbank" })).toHaveCount(0);
  await expectAxeClean(page, "the player's menu offline");
  await page.keyboard.press("Escape");

  await page.goto("/user/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Dana" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Your plan: Diamond")).toBeVisible();
  await expect(lost).toBeVisible();
  // The menu opens below the bar, never under it.
  await page.getByRole("button", { name: "Open menu" }).click();
  const brand = menu.getByRole("link", { name: "PLAB Question Bank" });
  await expect(brand).toBeVisible();
  const [bar, mark] = [await lost.boundingBox(), await brand.boundingBox()];
  expect(bar && mark && mark.y >= bar.y + bar.height).toBe(true);
  await page.keyboard.press("Escape");
  // Scrolled, the phone's top bar with the brand sticks below the connection bar, not under it.
  await page.mouse.wheel(0, 600);
  const top = page.locator(".topbar strong");
  await expect
    .poll(async () => {
      const [b, t] = [await lost.boundingBox(), await top.boundingBox()];
      return b && t ? t.y - (b.y + b.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
  await expectAxeClean(page, "the dashboard offline");
  await context.setOffline(false);
  expect(problems).toEqual([]);
});

test("deleting the account clears what the device kept of it", async ({ page, context, learner }) => {
  const problems = watchConsole(page);
  await logIn(page, learner.email, learner.password);
  await startCardiology(page);
  await workerReady(page);
  await context.setOffline(true);
  await answer(page, 0);
  // Back online, but the answer cannot get through yet (from the page, nor from its service worker).
  await context.route("**/trpc/qbank.submit**", (route) => route.abort("connectionreset"));
  await context.setOffline(false);
  expect(await queuedOnDevice(page)).toBe(1);

  await page.goto("/user/account");
  const card = page.getByRole("region", { name: "Your data" });
  await card.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password", { exact: true }).fill(learner.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/delete-account\?done=1$/);
  expect(await queuedOnDevice(page)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem("qbank-user"))).toBeNull();
  expect(problems).toEqual([]);
});

test("a request waits 30 days for its owner, by the app's clock, then is deleted", async ({
  page,
  context,
  learner,
}) => {
  const now = new Date("2030-01-15T12:00:00Z");
  const day = 24 * 60 * 60 * 1000;
  await page.clock.install({ time: now });
  await logIn(page, learner.email, learner.password);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await workerReady(page);
  const question = "00000000-0000-7000-8000-000000000000";
  await page.evaluate(
    async ({ ages, question }) => {
      const user = (JSON.parse(localStorage.getItem("qbank-user") ?? "{}") as { id: string }).id;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open("qbank-device");
        open.onerror = () => reject(new Error("no device store"));
        open.onsuccess = () => resolve(open.result);
      });
      const tx = db.transaction("queue", "readwrite");
      for (const at of ages) {
        tx.objectStore("queue").add({ kind: "flag", run: "", input: { id: question, device_id: at }, user, at });
      }
      await new Promise((resolve) => (tx.oncomplete = resolve));
    },
    {
      ages: [new Date(now.getTime() - 31 * day).toISOString(), new Date(now.getTime() - 29 * day).toISOString()],
      question,
    },
  );
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator(".device-queue")).toHaveText(
    "1 unsent change on this device, sent when you are back online.",
  );
  expect(await queuedOnDevice(page)).toBe(1);
  await context.setOffline(false);
});
