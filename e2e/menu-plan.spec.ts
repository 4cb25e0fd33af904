import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { logIn, watchConsole } from "./helpers.ts";

test("a Basic learner's menu leads to the Stats and Revision Keys their plan can use", async ({ page, learner }) => {
  const problems = watchConsole(page);
  await logIn(page, learner.email, learner.password);
  await page.goto("/user/dashboard");
  const menu = page.getByRole("navigation", { name: "Learner menu" }).first();
  await expect(menu.getByRole("link", { name: "Demo Qbank" })).toBeVisible();
  await menu.getByRole("link", { name: "Stats" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Performance" })).toBeVisible();
  await expectAxeClean(page, "Stats from a Basic learner's menu");
  await menu.getByRole("link", { name: "Revision Keys" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Revision Keys" })).toBeVisible();
  await expectAxeClean(page, "Revision Keys from a Basic learner's menu");
  expect(problems).toEqual([]);
});

test("on the phone the Basic learner's drawer lists Stats and Revision Keys", async ({ page, learner }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page, learner.email, learner.password);
  await page.goto("/user/dashboard");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: "Stats" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Revision Keys" })).toBeVisible();
  // It opens on the page's own link, not on Log Out, where Enter would sign out.
  await expect(drawer.getByRole("link", { name: "Dashboard" })).toBeFocused();
  await expectAxeClean(page, "the phone's menu for a Basic learner");
});

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 720 } },
  { name: "phone", viewport: { width: 375, height: 812 } },
]) {
  test(`Buy and See the plans lead to the plan cards, in view (${name})`, async ({ page, learner }) => {
    const problems = watchConsole(page);
    await page.setViewportSize(viewport);
    await logIn(page, learner.email, learner.password);
    await page.goto("/user/qbank/mock");
    await page.getByRole("button", { name: "Buy Diamond Plan" }).click();
    await expect(page).toHaveURL(/\/user\/dashboard#plans$/);
    const plans = page.getByRole("heading", { level: 2, name: "Plans" });
    await expect(plans).toBeFocused();
    await expect(plans).toBeInViewport();
    await expect(page.getByRole("button", { name: "Buy Silver Plan" })).toBeInViewport();

    await page.goto("/user/qbank");
    await page.getByRole("link", { name: "See the plans on your dashboard" }).click();
    await expect(plans).toBeFocused();
    await expect(plans).toBeInViewport();
    expect(problems).toEqual([]);
  });
}
