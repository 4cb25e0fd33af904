import { newId } from "@qbank/db";
import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function practice() {
  const category = await createCategoryWithQuestions(h.deps.db, { count: 3 });
  const learner = await signedIn(h, { level: 2 });
  const start = await learner.api.qbank.start({ mode: "all", category: [category.id] });
  return { ...learner, start };
}

describe("study aids", () => {
  it("keeps struck options and merged highlights per question for the run", async () => {
    const { api, start } = await practice();
    const [q, other] = start.questions;
    expect(q).toMatchObject({ struck: [], highlights: [] });
    const saved = await api.qbank.mark({
      run: start.run.id,
      question: q!.id,
      struck: [4, 2],
      highlights: [
        { start: 5, end: 9 },
        { start: 0, end: 3 },
        { start: 8, end: 12 },
      ],
    });
    expect(saved).toEqual({
      question: q!.id,
      struck: [2, 4],
      highlights: [
        { start: 0, end: 3 },
        { start: 5, end: 12 },
      ],
    });
    const resumed = await api.qbank.run({ id: start.run.id });
    expect(resumed.questions.find((x) => x.id === q!.id)).toMatchObject({
      struck: [2, 4],
      highlights: saved.highlights,
    });
    expect(resumed.questions.find((x) => x.id === other!.id)).toMatchObject({ struck: [], highlights: [] });

    const cleared = await api.qbank.mark({ run: start.run.id, question: q!.id, struck: [2], highlights: [] });
    expect(cleared).toMatchObject({ struck: [2], highlights: [] });
  });

  it("answers a replay with its first reply, even after a later change", async () => {
    const { api, start } = await practice();
    const q = start.questions[0]!;
    const first = { run: start.run.id, question: q.id, struck: [1], highlights: [], device_id: newId() };
    const reply = await api.qbank.mark(first);
    await api.qbank.mark({ run: start.run.id, question: q.id, struck: [1, 3], highlights: [] });
    await expect(api.qbank.mark(first)).resolves.toEqual(reply);
    const resumed = await api.qbank.run({ id: start.run.id });
    expect(resumed.questions[0]!.struck).toEqual([1, 3]);
  });

  it("refuses aids outside the question, twice-struck options and another learner's run", async () => {
    const { api, start } = await practice();
    const q = start.questions[0]!;
    const base = { run: start.run.id, question: q.id, struck: [], highlights: [] };
    const outside = await failure(
      api.qbank.mark({ ...base, highlights: [{ start: 0, end: q.question_text.length + 1 }] }),
    );
    expect(outside).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "highlights", message: "A highlight lies outside the question." }],
    });
    expect((await failure(api.qbank.mark({ ...base, struck: [2, 2] }))).code).toBe("BAD_REQUEST");
    expect((await failure(api.qbank.mark({ ...base, struck: [6] }))).code).toBe("BAD_REQUEST");
    expect((await failure(api.qbank.mark({ ...base, highlights: [{ start: 4, end: 4 }] }))).code).toBe("BAD_REQUEST");
    const stranger = await signedIn(h, { level: 2 });
    expect((await failure(stranger.api.qbank.mark(base))).code).toBe("NOT_FOUND");
  });
});
