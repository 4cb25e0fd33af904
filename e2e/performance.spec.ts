import { expect, test, type Page } from "@playwright/test";
import { logIn, watchConsole } from "./helpers.ts";

/** Answers questions through the legacy API, as the old client would, to give the charts known data. */
async function answerQuestions(page: Page, count: number) {
  const xsrf = async () => (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const cats = (await (await page.request.get("/api/qbank/categories")).json()) as { message: { _id: string }[] };
  const start = await page.request.post("/api/qbank/start", {
    data: { mode: "all", category: cats.message.map((c) => c._id).join(",") },
    headers: { "X-XSRF-TOKEN": await xsrf() },
  });
  const run = (await start.json()) as { message: { questions: { _id: string }[] } };
  for (const [i, q] of run.message.questions.slice(0, count).entries()) {
    const res = await page.request.post("/api/qbank/submit", {
      data: { question: q._id, answer: i % 2 === 0 ? 1 : 2 },
      headers: { "X-XSRF-TOKEN": await xsrf() },
    });
    expect(res.status()).toBe(200);
  }
}

test("the performance page draws five charts from known data", async ({ page }) => {
  const problems = watchConsole(page);
  await logIn(page, "diamond@example.com");
  await answerQuestions(page, 4);
  await page.goto("/user/qbank/performance");
  await expect(page.getByRole("heading", { name: "Your Performance" })).toBeVisible();
  const figures = page.locator("figure.chart-card");
  await expect(figures).toHaveCount(5);
  for (const title of [
    "Tried Questions",
    "Tried Questions per Category",
    "Tried Questions last Days",
    "Tried Questions last Week",
    "Pace per Mock",
  ]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/\d+ questions? tried: [\d.]+% right, [\d.]+% wrong\./)).toBeVisible();
  await expect(figures.nth(0).locator(".recharts-pie-sector")).toHaveCount(2);
  for (const i of [1, 2, 3]) {
    await expect(figures.nth(i).locator(".recharts-bar-rectangle").first()).toBeVisible();
  }
  await expect(page.locator(".recharts-legend-wrapper")).toHaveCount(0);
  // Pace per Mock: a line once a mock has ended (another file may have ended one), else what to do.
  await expect(
    figures.nth(4).locator(".recharts-line").or(figures.nth(4).getByText("Finish a timed mock")).first(),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
