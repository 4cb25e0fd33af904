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

/**
 * Finishes `count` Mock Tests through the legacy API, each with its first question shown and
 * answered, so the pace chart has a point per mock. The learner needs a level with mocks (3+).
 */
export async function finishMocks(page: Page, count: number) {
  const post = async (path: string, data?: object) => {
    const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
    const res = await page.request.post(path, { data, headers: { "X-XSRF-TOKEN": xsrf } });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return ((await res.json()) as { message: unknown }).message;
  };
  for (let i = 0; i < count; i++) {
    const mock = (await post("/api/qbank/start/mock")) as { run: { _id: string }; questions: { _id: string }[] };
    const [first] = mock.questions;
    if (!first) throw new Error("a mock without questions");
    await post("/api/qbank/shown", { run: mock.run._id, question: first._id });
    await post("/api/qbank/submit", { run: mock.run._id, question: first._id, answer: 1 });
    await post("/api/qbank/end", { id: mock.run._id });
  }
}
