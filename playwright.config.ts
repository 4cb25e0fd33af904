import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

/** Browser tests: Debian's Chromium against the app started as the README says, on a fresh data folder. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
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
    env: { PORT: String(port), DATA_DIR: e2eDataDir, APP_URL: `http://localhost:${port}`, LOG_LEVEL: "warn" },
  },
});
