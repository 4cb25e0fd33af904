import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { callerFor, createHarness, signedIn, type Harness } from "#test/harness.ts";

/** Revision keys through the procedures on a real database: search, paging, order, get, delete, access. */

let h: Harness;

type Api = Awaited<ReturnType<typeof signedIn>>["api"];

const NOT_FOUND_ITEMS = [{ object: "revision key", message: "The revision key was not found." }];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN_ID = "01890a5d-ac96-7b1e-8a3c-0d4f2b6c9e11";

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** A category whose questions get these texts and explanations (the saved answer is the explanation). */
async function categoryWith(name: string, questions: { text: string; explanation: string }[]) {
  const category = await createCategoryWithQuestions(h.deps.db, { name, count: questions.length });
  for (const [i, q] of questions.entries()) {
    await h.deps.db
      .updateTable("questions")
      .set({ question_text: q.text, explanation_text: q.explanation })
      .where("id", "=", category.questionIds[i]!)
      .execute();
  }
  return category;
}

/** Saves keys one after another (oldest first) and answers their ids in that order. */
async function saveAll(api: Api, questionIds: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const question of questionIds) ids.push((await api.revisionKeys.save({ question })).id);
  return ids;
}

describe("searching revision keys", () => {
  let api: Api;
  /** Key ids by what makes each one findable. */
  let keys: Record<
    "gout" | "percent" | "fivehundred" | "underscore" | "noUnderscore" | "backslash" | "renal1" | "renal2",
    string
  >;

  beforeAll(async () => {
    const rheum = await categoryWith("Rheumatology", [
      { text: "Which drug prevents gout attacks long term?", explanation: "Allopurinol lowers serum urate." },
      { text: "How much of the dose is given in CKD?", explanation: "Give 50% of the usual dose." },
      { text: "What is the usual adult dose?", explanation: "Give 500 mg twice daily." },
      { text: "When is the peak level reached?", explanation: "The t_max is about 2 hours." },
      { text: "When is the trough level reached?", explanation: "The tXmax label is wrong here." },
      { text: "Where is the protocol kept?", explanation: "On the shared drive at C:\\protocols." },
    ]);
    const renal = await categoryWith("Renal Medicine", [
      { text: "What is the first step in hyperkalaemia?", explanation: "Calcium gluconate protects the heart." },
      { text: "What defines stage 3 CKD?", explanation: "An eGFR of 30 to 59." },
    ]);
    ({ api } = await signedIn(h));
    const [gout, percent, fivehundred, underscore, noUnderscore, backslash] = await saveAll(api, rheum.questionIds);
    const [renal1, renal2] = await saveAll(api, renal.questionIds);
    keys = { gout, percent, fivehundred, underscore, noUnderscore, backslash, renal1, renal2 } as typeof keys;

    // Another learner's key that would match every search below: never listed to this one.
    const other = await signedIn(h);
    await other.api.revisionKeys.save({ question: rheum.questionIds[0]! });
  });

  const found = async (query: string) => {
    const page = await api.revisionKeys.list({ query, size: 100 });
    expect(page.count).toBe(page.revisions.length);
    return page.revisions.map((r) => r.id).sort();
  };

  it("finds a key by its question text, its saved answer or its category name", async () => {
    expect(await found("prevents gout")).toEqual([keys.gout]);
    expect(await found("serum urate")).toEqual([keys.gout]);
    expect(await found("renal medicine")).toEqual([keys.renal1, keys.renal2].sort());
    // A word only in the category name finds the whole category.
    expect((await found("rheumatology")).length).toBe(6);
    expect(await found("no such topic anywhere")).toEqual([]);
  });

  it("is case-insensitive and ignores the spaces around the search", async () => {
    expect(await found("ALLOPURINOL")).toEqual([keys.gout]);
    expect(await found("aLLoPuRiNoL")).toEqual([keys.gout]);
    expect(await found("  Renal MEDICINE  ")).toEqual([keys.renal1, keys.renal2].sort());
    expect(await found("   ")).toHaveLength(8);
  });

  it("takes % _ and \\ literally, not as wildcards", async () => {
    expect(await found("50%")).toEqual([keys.percent]);
    expect(await found("%")).toEqual([keys.percent]);
    expect(await found("t_max")).toEqual([keys.underscore]);
    expect(await found("_")).toEqual([keys.underscore]);
    expect(await found("C:\\protocols")).toEqual([keys.backslash]);
    expect(await found("\\")).toEqual([keys.backslash]);
    // Unescaped, "\p" would mean a plain "p" and match most keys.
    expect(await found("\\p")).toEqual([keys.backslash]);
  });

  it("answers the key with its question, answer, category and creation time", async () => {
    const page = await api.revisionKeys.list({ query: "allopurinol" });
    expect(page.revisions).toEqual([
      {
        id: keys.gout,
        question: { id: expect.any(String), question_text: "Which drug prevents gout attacks long term?" },
        answer: "Allopurinol lowers serum urate.",
        category: { id: expect.any(String), name: "Rheumatology" },
        created_at: expect.stringMatching(ISO),
      },
    ]);
    await expect(api.revisionKeys.get({ id: keys.gout })).resolves.toEqual(page.revisions[0]);
  });
});

describe("paging and order", () => {
  it("pages newest first with skip and size, counts every key, and sortedIds follows the same order", async () => {
    const category = await createCategoryWithQuestions(h.deps.db, { count: 12 });
    const { api } = await signedIn(h);
    const saved = await saveAll(api, category.questionIds);
    const newestFirst = [...saved].reverse();

    const first = await api.revisionKeys.list({});
    expect(first.count).toBe(12);
    expect(first.revisions.map((r) => r.id)).toEqual(newestFirst.slice(0, 10));
    const second = await api.revisionKeys.list({ skip: 10, size: 10 });
    expect(second).toMatchObject({ count: 12 });
    expect(second.revisions.map((r) => r.id)).toEqual(newestFirst.slice(10));
    const beyond = await api.revisionKeys.list({ skip: 20 });
    expect(beyond).toEqual({ revisions: [], count: 12 });
    const middle = await api.revisionKeys.list({ skip: 5, size: 3 });
    expect(middle.revisions.map((r) => r.id)).toEqual(newestFirst.slice(5, 8));

    // Query-string values arrive as text: the same schema coerces them.
    const asText = await api.revisionKeys.list({ skip: "3", size: "2", query: "" });
    expect(asText.revisions.map((r) => r.id)).toEqual(newestFirst.slice(3, 5));

    expect(await api.revisionKeys.sortedIds()).toEqual(newestFirst);
    const all = await api.revisionKeys.list({ size: 100 });
    expect(all.revisions.map((r) => r.id)).toEqual(await api.revisionKeys.sortedIds());
    const times = all.revisions.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());

    // Saving the same question again keeps one key, in its place.
    await api.revisionKeys.save({ question: category.questionIds[0]! });
    expect(await api.revisionKeys.sortedIds()).toEqual(newestFirst);
  });

  it("answers an empty list and no ids to a learner without keys", async () => {
    const { api } = await signedIn(h);
    await expect(api.revisionKeys.list({})).resolves.toEqual({ revisions: [], count: 0 });
    await expect(api.revisionKeys.sortedIds()).resolves.toEqual([]);
  });
});

describe("getting and deleting a key", () => {
  it("gets one key, deletes it, and then it is gone everywhere", async () => {
    const category = await categoryWith("Haematology", [
      { text: "Which test confirms iron deficiency?", explanation: "A low serum ferritin." },
      { text: "What is the first treatment?", explanation: "Oral ferrous sulfate." },
    ]);
    const { api } = await signedIn(h);
    const [older, newer] = await saveAll(api, category.questionIds);

    const key = await api.revisionKeys.get({ id: older! });
    expect(key).toEqual({
      id: older,
      question: { id: category.questionIds[0], question_text: "Which test confirms iron deficiency?" },
      answer: "A low serum ferritin.",
      category: { id: category.id, name: "Haematology" },
      created_at: expect.stringMatching(ISO),
    });

    await expect(api.revisionKeys.delete({ id: older! })).resolves.toEqual({ ok: true });
    expect(await failure(api.revisionKeys.get({ id: older! }))).toEqual({ code: "NOT_FOUND", items: NOT_FOUND_ITEMS });
    expect(await failure(api.revisionKeys.delete({ id: older! }))).toEqual({
      code: "NOT_FOUND",
      items: NOT_FOUND_ITEMS,
    });
    expect(await api.revisionKeys.sortedIds()).toEqual([newer]);
    const page = await api.revisionKeys.list({});
    expect(page.count).toBe(1);
    expect(page.revisions.map((r) => r.id)).toEqual([newer]);

    // The question can be saved again: a new key, now the newest.
    const again = await api.revisionKeys.save({ question: category.questionIds[0]! });
    expect(again.id).not.toBe(older);
    expect(await api.revisionKeys.sortedIds()).toEqual([again.id, newer]);
  });

  it("treats another learner's key and an unknown id as not found, and leaves the key alone", async () => {
    const category = await createCategoryWithQuestions(h.deps.db, { count: 1 });
    const owner = await signedIn(h);
    const [id] = await saveAll(owner.api, category.questionIds);
    const other = await signedIn(h, { level: 5 });

    expect(await failure(other.api.revisionKeys.get({ id: id! }))).toEqual({
      code: "NOT_FOUND",
      items: NOT_FOUND_ITEMS,
    });
    expect(await failure(other.api.revisionKeys.delete({ id: id! }))).toEqual({
      code: "NOT_FOUND",
      items: NOT_FOUND_ITEMS,
    });
    expect(await other.api.revisionKeys.sortedIds()).toEqual([]);
    expect((await failure(owner.api.revisionKeys.get({ id: UNKNOWN_ID }))).code).toBe("NOT_FOUND");
    expect((await failure(owner.api.revisionKeys.delete({ id: UNKNOWN_ID }))).code).toBe("NOT_FOUND");

    // Still there for its owner.
    await expect(owner.api.revisionKeys.get({ id: id! })).resolves.toMatchObject({ id });
    expect(await owner.api.revisionKeys.sortedIds()).toEqual([id]);
  });

  it("saves and deletes one question's key from two tabs at once, each answering a key that was saved", async () => {
    const category = await createCategoryWithQuestions(h.deps.db, { count: 1 });
    const question = category.questionIds[0]!;
    const { api } = await signedIn(h);
    for (let round = 0; round < 20; round++) {
      const [id] = await saveAll(api, [question]);
      const [saved, again, deleted] = await Promise.allSettled([
        api.revisionKeys.save({ question }),
        api.revisionKeys.save({ question }),
        api.revisionKeys.delete({ id: id! }),
      ]);
      expect(deleted).toEqual({ status: "fulfilled", value: { ok: true } });
      for (const s of [saved, again]) expect(s.status, `round ${round}`).toBe("fulfilled");
      // Whatever the order, the learner ends with one key of the question, or none.
      expect((await api.revisionKeys.sortedIds()).length).toBeLessThanOrEqual(1);
      for (const key of await api.revisionKeys.sortedIds()) await api.revisionKeys.delete({ id: key });
    }
  });
});

describe("input and access", () => {
  it("refuses bad paging, an overlong search and a non-uuid id as BAD_REQUEST naming the field", async () => {
    const { api } = await signedIn(h);
    const bad = async (promise: Promise<unknown>, field: string) => {
      const result = await failure(promise);
      expect(result.code).toBe("BAD_REQUEST");
      expect(result.items.map((i) => i.object)).toContain(field);
    };
    await bad(api.revisionKeys.list({ size: 0 }), "size");
    await bad(api.revisionKeys.list({ size: 1000 }), "size");
    await bad(api.revisionKeys.list({ size: "ten" }), "size");
    await bad(api.revisionKeys.list({ size: 2.5 }), "size");
    await bad(api.revisionKeys.list({ skip: -1 }), "skip");
    await bad(api.revisionKeys.list({ skip: "x" }), "skip");
    await bad(api.revisionKeys.list({ query: "a".repeat(201) }), "query");
    await bad(api.revisionKeys.list({ query: "nul\0byte" }), "query");
    await bad(api.revisionKeys.get({ id: "abc" }), "id");
    await bad(api.revisionKeys.delete({ id: "abc" }), "id");
    // The limits themselves are fine.
    await expect(api.revisionKeys.list({ size: 100, query: "a".repeat(200) })).resolves.toEqual({
      revisions: [],
      count: 0,
    });
    await expect(api.revisionKeys.list({ size: 1 })).resolves.toEqual({ revisions: [], count: 0 });
  });

  it("needs a signed-in learner: no session is UNAUTHORIZED, an account on hold FORBIDDEN", async () => {
    const { api: visitor } = callerFor(h);
    expect((await failure(visitor.revisionKeys.list({}))).code).toBe("UNAUTHORIZED");
    expect((await failure(visitor.revisionKeys.sortedIds())).code).toBe("UNAUTHORIZED");
    expect((await failure(visitor.revisionKeys.get({ id: UNKNOWN_ID }))).code).toBe("UNAUTHORIZED");
    expect((await failure(visitor.revisionKeys.delete({ id: UNKNOWN_ID }))).code).toBe("UNAUTHORIZED");
    const { api: hold } = await signedIn(h, { level: 1 });
    expect((await failure(hold.revisionKeys.list({}))).code).toBe("FORBIDDEN");
    expect((await failure(hold.revisionKeys.delete({ id: UNKNOWN_ID }))).code).toBe("FORBIDDEN");
  });
});
