import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
/** CI's PostgreSQL database of its own for the browser tests; the embedded database by default. */
const databaseUrl = process.env.E2E_DATABASE_URL;
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";
export const e2eBaseURL = `http://localhost:${port}`;

/**
 * Browser tests: Debian's Chromium against the app started as the README says, on a fresh data
 * folder. Each test makes the people it needs (e2e/fixtures.ts), so the files run on two workers.
 *
 * Tests tagged `@whole-bank` count the whole bank a learner sees, which the categories other tests
 * make and hide would change under them; they run in a project of their own once the rest is done
 * (a teardown project runs even when tests before it failed). A filtered run includes them too,
 * last; with `--no-deps` they run beside the rest, so add `--project parallel` to leave them out.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  projects: [
    { name: "parallel", grepInvert: /@whole-bank/, teardown: "whole bank" },
    { name: "whole bank", grep: /@whole-bank/ },
  ],
  use: {
    baseURL: e2eBaseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `rm -rf ${e2eDataDir} && npm start -w @qbank/server`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    // One trusted proxy hop: each test is a client of its own (`X-Forwarded-For`, e2e/fixtures.ts).
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      APP_URL: e2eBaseURL,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: "true" } : {}),
    },
  },
});
