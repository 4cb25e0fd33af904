import { expect, type Page } from "@playwright/test";

/** Answers questions through the legacy API, as the old client would, to give the charts known data. */
export async function answerQuestions(page: Page, count: number) {
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
