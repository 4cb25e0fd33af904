import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { acceptCookies, watchConsole } from "./helpers.ts";

test.use({ viewport: { width: 375, height: 812 } });

test("a long email stays inside signup step 2 on a phone", async ({ page }) => {
  const problems = watchConsole(page);
  const email = `a.very.long.name.of.a.doctor.in.training.${"x".repeat(40)}@nhs-foundation-trust-hospital.nhs.uk`;
  await page.goto("/signup");
  await acceptCookies(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Signing up as")).toBeVisible();
  // Nothing scrolls sideways, and every element ends inside the window.
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = Array.from(document.querySelectorAll<HTMLElement>("main *"))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    return { scroll: document.documentElement.scrollWidth - width, out };
  });
  expect(overflow).toEqual({ scroll: 0, out: [] });
  await expectAxeClean(page, "signup step 2 with a long email");
  expect(problems).toEqual([]);
});
