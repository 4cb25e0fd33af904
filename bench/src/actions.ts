/**
 * The slow clicks at the demo scale: the app started as the README starts it (the compiled
 * server, embedded PGlite, the demo data, a fresh data folder), Debian's Chromium at desktop size,
 * no throttling. Each action is timed from its click to what the screen shows when it is done
 * (the preview, the notice, the next page): the actions that took over a second on a busy
 * machine, with sign-up's own submit besides. Writes bench/results/actions.json, and
 * docs/benchmarks.md shows it. Actions that can pass 400 ms show their busy state
 * (`apps/web/src/ui/BusyButton.tsx`); the goal is none over 1 s on a quiet machine.
 *
 *   node --import tsx bench/src/actions.ts     (after `npm run build -w @qbank/web`)
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Page } from "playwright-core";
import { RESULTS_DIR } from "./common.ts";
import { HOST, freePort, startChild, waitHealthy } from "./load.ts";
import { writeJsonResult, writeReport } from "./report.ts";
import { SERVER_ENTRY, SERVER_FLAGS, buildServer } from "./run.ts";

const DEMO_PASSWORD = "demo-password-1";
const NEW_PASSWORD = "kestrel-harbour-lantern-9";
/** Each action is timed this many times; the median is reported. */
const TRIES = 3;

export interface ActionResults {
  kind: "qbank-actions";
  date: string;
  /** Click to done, in ms, per action: each try, and their median. */
  actions: { name: string; ms: number[]; medianMs: number }[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

/** Times `act` (which clicks) until `done` resolves. */
async function timed(act: () => Promise<void>, done: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await act();
  await done();
  return Math.round(performance.now() - started);
}

async function logIn(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** The link of the newest mail to `to`, from the app's mail folder (mail leaves through its job, a moment later). */
async function mailedLink(dataDir: string, to: string): Promise<string> {
  const folder = join(dataDir, "mail");
  for (let waited = 0; waited < 20_000; waited += 200) {
    const latest = (existsSync(folder) ? readdirSync(folder) : [])
      .filter((f) => f.endsWith(`-${to}.eml`))
      .sort()
      .at(-1);
    if (latest) {
      const text = readFileSync(join(folder, latest), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      const link = /https?:\/\/\S+token=[\w-]+/.exec(text)?.[0];
      if (link) return link.replace(/^https?:\/\/[^/]+/, "");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no link mailed to ${to}`);
}

const aiken = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `Bench question ${i + 1}: which drug reverses opioid toxicity?\nA. Naloxone\nB. Flumazenil\nC. Atropine\nD. Glucagon\nE. Protamine\nANSWER: A\n`,
  ).join("\n");

async function adminActions(page: Page, base: string, out: Map<string, number[]>) {
  const add = (name: string, ms: number) => out.set(name, [...(out.get(name) ?? []), ms]);
  await logIn(page, base, "admin@example.com", DEMO_PASSWORD);
  for (let t = 0; t < TRIES; t++) {
    await page.goto(`${base}/admin/import`);
    const form = page.getByRole("form", { name: "Import questions" });
    await form.getByLabel("Question file").setInputFiles({
      name: `bench-${t}.txt`,
      mimeType: "text/plain",
      buffer: Buffer.from(aiken(20).replaceAll("Bench question", `Bench ${t} question`)),
    });
    await form.getByLabel("Category for questions that name none").selectOption({ label: "Psychiatry" });
    const preview = page.getByRole("region", { name: "Preview" });
    add(
      "Import: Preview (20 questions)",
      await timed(
        () => form.getByRole("button", { name: "Preview" }).click(),
        () => preview.waitFor(),
      ),
    );
    add(
      "Import: Import (20 questions)",
      await timed(
        () => form.getByRole("button", { name: "Import" }).click(),
        () => page.getByRole("status").filter({ hasText: "Imported:" }).waitFor(),
      ),
    );

    await page.goto(`${base}/admin/questions`);
    const area = page.getByLabel("MLA area");
    await page.getByRole("table").getByRole("row").nth(1).waitFor();
    add(
      "Questions: filter by MLA area",
      await timed(
        () => area.selectOption({ index: 2 + t }).then(() => undefined),
        async () => {
          await page.waitForURL(/area=[0-9a-f-]{36}/);
          await page.locator("table[aria-busy]").waitFor({ state: "detached" });
          await page.getByRole("table").getByRole("checkbox").first().waitFor();
        },
      ),
    );
    const bulk = page.getByRole("region", { name: "Tag the selected questions" });
    // The list may render once more as its filter settles; tick again until the tick holds.
    const all = bulk.getByLabel("Select all on this page");
    for (let tries = 0; tries < 10 && !(await all.isChecked()); tries++) {
      await all.click();
      await page.waitForTimeout(200);
    }
    await bulk.getByLabel(/^MLA tags/).selectOption({ index: t });
    add(
      "Questions: bulk tag a page",
      await timed(
        () => bulk.getByRole("button", { name: "Add tags" }).click(),
        () =>
          page
            .getByRole("status")
            .filter({ hasText: /^Tagged / })
            .waitFor(),
      ),
    );

    await page.getByRole("table").getByRole("link").first().click();
    const edit = page.getByRole("form", { name: "Question" });
    const explanation = edit.getByLabel("Explanation");
    await explanation.fill(`${await explanation.inputValue()} (reviewed ${t + 1})`);
    add(
      "Question: Save",
      await timed(
        () => edit.getByRole("button", { name: "Save" }).click(),
        () => edit.getByRole("status").filter({ hasText: "Saved" }).waitFor(),
      ),
    );
    // The save made a revision: restore the one before it, done when the restore's own revision is listed.
    const history = page.getByRole("table", { name: "Revisions, newest first" });
    const restoreButtons = history.getByRole("button", { name: /^Restore revision / });
    await history.waitFor();
    if ((await restoreButtons.count()) === 0) {
      // A seeded question's first save is its first revision: a second one gives something to restore.
      await explanation.fill(`${await explanation.inputValue()} (checked)`);
      await edit.getByRole("button", { name: "Save" }).click();
      await restoreButtons.first().waitFor();
    }
    const revisions = await history.getByRole("row").count();
    add(
      "Question: Restore a revision",
      await timed(
        () => restoreButtons.first().click(),
        () => history.getByRole("row").nth(revisions).waitFor(),
      ),
    );

    await page.goto(`${base}/admin/content-map`);
    const map = page.getByRole("form", { name: "Upload the content map" });
    await map.getByLabel("Content map CSV").setInputFiles({
      name: `map-${t}.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from(`kind,name,areas\npresentation,Bench cough ${Date.now()},Respiratory\n`),
    });
    await map.getByRole("button", { name: "Preview" }).click();
    await map.getByRole("button", { name: "Apply" }).and(page.locator(":enabled")).waitFor();
    add(
      "Content map: Apply",
      await timed(
        () => map.getByRole("button", { name: "Apply" }).click(),
        () => page.getByText(/^Map version /).waitFor(),
      ),
    );
  }
}

async function learnerActions(page: Page, base: string, dataDir: string, out: Map<string, number[]>) {
  const add = (name: string, ms: number) => out.set(name, [...(out.get(name) ?? []), ms]);
  for (let t = 0; t < TRIES; t++) {
    const email = `bench-${Date.now()}-${t}@example.com`;
    await page.context().clearCookies();
    await page.goto(`${base}/signup`);
    await page.getByLabel("Email").fill(email);
    add(
      "Sign-up: Continue",
      await timed(
        () => page.getByRole("button", { name: "Continue" }).click(),
        () => page.getByRole("heading", { name: "Create your account" }).waitFor(),
      ),
    );
    await page.getByLabel("Given name").fill("Bench");
    await page.getByLabel("Last name").fill("Learner");
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
    add(
      "Sign-up: Sign up",
      await timed(
        () => page.getByRole("button", { name: "Sign up" }).click(),
        () => page.waitForURL(/register_success_email/),
      ),
    );
    await page.goto(`${base}${await mailedLink(dataDir, email)}`);
    await logIn(page, base, email, NEW_PASSWORD);
    await page.goto(`${base}/user/dashboard`);
    await page
      .getByRole("button", { name: /^Buy .* Plan$/ })
      .first()
      .click();
    await page.waitForURL(/\/user\/checkout\//);
    add(
      "Checkout: Pay",
      await timed(
        () => page.getByRole("button", { name: "Pay", exact: true }).click(),
        // A new account's first plan starts its trial: the card is saved and nothing is charged yet.
        () => page.locator(".checkout-return-success").waitFor(),
      ),
    );
    await page.goto(`${base}/user/account`);
    await page.getByRole("region", { name: "Your data" }).getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    add(
      "Account: delete my account",
      await timed(
        () => dialog.getByRole("button", { name: "Delete my account" }).click(),
        () => page.waitForURL(/\/delete-account\?done=1$/),
      ),
    );
  }
}

export async function measureActions(): Promise<ActionResults> {
  const dataDir = mkdtempSync(join(tmpdir(), "qbank-actions-"));
  buildServer();
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const app = startChild(
    "app server",
    [...SERVER_FLAGS, SERVER_ENTRY],
    { ...env, PORT: String(port), HOST, APP_URL: base, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    join(import.meta.dirname, "..", ".."),
  );
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    await waitHealthy(`${base}/readyz`, app);
    const times = new Map<string, number[]>();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await adminActions(page, base, times);
    await learnerActions(page, base, dataDir, times);
    return {
      kind: "qbank-actions",
      date: new Date().toISOString(),
      actions: [...times].map(([name, ms]) => ({ name, ms, medianMs: median(ms) })),
    };
  } finally {
    await browser.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  measureActions()
    .then(async (results) => {
      await writeJsonResult("actions.json", results);
      writeReport();
      for (const a of results.actions) console.log(`${a.name}: ${a.medianMs} ms (${a.ms.join(", ")})`);
      console.log(`Wrote ${join(RESULTS_DIR, "actions.json")} and docs/benchmarks.md`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    });
}
