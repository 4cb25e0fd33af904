import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core on what the page shows now (an open dialog included) against WCAG 2.1 A and AA,
 * or only the named `rules`, and fails with each broken rule and where it broke.
 */
export async function expectAxeClean(page: Page, what: string, rules?: string[]) {
  const builder = new AxeBuilder({ page });
  if (rules) builder.withRules(rules);
  else builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) => `${v.impact ?? "?"} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}
