import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core on what the page shows now (an open dialog included: Radix hides the rest of the
 * page from assistive technology, so axe checks the dialog and what a reader can reach) against
 * WCAG 2.1 A and AA, or only the named `rules`, optionally `within` one part of the page, and
 * fails with each broken rule and where it broke.
 */
export async function expectAxeClean(page: Page, what: string, options: { rules?: string[]; within?: string } = {}) {
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
