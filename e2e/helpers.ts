import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, type Page } from "@playwright/test";
import { e2eDataDir } from "../playwright.config.ts";

export const DEMO_PASSWORD = "demo-password-1";

const mailDir = (dataDir: string) => resolve(dataDir, "mail");

/** The mails sent to an address so far, oldest first. */
function mailsTo(to: string, dataDir = e2eDataDir): string[] {
  try {
    return readdirSync(mailDir(dataDir))
      .filter((f) => f.endsWith(`-${to}.eml`))
      .sort();
  } catch {
    return [];
  }
}

/** How many mails an address has had: pass it to `mailedLink` to wait for the next one. */
export const mailCount = (to: string) => mailsTo(to).length;

/**
 * The link in the newest mail to an address, read from the local outbox like a person would,
 * once more than `seen` mails have arrived (mail leaves through the outbox job, a moment later).
 */
export async function mailedLink(to: string, seen = 0, dataDir = e2eDataDir): Promise<string> {
  await expect.poll(() => mailsTo(to, dataDir).length, { message: `a new mail for ${to}` }).toBeGreaterThan(seen);
  const latest = mailsTo(to, dataDir).at(-1) ?? "";
  const text = readFileSync(join(mailDir(dataDir), latest), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  const link = /https?:\/\/\S+/.exec(
    text
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join("\n"),
  )?.[0];
  if (!link) throw new Error(`no link in ${latest}`);
  return link;
}

/** Dismisses the cookie notice when it shows (it does not once dismissed in this browser context). */
export async function acceptCookies(page: Page) {
  const accept = page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "OK" });
  try {
    await accept.click({ timeout: 3000 });
  } catch {
    // Already accepted earlier in this context.
  }
}

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await acceptCookies(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Logs in and starts a timed mock from the mock page, through its confirmation. */
export async function startMock(page: Page, account: { email: string; password: string }) {
  await logIn(page, account.email, account.password);
  await page.goto("/user/qbank/mock");
  await page.getByRole("button", { name: "Start Mock Test" }).click();
  await page.getByRole("dialog", { name: "Start a Mock Test?" }).getByRole("button", { name: "Start" }).click();
}

/** Fails the test on any console error or page error a user would not see but should not cause. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    // A refused guard call (401/403) is logged by the browser itself; it is the guard working.
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}

/**
 * A learner of the calling test's own (Basic, level 2), signed up through the form and confirmed
 * by the mailed link, not yet logged in: returns the email; the password is `password`.
 */
export async function signUpLearner(
  page: Page,
  options: { email: string; firstName: string; lastName: string; password: string },
): Promise<string> {
  await page.goto("/signup");
  await acceptCookies(page);
  await page.getByLabel("Email").fill(options.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Given name").fill(options.firstName);
  await page.getByLabel("Last name").fill(options.lastName);
  await page.getByLabel("Password", { exact: true }).fill(options.password);
  await page.getByLabel("Confirm password").fill(options.password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/login\?register_success_email=/);
  await page.goto(await mailedLink(options.email));
  await expect(page).toHaveURL(/\/login\?confirmed_email=/);
  return options.email;
}

/** A fresh Basic learner of the calling test's own, signed up, confirmed and logged in: returns the email. */
export async function newLearner(
  page: Page,
  who: { prefix: string; firstName: string; lastName: string },
): Promise<string> {
  const email = `${who.prefix}-${randomUUID()}@example.com`;
  const password = "a-good-password";
  await signUpLearner(page, { email, firstName: who.firstName, lastName: who.lastName, password });
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  return email;
}

/** The id of a category the signed-in learner sees, by its name (as the legacy list gives it). */
export async function categoryId(page: Page, name: string): Promise<string> {
  const res = await page.request.get("/api/qbank/categories");
  const body = (await res.json()) as { message: { _id: string; name: string }[] };
  const found = body.message.find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found._id;
}

/** The page's XSRF token, for calling the REST API as the page's own session. */
export const xsrfOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";

/** Waits until the service worker has installed (its precache filled) and is active. */
export async function workerReady(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe("activated");
}

/** How many requests wait in the device's queue, whoever made them. */
export const queuedOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("qbank-device");
        open.onerror = () => reject(new Error("no device store"));
        open.onsuccess = () => {
          const count = open.result.transaction("queue").objectStore("queue").count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
