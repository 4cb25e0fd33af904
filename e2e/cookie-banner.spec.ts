import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { watchConsole } from "./helpers.ts";

const sizes = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 800 },
];

/**
 * Scrolls each control and text of the main content to the bottom edge of the window, where a
 * banner fixed there would sit, and names those that something else covers at their centre.
 */
async function coveredThings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const things = document.querySelectorAll<HTMLElement>(
      "main button, main a, main input, main h1, main h2, main p, main label",
    );
    const covered: string[] = [];
    for (const el of Array.from(things)) {
      if (!el.checkVisibility()) continue;
      el.scrollIntoView({ block: "end", inline: "nearest" });
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(el === hit || el.contains(hit) || hit.contains(el))) {
        covered.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
      }
    }
    return covered;
  });
}

for (const size of sizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("the cookie banner covers nothing of signup's longer form while it shows", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto("/signup");
      const banner = page.getByRole("region", { name: "Cookie notice" });
      await expect(banner).toBeVisible();
      await page.getByLabel("Email").fill(`cookie-${size.name}@example.com`);
      await page.getByRole("button", { name: "Continue" }).click();
      // Every field wrong: the error texts make the form as long as it gets.
      await page.getByRole("button", { name: "Sign up" }).click();
      await expect(page.getByText("Please enter your given name!")).toBeVisible();
      await expect(banner).toBeVisible();
      expect(await coveredThings(page)).toEqual([]);
      await expectAxeClean(page, "signup step 2 with errors and the cookie banner");
      expect(problems).toEqual([]);
    });

    test("the cookie banner covers nothing of the dashboard while it shows", async ({ page, diamond }) => {
      const problems = watchConsole(page);
      await page.goto("/login");
      await page.getByLabel("Email").fill(diamond.email);
      await page.getByLabel("Password", { exact: true }).fill(diamond.password);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      // A paid learner lands on the bank; the dashboard is one click away.
      await expect(page).toHaveURL(/\/user\/qbank$/);
      await page.goto("/user/dashboard");
      await expect(page).toHaveURL(/\/user\/dashboard$/);
      await expect(page.getByRole("heading", { name: "Plans" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Cookie notice" })).toBeVisible();
      expect(await coveredThings(page)).toEqual([]);
      await expectAxeClean(page, "the dashboard with the cookie banner");
      await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "OK" }).click();
      await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  });
}
