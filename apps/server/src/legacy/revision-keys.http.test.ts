import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

/** The legacy revision-key paths over HTTP: envelopes, `_id`, statuses, XSRF and access. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN_ID = "01890a5d-ac96-7b1e-8a3c-0d4f2b6c9e11";
const NOT_FOUND = { object: "revision key", message: "The revision key was not found." };

type Reply = Awaited<ReturnType<LegacyClient["request"]>>;
type Category = { id: string; name: string; questionIds: string[] };

interface LegacyKey {
  _id: string;
  question: { _id: string; question_text: string };
  answer: string;
  category: { _id: string; name: string };
  created_at: string;
}
interface LegacyList {
  revisions: LegacyKey[];
  count: number;
}

let server: TestServer;
let cardio: Category; // 12 questions
let renal: Category; // 2 questions, one with a % in its explanation

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  cardio = await createCategoryWithQuestions(db, { level: 2, count: 12, name: "Cardiology", rank: 1 });
  renal = await createCategoryWithQuestions(db, { level: 2, count: 2, name: "Renal Medicine", rank: 2 });
  await db
    .updateTable("questions")
    .set({ question_text: "How much of the dose in CKD?", explanation_text: "Give 50% of the DOSE." })
    .where("id", "=", renal.questionIds[0]!)
    .execute();
  await db
    .updateTable("questions")
    .set({ question_text: "What is the usual dose?", explanation_text: "Give 500 mg of the dose." })
    .where("id", "=", renal.questionIds[1]!)
    .execute();
});
afterAll(() => server.close());

/** A confirmed user of this level, logged in through the legacy paths. */
const learner = (level = 2) => loggedInLearner(server, level);

/** A visitor with an XSRF cookie but no session. */
async function visitor(): Promise<LegacyClient> {
  const client = new LegacyClient(server.url);
  await client.get("/api/auth/getuserdata");
  return client;
}

/** Saves keys through the legacy path, oldest first, and answers their `_id`s in that order. */
async function save(client: LegacyClient, questions: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const question of questions) {
    const res = await client.post("/api/user/revision-keys/save", { question, category: "ignored", answer: "ignored" });
    expect(res.status, res.text).toBe(200);
    ids.push((res.body.message as { _id: string })._id);
  }
  return ids;
}

function expectOneError(res: Reply, status: number, object?: string, message?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.message).toEqual([{ object: object ?? expect.any(String), message: message ?? expect.any(String) }]);
}

function expectValidation(res: Reply, object: string) {
  expect(res.status, res.text).toBe(400);
  const items = res.body.message as { object: string; message: string }[];
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(item).toEqual({ object: expect.any(String), message: expect.any(String) });
  expect(items.map((i) => i.object)).toContain(object);
}

const list = (res: Reply) => {
  expect(res.status, res.text).toBe(200);
  return res.body.message as LegacyList;
};

describe("GET /api/user/revision-keys", () => {
  it("answers {revisions, count} newest first with _id keys, paged by skip and size", async () => {
    const { client } = await learner();
    const saved = await save(client, cardio.questionIds);
    const newestFirst = [...saved].reverse();

    const first = list(await client.get("/api/user/revision-keys"));
    expect(first.count).toBe(12);
    expect(first.revisions.map((r) => r._id)).toEqual(newestFirst.slice(0, 10));
    const last = cardio.questionIds.length - 1;
    expect(first.revisions[0]).toEqual({
      _id: saved[last],
      question: { _id: cardio.questionIds[last], question_text: `Cardiology question ${last + 1}?` },
      answer: `Explanation ${last + 1} of Cardiology.`,
      category: { _id: cardio.id, name: "Cardiology" },
      created_at: expect.stringMatching(ISO),
    });
    const text = JSON.stringify(first);
    expect(text).not.toContain('"id"');
    expect(text).not.toContain("user_id");

    const second = list(await client.get("/api/user/revision-keys?skip=10&size=10"));
    expect(second.count).toBe(12);
    expect(second.revisions.map((r) => r._id)).toEqual(newestFirst.slice(10));
    const small = list(await client.get("/api/user/revision-keys?skip=4&size=3&query="));
    expect(small.revisions.map((r) => r._id)).toEqual(newestFirst.slice(4, 7));
    expect(list(await client.get("/api/user/revision-keys?skip=50"))).toEqual({ revisions: [], count: 12 });
  });

  it("searches case-insensitively, with % taken literally", async () => {
    const { client } = await learner();
    const [percent, fivehundred] = await save(client, renal.questionIds);
    await save(client, cardio.questionIds.slice(0, 2));

    const byCategory = list(await client.get("/api/user/revision-keys?query=RENAL%20medicine"));
    expect(byCategory.count).toBe(2);
    expect(byCategory.revisions.map((r) => r._id)).toEqual([fivehundred, percent]);
    const byQuestion = list(await client.get("/api/user/revision-keys?query=usual%20DOSE"));
    expect(byQuestion.revisions.map((r) => r._id)).toEqual([fivehundred]);
    const byAnswer = list(await client.get(`/api/user/revision-keys?query=${encodeURIComponent("50% of the dose")}`));
    expect(byAnswer).toMatchObject({ count: 1, revisions: [{ _id: percent, answer: "Give 50% of the DOSE." }] });
    expect(list(await client.get("/api/user/revision-keys?query=%25")).revisions.map((r) => r._id)).toEqual([percent]);
    expect(list(await client.get("/api/user/revision-keys?query=_")).count).toBe(0);
    const paged = list(await client.get("/api/user/revision-keys?query=cardiology&size=1&skip=1"));
    expect(paged.count).toBe(2);
    expect(paged.revisions).toHaveLength(1);
  });

  it("answers 400 with the field for bad query values, 401 without a session", async () => {
    const { client } = await learner();
    expectValidation(await client.get("/api/user/revision-keys?size=0"), "size");
    expectValidation(await client.get("/api/user/revision-keys?size=1000"), "size");
    expectValidation(await client.get("/api/user/revision-keys?size=ten"), "size");
    expectValidation(await client.get("/api/user/revision-keys?skip=-1"), "skip");
    expectValidation(await client.get("/api/user/revision-keys?skip=1.5"), "skip");
    expectValidation(await client.get(`/api/user/revision-keys?query=${"a".repeat(201)}`), "query");
    expect(list(await client.get("/api/user/revision-keys?size=100"))).toEqual({ revisions: [], count: 0 });

    expectOneError(await (await visitor()).get("/api/user/revision-keys"), 401, "auth", "Please log in.");
    expectOneError(await new LegacyClient(server.url).get("/api/user/revision-keys"), 401, "auth");
  });
});

describe("GET /api/user/revision-keys/sorted-ids", () => {
  it("answers the ids in the list's order (not read as an :id), [] without keys, 401 without a session", async () => {
    const { client } = await learner();
    const res0 = await client.get("/api/user/revision-keys/sorted-ids");
    expect(res0.status, res0.text).toBe(200);
    expect(res0.body).toEqual({ message: [] });

    const saved = await save(client, [...renal.questionIds, ...cardio.questionIds.slice(0, 3)]);
    const res = await client.get("/api/user/revision-keys/sorted-ids");
    expect(res.status).toBe(200);
    const ids = res.body.message as string[];
    expect(ids).toEqual([...saved].reverse());
    for (const id of ids) expect(id).toMatch(UUID);
    const page = list(await client.get("/api/user/revision-keys?size=100"));
    expect(page.revisions.map((r) => r._id)).toEqual(ids);

    expectOneError(await (await visitor()).get("/api/user/revision-keys/sorted-ids"), 401, "auth");
  });
});

describe("GET /api/user/revision-keys/:id", () => {
  it("answers the key with _id keys; 404 for a foreign or unknown id, 400 for a non-uuid, 401 without a session", async () => {
    const owner = await learner();
    const [id] = await save(owner.client, [renal.questionIds[0]!]);
    const res = await owner.client.get(`/api/user/revision-keys/${id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      message: {
        _id: id,
        question: { _id: renal.questionIds[0], question_text: "How much of the dose in CKD?" },
        answer: "Give 50% of the DOSE.",
        category: { _id: renal.id, name: "Renal Medicine" },
        created_at: expect.stringMatching(ISO),
      },
    });

    const other = await learner(5);
    expectOneError(await other.client.get(`/api/user/revision-keys/${id}`), 404, NOT_FOUND.object, NOT_FOUND.message);
    expectOneError(await owner.client.get(`/api/user/revision-keys/${UNKNOWN_ID}`), 404, "revision key");
    expectValidation(await owner.client.get("/api/user/revision-keys/not-a-uuid"), "id");
    expectOneError(await (await visitor()).get(`/api/user/revision-keys/${id}`), 401, "auth");
  });
});

describe("DELETE /api/user/revision-keys/:id", () => {
  it("deletes the learner's own key with the XSRF header; 403 without it, 404 foreign or gone, 401 without a session", async () => {
    const owner = await learner();
    const [older, newer] = await save(owner.client, renal.questionIds);
    const keyCount = async () =>
      (
        await server.handle.db
          .selectFrom("revision_keys")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("user_id", "=", owner.id)
          .executeTakeFirstOrThrow()
      ).n;

    const noXsrf = await owner.client.request("DELETE", `/api/user/revision-keys/${older}`, undefined, {
      "x-xsrf-token": "",
    });
    expectOneError(noXsrf, 403, "xsrf");
    expect(Number(await keyCount())).toBe(2);

    const other = await learner();
    expectOneError(
      await other.client.delete(`/api/user/revision-keys/${older}`),
      404,
      NOT_FOUND.object,
      NOT_FOUND.message,
    );
    expect(Number(await keyCount())).toBe(2);
    expectOneError(await (await visitor()).delete(`/api/user/revision-keys/${older}`), 401, "auth");
    expectValidation(await owner.client.delete("/api/user/revision-keys/not-a-uuid"), "id");

    const res = await owner.client.delete(`/api/user/revision-keys/${older}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: { ok: true } });
    expect(Number(await keyCount())).toBe(1);
    expectOneError(await owner.client.delete(`/api/user/revision-keys/${older}`), 404, "revision key");
    expectOneError(await owner.client.get(`/api/user/revision-keys/${older}`), 404, "revision key");
    expect((await owner.client.get("/api/user/revision-keys/sorted-ids")).body).toEqual({ message: [newer] });
    expect(list(await owner.client.get("/api/user/revision-keys"))).toMatchObject({ count: 1 });
  });
});
