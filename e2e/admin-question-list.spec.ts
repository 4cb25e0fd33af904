import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { ADMIN_EMAIL } from "./fixtures.ts";
import { logIn, watchConsole } from "./helpers.ts";

test.use({ viewport: { width: 1280, height: 800 } });

/** A stem past the 200 characters the list shows before folding. */
const LONG = "A 67-year-old man presents with breathlessness on exertion and ankle swelling. ".repeat(4);

test("the admin question list gives the text room, folds long stems and pages by 50", async ({
  page,
  adminApi,
  categories,
}) => {
  // Fifty-five questions of its own, found by a word only they carry: other tests add and
  // remove questions meanwhile, so the whole bank's count is not this test's to rely on.
  const token = `qlist${randomUUID().slice(0, 8)}`;
  const { id: category } = await categories.make("Question list");
  for (let i = 1; i <= 55; i++) {
    const options = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`option_${n}`, `Option ${n}`]));
    const data = { category, text: `Case ${i} ${token}. ${LONG}`, ...options, url: "", solution: "Option 1." };
    await adminApi.post("/api/admin/question", { multipart: { data: JSON.stringify(data) } });
  }
  const problems = watchConsole(page);
  await logIn(page, ADMIN_EMAIL);
  await page.goto(`/admin/questions?q=${token}&sort=hardest`);
  const rows = page.getByRole("table", { name: "Questions" }).locator("tbody tr");
  await expect(page.getByText("Showing the first 50 matches")).toBeVisible();
  await expect(rows).toHaveCount(50);
  // The question column has the room: the widest, while the whole table, Edit included, fits a
  // laptop's window without scrolling sideways.
  const textCell = rows.first().locator('td[data-label="Question"]');
  const textWidth = (await textCell.boundingBox())?.width ?? 0;
  expect(textWidth).toBeGreaterThanOrEqual(256);
  const others = await rows
    .first()
    .locator('td:not([data-label="Question"])')
    .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().width));
  expect(Math.max(...others)).toBeLessThan(textWidth);
  const viewport = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
  const edit = await rows
    .first()
    .getByRole("link", { name: /^Edit: / })
    .boundingBox();
  expect((edit?.x ?? Infinity) + (edit?.width ?? 0)).toBeLessThanOrEqual(viewport);
  // A long stem shows its first words; the rest unfolds on demand.
  const folded = rows.first().locator("details.ad-stem");
  await expect(folded).not.toHaveAttribute("open");
  await folded.getByText("Show all").click();
  await expect(folded).toHaveAttribute("open");
  await expectAxeClean(page, "the question list's first page");

  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=hardest/);
  await expect(page.getByText("Showing matches 51–55")).toBeVisible();
  await expect(page.getByText("Page 2")).toBeVisible();
  await expect(rows).toHaveCount(5);
  await expect(page.getByRole("button", { name: "Previous page" })).toBeEnabled();
  await expectAxeClean(page, "the question list's second page");
  // A new order starts again from the first page.
  await page.getByLabel("Order", { exact: true }).selectOption({ label: "Newest first" });
  await expect(page).not.toHaveURL(/page=/);
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  await expect(page.getByText("Showing the first 50 matches")).toBeVisible();
  expect(problems).toEqual([]);
});
