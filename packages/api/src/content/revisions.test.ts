import { createCategoryWithQuestions, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { wrongOf } from "#test/answers.ts";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(TEST_NOW));

const form = (category: string, key = "Pericarditis") => ({
  category,
  text: "A 30-year-old has pleuritic chest pain relieved by sitting forward. Diagnosis?",
  option_1: key,
  option_2: "Angina",
  option_3: "Pneumonia",
  option_4: "GORD",
  option_5: "Costochondritis",
  solution: "Pain relieved by sitting forward.",
  url: "",
});

describe("question history", () => {
  it("keeps every hand change as a revision, dates a change of key, and restores an old revision", async () => {
    const { api } = await signedIn(h, { level: 6, first_name: "Ada", second_name: "Admin" });
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 0 });
    const made = await api.admin.questionCreate(form(cat.id));
    h.clock.set("2026-06-18T09:00:00Z");
    await api.admin.questionEdit({ ...form(cat.id), id: made.id });
    expect(await api.content.history({ id: made.id })).toHaveLength(1);

    h.clock.set("2026-06-19T09:00:00Z");
    await api.admin.questionEdit({ ...form(cat.id, "Myocarditis"), id: made.id, solution: "Changed." });
    const row = await h.deps.db
      .selectFrom("questions")
      .select("key_changed_at")
      .where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    expect(row.key_changed_at?.toISOString()).toBe("2026-06-19T09:00:00.000Z");
    const history = await api.content.history({ id: made.id });
    expect(history.map((r) => [r.number, r.source, r.changed, r.author, r.created_at])).toEqual([
      [2, "form", ["key", "explanation"], "Ada Admin", "2026-06-19T09:00:00.000Z"],
      [1, "form", ["created"], "Ada Admin", new Date(TEST_NOW).toISOString()],
    ]);
    expect(history[0]!.snapshot.options[0]).toBe("Myocarditis");

    h.clock.set("2026-06-20T09:00:00Z");
    const restored = await api.content.restore({ id: made.id, number: 1 });
    expect(restored[0]).toMatchObject({ number: 3, source: "restore", changed: ["key", "explanation"] });
    expect(await api.admin.question({ id: made.id })).toMatchObject({
      option_1: "Pericarditis",
      solution: "Pain relieved by sitting forward.",
    });
    expect((await failure(api.content.restore({ id: made.id, number: 9 }))).code).toBe("NOT_FOUND");
  });
});

describe("a question that came with the seed or a bulk load", () => {
  it("keeps what it was first as revision 1 at its first change, so its first text can be restored", async () => {
    const { api } = await signedIn(h, { level: 6, first_name: "Ada", second_name: "Admin" });
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 1 });
    const id = cat.questionIds[0]!;
    const stored = () =>
      h.deps.db
        .selectFrom("questions")
        .select(["question_text", "explanation_text"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const first = await stored();
    expect(await api.content.history({ id })).toEqual([]);

    h.clock.set("2026-06-18T09:00:00Z");
    await api.admin.questionEdit({ ...form(cat.id), id });
    const history = await api.content.history({ id });
    expect(history.map((r) => [r.number, r.source, r.author])).toEqual([
      [2, "form", "Ada Admin"],
      [1, "original", null],
    ]);
    expect(history[1]!.changed).toEqual(["created"]);
    expect(history[1]!.snapshot).toMatchObject({ text: first.question_text, explanation: first.explanation_text });

    await api.content.restore({ id, number: 1 });
    expect(await stored()).toEqual(first);
    // Only the first change keeps it: the question now has revisions of its own.
    expect((await api.content.history({ id })).map((r) => r.source)).toEqual(["restore", "form", "original"]);
  });
});

describe("question tags", () => {
  it("tags many questions at once, sets one question's tags, and keeps each change as a revision", async () => {
    const { api } = await signedIn(h, { level: 6 });
    const map = await api.content.map();
    const id = (name: string) => map.entries.find((e) => e.name === name)!.id;
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 2 });
    const [a, b] = cat.questionIds as [string, string];
    expect(await api.content.tag({ question_ids: [a, b], area_ids: [id("Cardiovascular")] })).toEqual({ tagged: 2 });
    await api.content.tag({ question_ids: [a], area_ids: [id("Surgery")], mode: "add" });
    expect(new Set(await api.content.tags({ id: a }))).toEqual(new Set([id("Cardiovascular"), id("Surgery")]));
    await api.content.tag({ question_ids: [b], area_ids: [id("Cancer")], mode: "set" });
    expect(await api.content.tags({ id: b })).toEqual([id("Cancer")]);
    const history = await api.content.history({ id: b });
    expect(history.map((r) => r.changed)).toEqual([["tags"], ["tags"], ["created"]]);
    // The diff reads names, not ids: the areas', and the category's.
    expect(history.map((r) => r.snapshot.area_names)).toEqual([["Cancer"], ["Cardiovascular"], []]);
    expect(history[0]!.snapshot.category_name).toBe((await api.admin.categories()).find((c) => c.id === cat.id)!.name);
    expect((await failure(api.content.tag({ question_ids: [a], area_ids: [cat.id] }))).items).toEqual([
      { object: "areas", message: "Unknown MLA area." },
    ]);
    expect((await failure(api.content.tag({ question_ids: [], area_ids: [], mode: "add" }))).items).toEqual([
      { object: "question_ids", message: "Choose the questions." },
      { object: "area_ids", message: "Choose one or more MLA areas." },
    ]);
    await api.content.tag({ question_ids: [b], area_ids: [], mode: "set" });
    expect(await api.content.tags({ id: b })).toEqual([]);
  });
});

describe("the admin list's key-change mark", () => {
  it("marks a question whose key changed for 30 days", async () => {
    const { api } = await signedIn(h, { level: 6 });
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 0 });
    const made = await api.admin.questionCreate({ ...form(cat.id), text: "Key mark question: which drug?" });
    const listed = async () => (await api.admin.questions({ q: "Key mark question" })).find((q) => q.id === made.id)!;
    expect((await listed()).key_changed_at).toBeNull();
    h.clock.set("2026-06-18T09:00:00Z");
    await api.admin.questionEdit({ ...form(cat.id, "Aspirin"), text: "Key mark question: which drug?", id: made.id });
    h.clock.set("2026-07-18T09:00:00Z");
    expect((await listed()).key_changed_at).toBe("2026-06-18T09:00:00.000Z");
    h.clock.set("2026-07-18T09:00:01Z");
    expect((await listed()).key_changed_at).toBeNull();
  });
});

describe("the learner's note on a corrected answer", () => {
  it("shows on the review card of a learner who answered before the key changed", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 1, level: 2 });
    const learner = await signedIn(h);
    const run = await learner.api.qbank.start({ mode: "all", category: [cat.id] });
    const q = run.questions[0]!;
    await learner.api.qbank.submit({ run: run.run.id, question: q.id, answer: wrongOf(q) });
    expect((await learner.api.review.due()).cards[0]?.corrected_at).toBeNull();

    h.clock.set("2026-06-25T08:00:00Z");
    const { api } = await signedIn(h, { level: 6 });
    const current = await api.admin.question({ id: q.id });
    const { option_2, option_3, option_4, option_5, text, solution } = current;
    const fields = { option_2, option_3, option_4, option_5, text, solution };
    await api.admin.questionEdit({ ...fields, category: cat.id, option_1: "A corrected key", id: q.id });
    expect((await learner.api.review.due()).cards[0]?.corrected_at).toBe("2026-06-25T08:00:00.000Z");
  });
});
