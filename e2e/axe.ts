import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on any WCAG 2.1 A or AA violation axe-core finds on what the page shows now (an open
 * dialog included: Radix hides the rest of the page from assistive technology, so axe checks
 * the dialog and what a reader can reach).
 */
export async function expectAxeClean(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}
