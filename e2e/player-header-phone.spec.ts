import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { startMock, watchConsole } from "./helpers.ts";

const top = async (l: Locator) => (await l.boundingBox())?.y ?? Number.NaN;
/** Where an element's words start, inside its padding. */
const textLeft = (l: Locator) =>
  l.evaluate((el) => {
    const words = document.createRange();
    words.selectNodeContents(el);
    return words.getBoundingClientRect().left;
  });

for (const width of [375, 320]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 812 }, isMobile: true, hasTouch: true });

    test(`a mock's header keeps End on the line of Q1 and its tools, the clock on the next, the study aids on one line, nothing past the screen (${width} px)`, async ({
      page,
      diamond,
    }) => {
      const problems = watchConsole(page);
      await startMock(page, diamond);
      const title = page.getByRole("heading", { name: "Q1" });
      await expect(title).toBeVisible();
      const header = page.locator(".player-header");
      const end = header.getByRole("button", { name: "End", exact: true });
      const report = header.getByRole("button", { name: "Report question" });
      const timer = header.locator(".timer");
      const answered = header.getByLabel("Answered");
      const pace = header.getByLabel("Pace");

      const titleTop = await top(title);
      const endBox = await end.boundingBox();
      // One line: End's box reaches over the heading's middle.
      expect(endBox!.y).toBeLessThan(titleTop + 10);
      expect(await top(report)).toBeLessThan(titleTop + 10);
      expect(endBox!.x + endBox!.width).toBeLessThanOrEqual(width);

      const timerTop = await top(timer);
      expect(timerTop).toBeGreaterThan(endBox!.y + endBox!.height / 2);
      expect(Math.abs((await top(answered)) - timerTop)).toBeLessThan(8);
      expect(Math.abs((await top(pace)) - timerTop)).toBeLessThan(8);

      // Highlight and Clear highlights share a line, Highlight's word on the stem's left edge.
      const aids = page.getByRole("group", { name: "Study aids" });
      const highlight = aids.getByRole("button", { name: "Highlight", exact: true });
      const clear = aids.getByRole("button", { name: "Clear highlights" });
      expect(Math.abs((await top(highlight)) - (await top(clear)))).toBeLessThan(2);
      expect(Math.abs((await textLeft(highlight)) - (await textLeft(page.locator(".question-text"))))).toBeLessThan(2);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(problems).toEqual([]);
    });
  });
}

test.describe("375 px, the next question", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("a mock's next question heading, which takes focus after an answer, shows below the sticky top bar", async ({
    page,
    diamond,
  }) => {
    await startMock(page, diamond);
    await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
    await page.getByRole("button", { name: "Got it" }).click();
    const bar = page.locator(".topbar");
    for (const next of ["Q2", "Q3", "Q4"]) {
      await page.getByRole("radiogroup", { name: "Answer options" }).getByRole("radio").first().click();
      await page.getByRole("button", { name: "Submit" }).click();
      const heading = page.getByRole("heading", { name: next });
      await expect(heading).toBeFocused();
      const barBottom = await bar.evaluate((el) => el.getBoundingClientRect().bottom);
      expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(barBottom);
    }
  });
});
