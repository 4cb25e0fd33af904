import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core on what the page shows now (an open dialog included: Radix hides the rest of the
 * page from assistive technology, so axe checks the dialog and what a reader can reach) against
 * WCAG 2.1 A and AA, or only the named `rules`, optionally `within` one part of the page, and
 * fails with each broken rule and where it broke. It waits for running animations first.
 */
export async function expectAxeClean(page: Page, what: string, options: { rules?: string[]; within?: string } = {}) {
  // A dialog fading in is half transparent: its colours are judged once every animation has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  if (options.rules) builder.withRules(options.rules);
  else builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (options.within) builder.include(options.within);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) => `${v.impact ?? "?"} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}
