import type { Locator, Page } from "@playwright/test";
import { answerQuestions, finishMocks } from "./answers.ts";
import { expectAxeClean } from "./axe-check.ts";
import { ADMIN_EMAIL, expect, test } from "./fixtures.ts";
import { logIn, watchConsole } from "./helpers.ts";

interface Box {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The tick labels of one chart's axes as drawn, per axis, with their boxes on screen. */
async function ticks(figure: Locator): Promise<{ x: Box[]; y: Box[]; chart: Box }> {
  return figure.evaluate((fig) => {
    const svg = fig.querySelector("svg.recharts-surface")?.getBoundingClientRect();
    const boxes = (sel: string) =>
      Array.from(fig.querySelectorAll<SVGTextElement>(`${sel}-tick-labels text`)).map((t) => {
        const r = t.getBoundingClientRect();
        return { text: t.textContent ?? "", left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      });
    const chart = svg
      ? { text: "chart", left: svg.left, right: svg.right, top: svg.top, bottom: svg.bottom }
      : { text: "none", left: 0, right: 0, top: 0, bottom: 0 };
    return { x: boxes(".recharts-xAxis"), y: boxes(".recharts-yAxis"), chart };
  });
}

/** Pairs of labels whose boxes overlap: crowded labels a person cannot read. */
function overlapping(boxes: Box[]): string[] {
  const clashes: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
        clashes.push(`${a.text} / ${b.text}`);
      }
    }),
  );
  return clashes;
}

/** Labels drawn partly outside the chart's own area, where the screen cuts them off. */
const clipped = (boxes: Box[], chart: Box) =>
  boxes
    .filter((b) => b.left < chart.left - 0.5 || b.right > chart.right + 0.5 || b.bottom > chart.bottom + 0.5)
    .map((b) => b.text);

/** The axis titles drawn in a chart. */
const axisTitles = (figure: Locator) =>
  figure.evaluate((fig) => Array.from(fig.querySelectorAll(".recharts-label")).map((l) => l.textContent ?? ""));

async function expectReadableAxes(figure: Locator, titles: string[]) {
  const { x, y, chart } = await ticks(figure);
  expect(x.length).toBeGreaterThan(0);
  expect(clipped([...x, ...y], chart)).toEqual([]);
  expect(overlapping(x)).toEqual([]);
  expect(overlapping(y)).toEqual([]);
  expect(await axisTitles(figure)).toEqual(expect.arrayContaining(titles));
}

const sizes = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

async function categoryNames(page: Page): Promise<string[]> {
  const res = await page.request.get("/api/qbank/categories");
  return ((await res.json()) as { message: { name: string }[] }).message.map((c) => c.name);
}

for (const size of sizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test("the performance charts say what they show, with whole names, short dates and titled axes", async ({
      page,
      diamond,
    }) => {
      const problems = watchConsole(page);
      await logIn(page, diamond.email, diamond.password);
      await answerQuestions(page, 4);
      const before = await categoryNames(page);
      await page.goto("/user/qbank/performance");
      const chart = (title: string) =>
        page.locator("figure.chart-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

      const perCategory = chart("Tried Questions per Category");
      await expect(perCategory.locator(".recharts-bar-rectangle").first()).toBeVisible();
      await expectReadableAxes(perCategory, ["Category", "Questions"]);
      // Every name whole (wrapped lines joined), none cut with an ellipsis.
      const drawn = await perCategory.evaluate((fig) =>
        Array.from(fig.querySelectorAll(".recharts-yAxis-tick-labels text")).map((t) =>
          Array.from(t.querySelectorAll("tspan"))
            .map((s) => s.textContent ?? "")
            .join(" "),
        ),
      );
      // Other tests may add or hide a category of their own meanwhile: every name drawn is a
      // category's whole name, and every category there throughout is drawn.
      const after = await categoryNames(page);
      expect(drawn.filter((name) => !before.includes(name) && !after.includes(name))).toEqual([]);
      expect(before.filter((name) => after.includes(name) && !drawn.includes(name))).toEqual([]);

      const days = chart("Answers per Day, last 7 Days");
      await expect(days.locator(".recharts-bar-rectangle").first()).toBeVisible();
      await expectReadableAxes(days, ["Day", "Answers"]);

      const weeks = chart("Answers per Week, last 12 Weeks");
      await expect(weeks.locator(".recharts-bar-rectangle").first()).toBeVisible();
      await expectReadableAxes(weeks, ["Week starting Monday", "Answers"]);
      for (const label of (await ticks(weeks)).x) expect(label.text).toMatch(/^\d{1,2} [A-Z][a-z]{2}$/);

      await expectAxeClean(page, "the performance page");
      expect(problems).toEqual([]);
    });

    test("the admin visitors per day keep their date labels apart", async ({ page }) => {
      const problems = watchConsole(page);
      await logIn(page, ADMIN_EMAIL);
      await page.goto("/admin/dashboard");
      const chart = (title: string) =>
        page.locator("figure.chart-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(chart("Visitors per day").locator(".recharts-cartesian-axis-tick-label text").first()).toBeVisible();
      await expectReadableAxes(chart("Visitors per day"), ["Day", "Visitors"]);
      await expectReadableAxes(chart("Visitors per week"), ["Week starting Monday", "Visitors"]);
      await expectReadableAxes(chart("Users per level"), ["Level", "Users"]);
      await expectAxeClean(page, "the admin dashboard");
      expect(problems).toEqual([]);
    });
  });
}

// The pace chart's labels ("24 Nov 14:05") are the widest drawn under a point, and the last is
// always drawn: it ends inside the chart on a laptop and on a phone.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the pace chart's last date is drawn whole at ${viewport.width} px`, async ({ page, diamond }) => {
    await page.setViewportSize(viewport);
    const problems = watchConsole(page);
    await logIn(page, diamond.email, diamond.password);
    await finishMocks(page, 3);
    await page.goto("/user/qbank/performance");
    const pace = page
      .locator("figure.chart-card")
      .filter({ has: page.getByRole("heading", { name: "Pace per Mock", exact: true }) });
    await expect(pace.locator(".recharts-xAxis-tick-labels text").first()).toBeVisible();
    const { x, chart } = await ticks(pace);
    const last = x.at(-1);
    expect(last?.text).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{2}:\d{2}$/);
    expect(clipped(x, chart)).toEqual([]);
    await expectReadableAxes(pace, ["Mock started", "Seconds per question"]);
    // These mocks took seconds a question: the axis still reaches the exam's minute, and its line shows.
    await expect(pace.getByText("1 min", { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });
}
