import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { logIn, watchConsole } from "./helpers.ts";

test.use({ viewport: { width: 375, height: 812 } });

test("on the phone, ticking an MLA area brings its Practise bar within reach, with targets of 24 px", async ({
  page,
  learner,
}) => {
  const problems = watchConsole(page);
  await logIn(page, learner.email, learner.password);
  await page.goto("/user/qbank/areas");
  const area = page.getByRole("checkbox", { name: "Respiratory" });
  await area.scrollIntoViewIfNeeded();
  const box = await area.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  await area.check();
  const bar = page.getByRole("region", { name: "Chosen areas" });
  await expect(bar).toContainText("1 area ticked");
  const go = bar.getByRole("link", { name: "Practise 1 area" });
  await expect(go).toBeInViewport();
  await expectAxeClean(page, "By MLA area on the phone with an area ticked");
  await page.getByRole("checkbox", { name: "Cardiovascular" }).check();
  await expect(bar.getByRole("link", { name: "Practise 2 areas" })).toBeInViewport();
  await bar.getByRole("link", { name: "Practise 2 areas" }).click();
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("at 320 px every checkbox of the session builder keeps its size beside a long name", async ({ page, learner }) => {
  await page.setViewportSize({ width: 320, height: 812 });
  await logIn(page, learner.email, learner.password);
  await page.goto("/user/qbank");
  const areas = page.getByRole("group", { name: "MLA areas" });
  await expect(areas.getByRole("checkbox", { name: "General practice and primary healthcare" })).toBeVisible();
  const sizes = await page
    .getByRole("region", { name: "Build a session" })
    .getByRole("checkbox")
    .evaluateAll((boxes) => boxes.map((b) => `${b.getBoundingClientRect().width}x${b.getBoundingClientRect().height}`));
  expect(sizes.length).toBeGreaterThan(1);
  expect(new Set(sizes)).toEqual(new Set([sizes[0]]));
});
