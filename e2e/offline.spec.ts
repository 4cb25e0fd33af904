import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { acceptCookies, categoryId, logIn, newLearner, queuedOnDevice, workerReady, xsrfOf } from "./helpers.ts";

/** On a phone: the app installs, and a practice run keeps going without a network. */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const OFFLINE = "Offline: your answers are saved on this device and will be sent when you are back online.";

/** What the server holds of the learner's work in a category: tries, flags and revision keys. */
async function serverHolds(page: Page, category: string) {
  const detail = await page.request.post("/api/qbank/category", {
    data: { id: category },
    headers: { "X-XSRF-TOKEN": await xsrfOf(page) },
  });
  const questions = ((await detail.json()) as { message: { category: { questions: { tries: unknown[] }[] } } }).message
    .category.questions;
  const cards = (await (await page.request.get("/api/qbank/categories")).json()) as {
    message: { _id: string; flagged: number }[];
  };
  const keys = (await (await page.request.get("/api/user/revision-keys")).json()) as { message: { count: number } };
  return {
    tries: questions.reduce((n, q) => n + q.tries.length, 0),
    flagged: cards.message.find((c) => c._id === category)?.flagged,
    keys: keys.message.count,
  };
}

async function answer(page: Page, option: number) {
  await page.getByRole("radio").nth(option).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^(Correct|Incorrect)$/ })).toBeVisible();
}

async function score(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Questions" }).click();
  const drawer = page.getByRole("dialog");
  const text = (await drawer.locator(".score").textContent()) ?? "";
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  return text;
}

test("installable: the manifest is linked and valid, the worker is active, the shell loads offline", async ({
  page,
  context,
}) => {
  await page.goto("/login");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ display: "standalone", start_url: "/user/dashboard", theme_color: "#0b6b6b" });
  expect(manifest.name).toBeTruthy();
  for (const size of ["192x192", "512x512"]) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.purpose !== "maskable");
    expect(icon, size).toBeDefined();
    const res = await page.request.get(icon!.src);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
  expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  await workerReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
  await context.setOffline(false);
});

test("a practice run answered offline, reloaded offline, is sent once when the network returns", async ({
  page,
  context,
}) => {
  await newLearner(page, { prefix: "offline", firstName: "Ola", lastName: "Offline" });
  await acceptCookies(page);
  const cardiology = await categoryId(page, "Cardiology");
  await page.goto(`/user/qbank/start?mode=all&category=${cardiology}`);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(page).toHaveURL(/&run=/);
  await workerReady(page);

  await context.setOffline(true);
  await answer(page, 0);
  const banner = page.getByRole("status").filter({ hasText: OFFLINE });
  await expect(banner).toContainText("1 unsent answer");
  // The discussion waits for the network, and says so rather than count nobody's comments.
  await expect(page.getByText("The discussion loads when you are back online.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Discussion (0)" })).toHaveCount(0);
  // The player's own offline note is the one message: no "lost the connection" bar beside it.
  await expect(page.getByRole("status").filter({ hasText: "We lost the connection" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save this Explanation" }).click();
  await expect(page.getByText("Saved as a Revision Key")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
  await answer(page, 1);
  await page.getByRole("button", { name: "Flag (Do Later)" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Q3" })).toBeVisible();
  await answer(page, 2);
  await expect(banner).toContainText("3 unsent answers");
  const offlineScore = await score(page);
  expect(offlineScore).toMatch(/of 3/);

  await page.reload();
  await expect(page.getByRole("heading", { name: /^Q\d+$/ })).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText("3 unsent answers");
  expect(await score(page)).toBe(offlineScore);

  // Opened offline on another screen, the app says it waits for the network and leads back to the run.
  await page.goto("/user/qbank");
  const offlineBar = page.getByRole("status").filter({ hasText: "You are offline" });
  await expect(offlineBar).toContainText("You are offline: this screen will load when you are back online.");
  await offlineBar.getByRole("link", { name: "Resume your last session" }).click();
  await expect(page.getByRole("heading", { name: /^Q\d+$/ })).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText("3 unsent answers");
  await expect(offlineBar).toBeHidden();

  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "unsent answer" })).toBeHidden({ timeout: 20_000 });
  expect(await serverHolds(page, cardiology)).toEqual({ tries: 3, flagged: 1, keys: 1 });

  await page.reload();
  await expect(page.getByRole("heading", { name: /^Q\d+$/ })).toBeVisible();
  expect(await score(page)).toBe(offlineScore);
  await page.goto("/user/dashboard");
  await expect(page.getByText(/^Last sync:/)).toBeVisible();
});

test("an answer whose connection drops after the server stored it is stored once", async ({ page, diamond }) => {
  await logIn(page, diamond.email, diamond.password);
  const cardiology = await categoryId(page, "Cardiology");
  const before = await serverHolds(page, cardiology);
  await page.goto(`/user/qbank/start?mode=all&category=${cardiology}`);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();

  let reachedServer = false;
  await page.route(
    "**/trpc/qbank.submit**",
    async (route) => {
      const response = await route.fetch();
      reachedServer = response.ok();
      await route.abort("connectionreset");
    },
    { times: 1 },
  );
  await answer(page, 1);
  expect(reachedServer).toBe(true);
  await expect(page.getByRole("status").filter({ hasText: "unsent answer" })).toBeHidden();
  expect(await serverHolds(page, cardiology)).toEqual({ ...before, tries: before.tries + 1 });
});

test("in a mock, an answer queued offline that reaches the server after the end is refused and the learner told", async ({
  page,
  context,
  diamond,
}) => {
  await logIn(page, diamond.email, diamond.password);
  await page.goto("/user/qbank/start?mode=exam");
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(page).toHaveURL(/&run=/);
  const runId = new URL(page.url()).searchParams.get("run")!;
  await workerReady(page);

  await context.setOffline(true);
  await page.getByRole("radio").first().click();
  await page.getByRole("button", { name: "Submit" }).click();
  const banner = page.getByRole("status").filter({ hasText: OFFLINE });
  await expect(banner).toContainText("1 unsent answer");
  await expect(banner).toContainText("an answer counts only if it reaches us before your time is up");

  // Meanwhile the mock ends on the server (its time runs out), while the device is still offline.
  const ended = await page.request.post("/api/qbank/end", {
    data: { id: runId },
    headers: { "X-XSRF-TOKEN": await xsrfOf(page) },
  });
  expect(ended.status()).toBe(200);

  await context.setOffline(false);
  const refusal = page.getByRole("alert").filter({ hasText: "were not accepted" });
  // The notice names the question, as the player numbers it.
  await expect(refusal.getByRole("listitem")).toHaveText("Question 1: Time is up: this mock has ended.", {
    timeout: 20_000,
  });
  await expect(page.getByRole("status").filter({ hasText: "unsent answer" })).toBeHidden();
});

test("logging out with answers it cannot send asks first, then clears the device", async ({
  page,
  context,
  diamond,
}) => {
  await logIn(page, diamond.email, diamond.password);
  await page.goto(`/user/qbank/start?mode=all&category=${await categoryId(page, "Cardiology")}`);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await workerReady(page);

  await context.setOffline(true);
  await answer(page, 0);
  expect(await queuedOnDevice(page)).toBe(1);
  // Back online, but the answer still cannot get through (from the page, nor from its service worker).
  await context.route("**/trpc/qbank.submit**", (route) => route.abort("connectionreset"));
  await context.setOffline(false);
  const asked: string[] = [];
  page.once("dialog", (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect
    .poll(() => asked)
    .toEqual(["1 answer has not been sent yet. Sign out anyway? It will be deleted from this device."]);
  await expect(page).toHaveURL(/\/user\/qbank\/start/);
  expect(await queuedOnDevice(page)).toBe(1);

  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await queuedOnDevice(page)).toBe(0);
});
