/**
 * The page as a learner's phone gets it: the compiled server on the benchmark database, Debian's
 * Chromium (never a downloaded browser) with a throttled phone profile (4x CPU slowdown, DevTools'
 * "fast 4G" network), a cold cache. Reports the sign-in screen's largest contentful paint, the
 * JavaScript it loads (bytes on the wire); the first screen after sign-in: from the click on
 * "Log in" to the bank's categories drawn, with the code and the reads it waited for; and the
 * player's next-question interaction: from the click on "Next" to the next frame painted with the
 * next question. Writes bench/results/page.json.
 *
 *   BENCH_DATABASE_URL=… node --import tsx bench/src/page.ts     (after `npm run build -w @qbank/web`)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type CDPSession, type Page } from "playwright-core";
import { RESULTS_DIR, SYNTHETIC_PASSWORD, benchDatabaseUrl, connect, learnerEmail } from "./common.ts";
import { HOST, freePort, waitHealthy } from "./load.ts";
import { writeJsonResult, writeReport } from "./report.ts";
import { buildServer, startProductionServer } from "./run.ts";

/** Chrome DevTools' "Fast 4G" preset (its latency already carries DevTools' 2.75 factor). */
export const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 165,
  downloadKbps: 9_000 * 0.9,
  uploadKbps: 1_500 * 0.9,
  viewport: { width: 412, height: 823 },
};

export interface PageResults {
  kind: "qbank-page";
  date: string;
  profile: typeof PHONE;
  /** Each load of /login: its largest contentful paint and what it fetched. */
  loginLoads: { lcpMs: number; scriptBytes: number; scriptFiles: number; totalBytes: number }[];
  login: { lcpMsMedian: number; scriptBytes: number; scriptFiles: number };
  /** Click on "Log in" to the bank's categories drawn (a Diamond learner's home), each try on a cold cache. */
  signInLoads: { contentMs: number; scriptFiles: number; reads: number }[];
  signIn: { contentMsMedian: number };
  /** Click on "Next" to the next question painted, each of the tries. */
  nextQuestionMs: number[];
  nextQuestionMsMedian: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor((s.length - 1) / 2)]!;
};

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downloadKbps * 1024) / 8,
    uploadThroughput: (PHONE.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
}

/** Bytes on the wire (encoded) per resource type, from the DevTools protocol. */
function countBytes(cdp: CDPSession) {
  const types = new Map<string, string>();
  const totals = { script: 0, scriptFiles: 0, all: 0 };
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
  cdp.on("Network.loadingFinished", (e) => {
    totals.all += e.encodedDataLength;
    if (types.get(e.requestId) === "Script") {
      totals.script += e.encodedDataLength;
      totals.scriptFiles++;
    }
  });
  return totals;
}

async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) last = e.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(last), 1_000);
      }),
  );
}

const launchChromium = () =>
  chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

/** A fresh phone (no cache, no cookies) on the throttled profile. */
async function throttledPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  return { context, page, cdp };
}

async function measureLogin(base: string, runs: number): Promise<PageResults["loginLoads"]> {
  const browser = await launchChromium();
  try {
    const out: PageResults["loginLoads"] = [];
    for (let i = 0; i < runs; i++) {
      const { context, page, cdp } = await throttledPhone(browser);
      const bytes = countBytes(cdp);
      await page.goto(`${base}/login`, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Log in", exact: true }).waitFor();
      const lcpMs = Math.round(await largestContentfulPaint(page));
      out.push({ lcpMs, scriptBytes: bytes.script, scriptFiles: bytes.scriptFiles, totalBytes: bytes.all });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** A learner signs in on a phone that has only the sign-in screen's code so far. */
async function measureSignIn(base: string, email: string, runs: number): Promise<PageResults["signInLoads"]> {
  const browser = await launchChromium();
  try {
    const out: PageResults["signInLoads"] = [];
    for (let i = 0; i < runs; i++) {
      const { context, page, cdp } = await throttledPhone(browser);
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
      await page.goto(`${base}/login`, { waitUntil: "networkidle" });
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(SYNTHETIC_PASSWORD);
      let scriptFiles = 0;
      let reads = 0;
      page.on("request", (r) => {
        if (r.resourceType() === "script") scriptFiles++;
        if (r.method() === "GET" && new URL(r.url()).pathname.startsWith("/trpc/")) reads++;
      });
      const started = Date.now();
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page
        .getByText(/^Synthetic /)
        .first()
        .waitFor();
      out.push({ contentMs: Date.now() - started, scriptFiles, reads });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** A learner answers and moves on, question after question; each "Next" is timed in the page. */
async function measureNext(base: string, email: string, categoryId: string, count: number): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(SYNTHETIC_PASSWORD);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto(`${base}/user/qbank/start?mode=all&category=${categoryId}`);
    await page.getByRole("heading", { name: "Q1" }).waitFor();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    const times: number[] = [];
    for (let i = 1; i <= count; i++) {
      await page.getByRole("radio").first().click();
      await page.getByRole("button", { name: "Submit" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: /^(Correct|Incorrect)$/ })
        .waitFor();
      const next = `Q${i + 1}`;
      // A string, not a function: the TypeScript loader would wrap named helpers in calls the page lacks.
      await page.evaluate(`(() => {
        delete window.nextMs;
        let started = 0;
        document.addEventListener("pointerdown", () => { started = performance.now(); }, { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (![...document.querySelectorAll("h1,h2,h3")].some((h) => h.textContent.trim() === ${JSON.stringify(next)})) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => { window.nextMs = performance.now() - started; }, 0));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      })()`);
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("heading", { name: next }).waitFor();
      await page.waitForFunction(() => (window as unknown as { nextMs?: number }).nextMs !== undefined);
      times.push(Math.round(await page.evaluate(() => (window as unknown as { nextMs: number }).nextMs)));
    }
    return times;
  } finally {
    await browser.close();
  }
}

export async function measurePage(url: string): Promise<PageResults> {
  const db = await connect(url);
  const dataDir = mkdtempSync(join(tmpdir(), "qbank-page-"));
  buildServer();
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const app = startProductionServer(url, port, dataDir);
  try {
    await waitHealthy(`${base}/healthz`, app);
    const category = await db.query<{ id: string }>(
      `select id from categories where name like 'Synthetic %' order by rank limit 1`,
    );
    const learner = await db.query<{ n: number }>(
      `select count(*)::int as n from users where email like 'synthetic-%@bench.invalid'`,
    );
    // The learner before the one explain.ts uses; end any run left open by an earlier measurement.
    const email = learnerEmail(Math.max(1, learner.rows[0]!.n - 1));
    await db.query(
      `update runs set ended_at = now() where ended_at is null and user_id = (select id from users where email = $1)`,
      [email],
    );
    const loginLoads = await measureLogin(base, 5);
    const signInLoads = await measureSignIn(base, email, 5);
    const nextQuestionMs = await measureNext(base, email, category.rows[0]!.id, 8);
    const scripts = loginLoads.map((l) => l.scriptBytes);
    return {
      kind: "qbank-page",
      date: new Date().toISOString(),
      profile: PHONE,
      loginLoads,
      login: {
        lcpMsMedian: median(loginLoads.map((l) => l.lcpMs)),
        scriptBytes: median(scripts),
        scriptFiles: loginLoads[0]?.scriptFiles ?? 0,
      },
      signInLoads,
      signIn: { contentMsMedian: median(signInLoads.map((l) => l.contentMs)) },
      nextQuestionMs,
      nextQuestionMsMedian: median(nextQuestionMs),
    };
  } finally {
    await app.stop();
    await db.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  measurePage(benchDatabaseUrl())
    .then(async (results) => {
      await writeJsonResult("page.json", results);
      writeReport();
      console.log(
        JSON.stringify(
          { login: results.login, signIn: results.signInLoads, nextQuestionMs: results.nextQuestionMs },
          null,
          2,
        ),
      );
      console.log(`Wrote ${join(RESULTS_DIR, "page.json")} and docs/benchmarks.md`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    });
}
