import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { acceptCookies, categoryId, logIn, watchConsole } from "./helpers.ts";

const screens = [
  { path: "/user/dashboard", heading: "Dashboard" },
  { path: "/user/qbank", heading: "QBank" },
  { path: "/user/qbank/performance", heading: "Your Performance" },
  { path: "/user/qbank/mock", heading: "Mock Test" },
  { path: "/user/revision", heading: "Revision Keys" },
  { path: "/user/revision/review", heading: "Review today" },
  { path: "/user/account", heading: "Account" },
  { path: "/user/support", heading: "Support" },
];

/** The procedures of each tRPC read the page sends, one list per request. */
function watchReads(page: Page): string[][] {
  const reads: string[][] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.startsWith("/trpc/")) {
      reads.push(url.pathname.slice("/trpc/".length).split(","));
    }
  });
  return reads;
}

test("each learner screen asks for all it reads in one request, beside the navigation guard", async ({
  page,
  diamond,
}) => {
  const problems = watchConsole(page);
  await logIn(page, diamond.email, diamond.password);
  const category = {
    path: `/user/qbank/category/${await categoryId(page, "Cardiology")}`,
    heading: "QBank # Cardiology",
  };
  for (const screen of [...screens, category]) {
    const reads = watchReads(page);
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(reads, `${screen.path} asked again after its first request`).toHaveLength(1);
    expect(reads[0]).toContain("auth.guard");
    page.removeAllListeners("request");
  }
  expect(problems).toEqual([]);
});

test("signing in lands on the learner's home with one read, the menu already whole", async ({ page, diamond }) => {
  await page.goto("/login");
  await acceptCookies(page);
  const reads = watchReads(page);
  await page.getByLabel("Email").fill(diamond.email);
  await page.getByLabel("Password", { exact: true }).fill(diamond.password);
  reads.length = 0;
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/user\/qbank$/);
  const menu = page.getByRole("navigation", { name: "Learner menu" }).first();
  await expect(menu.getByRole("link", { name: "Revision Keys" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const asked = reads.flat();
  expect(asked).toContain("qbank.categories");
  expect(asked).not.toContain("auth.userData");
  expect(reads.filter((r) => r.includes("qbank.categories"))).toHaveLength(1);
});
