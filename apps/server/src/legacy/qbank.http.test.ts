import { createHash } from "node:crypto";
import { get } from "node:http";
import { newId } from "@qbank/db";
import { createCategoryWithQuestions, insertTestAttempts } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

/** The legacy question-bank paths over HTTP: envelopes, statuses, `_id` and access. */

const NO_ATTEMPTS = "You don't have any attempts left. Purchase attempts to continue.";
/** A valid 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = "01890a5d-ac96-7b1e-8a3c-0d4f2b6c9e11";

type Category = { id: string; name: string; questionIds: string[] };
type Reply = Awaited<ReturnType<LegacyClient["request"]>>;

interface LegacyQuestion {
  _id: string;
  question_text: string;
  answer_array: { number: number; text: string }[];
  category: { _id: string; name: string };
  image_name: string | null;
  url: string | null;
  tries: { _id: string; correct: boolean }[];
  explanation_text: string | null;
  correct_number: number | null;
}
interface LegacyPage {
  run: { _id: string; mode: string; ended: boolean };
  questions: LegacyQuestion[];
  doLater: string[];
  length: number;
}

let server: TestServer;
let catA: Category; // level 2, 15 questions
let catB: Category; // level 2, 8 questions
let catGold: Category; // level 4, 3 questions
let catImage: Category; // level 2, 2 questions; the first has an image
let catMastery: Category; // level 9 (mastery pool), 3 questions
let imageSha: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  catA = await createCategoryWithQuestions(db, { level: 2, count: 15, name: "Cardiology", rank: 1 });
  catB = await createCategoryWithQuestions(db, { level: 2, count: 8, name: "Dermatology", rank: 2 });
  catGold = await createCategoryWithQuestions(db, { level: 4, count: 3, name: "Gold only", rank: 3 });
  catImage = await createCategoryWithQuestions(db, { level: 2, count: 2, name: "Imaging", rank: 4 });
  catMastery = await createCategoryWithQuestions(db, { level: 9, count: 3, name: "Mastery pool", rank: 5 });

  imageSha = createHash("sha256").update(PNG).digest("hex");
  const imageId = newId();
  await db
    .insertInto("images")
    .values({
      id: imageId,
      mime: "image/png",
      bytes: PNG,
      size: PNG.length,
      sha256: imageSha,
      purpose: "question",
      created_at: server.clock.now(),
    })
    .execute();
  await db
    .updateTable("questions")
    .set({ image_id: imageId, image_name: "rash.png" })
    .where("id", "in", [catImage.questionIds[0]!, catMastery.questionIds[0]!])
    .execute();
});
afterAll(() => server.close());

/** A confirmed user of this level, logged in through the legacy paths. */
const learner = (level: number) => loggedInLearner(server, level);

/** A visitor with an XSRF cookie but no session. */
async function visitor(): Promise<LegacyClient> {
  const client = new LegacyClient(server.url);
  await client.get("/api/auth/getuserdata");
  return client;
}

/** A multipart POST with the client's cookies and (unless told not to) its XSRF header. */
const postForm = (client: LegacyClient, path: string, form: FormData, { xsrf = true } = {}): Promise<Reply> =>
  client.request("POST", path, form, xsrf ? {} : { "x-xsrf-token": "" });

/** A raw GET keeping the bytes (the media route answers binary). */
/**
 * A GET with exactly these headers, as a browser's cache revalidates (fetch would add
 * `Cache-Control: no-cache` to a conditional request, which asks for the whole answer).
 */
function getRaw(
  client: LegacyClient,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${server.url}${path}`, { headers: { cookie: client.cookieHeader(), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const pairs = Object.entries(res.headers).flatMap(([name, value]): [string, string][] =>
          value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => [name, v]),
        );
        resolve({ status: res.statusCode ?? 0, headers: new Headers(pairs), bytes: Buffer.concat(chunks) });
      });
    }).on("error", reject);
  });
}

/** 401/403/404 (and most 400s): a one-item error list. */
function expectOneError(res: Reply, status: number, object?: string, message?: string | RegExp) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.message).toEqual([
    {
      object: object ?? expect.any(String),
      message:
        message === undefined
          ? expect.any(String)
          : typeof message === "string"
            ? message
            : expect.stringMatching(message),
    },
  ]);
}

/** A validation failure: 400 and a non-empty list of {object, message}. */
function expectValidation(res: Reply, object?: string) {
  expect(res.status, `${res.status} ${res.text}`).toBe(400);
  const items = res.body.message as { object: string; message: string }[];
  expect(Array.isArray(items)).toBe(true);
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(item).toEqual({ object: expect.any(String), message: expect.any(String) });
  if (object) expect(items.map((i) => i.object)).toContain(object);
}

const page = (res: Reply) => res.body.message as LegacyPage;

/** Every object key of a JSON value, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

function expectPracticeQuestion(q: LegacyQuestion, categories: Category[]) {
  expect(q._id).toMatch(UUID);
  expect(q.question_text).toMatch(/ question \d+\?$/);
  expect(q.answer_array).toHaveLength(5);
  expect(q.answer_array.map((o) => o.number).sort()).toEqual([1, 2, 3, 4, 5]);
  for (const o of q.answer_array) expect(o).toEqual({ number: expect.any(Number), text: expect.any(String) });
  expect(q.answer_array.find((o) => o.number === 1)?.text).toMatch(/^Right answer \d+$/);
  const category = categories.find((c) => c.id === q.category._id);
  expect(category, `category ${q.category._id}`).toBeDefined();
  expect(q.category).toEqual({ _id: category!.id, name: category!.name });
  expect(q.image_name).toBeNull();
  expect(q.url).toBeNull();
  expect(q.tries).toEqual([]);
  expect(q.explanation_text).toMatch(/^Explanation \d+ of /);
}

describe("GET /api/qbank/categories", () => {
  it("answers 401 without a session", async () => {
    expectOneError(await (await visitor()).get("/api/qbank/categories"), 401, "auth", "Please log in.");
    expectOneError(await new LegacyClient(server.url).get("/api/qbank/categories"), 401, "auth");
  });

  it("lists the categories in the learner's scope with _id, question_count, right, wrong and flagged", async () => {
    const { client } = await learner(2);
    const res = await client.get("/api/qbank/categories");
    expect(res.status).toBe(200);
    const list = res.body.message as Record<string, unknown>[];
    expect(list).toEqual([
      { _id: catA.id, name: "Cardiology", level: 2, rank: 1, question_count: 15, right: 0, wrong: 0, flagged: 0 },
      { _id: catB.id, name: "Dermatology", level: 2, rank: 2, question_count: 8, right: 0, wrong: 0, flagged: 0 },
      { _id: catImage.id, name: "Imaging", level: 2, rank: 4, question_count: 2, right: 0, wrong: 0, flagged: 0 },
    ]);
    expect(keysOf(res.body).has("id")).toBe(false);

    const gold = await (await learner(4)).client.get("/api/qbank/categories");
    const ids = (gold.body.message as { _id: string }[]).map((c) => c._id);
    expect(ids).toEqual([catA.id, catB.id, catGold.id, catImage.id]);
    expect(ids).not.toContain(catMastery.id);

    // Put on hold after logging in (a held account cannot log in at all).
    const hold = await learner(2);
    await server.handle.db.updateTable("users").set({ level: 1 }).where("id", "=", hold.id).execute();
    expectOneError(await hold.client.get("/api/qbank/categories"), 403, "auth");
  });
});

describe("POST /api/qbank/category and GET /api/stats/category/:id", () => {
  it("answers right, wrong and the category with its questions and tries", async () => {
    const { client } = await learner(4);
    const res = await client.post("/api/qbank/category", { id: catB.id });
    expect(res.status).toBe(200);
    const message = res.body.message as {
      right: number;
      wrong: number;
      category: { _id: string; name: string; questions: { _id: string; question_text: string; tries: unknown[] }[] };
    };
    expect(message).toMatchObject({ right: 0, wrong: 0, category: { _id: catB.id, name: "Dermatology", level: 2 } });
    expect(message.category.questions).toHaveLength(8);
    expect(message.category.questions.map((q) => q._id).sort()).toEqual([...catB.questionIds].sort());
    for (const q of message.category.questions) {
      expect(q).toEqual({ _id: expect.stringMatching(UUID), question_text: expect.any(String), tries: [] });
    }
    expect(keysOf(res.body).has("id")).toBe(false);

    const stats = await client.get(`/api/stats/category/${catB.id}`);
    expect(stats).toMatchObject({
      status: 200,
      body: { message: { name: "Dermatology", data: { right: 0, wrong: 0, not_answered: 8 } } },
    });
  });

  it("answers 404 for an unknown or out-of-scope id, 400 for a non-uuid, 401 without session", async () => {
    const { client } = await learner(2);
    expectOneError(await client.post("/api/qbank/category", { id: UNKNOWN_ID }), 404, "category");
    expectOneError(await client.post("/api/qbank/category", { id: catGold.id }), 404, "category");
    expectOneError(await client.post("/api/qbank/category", { id: catMastery.id }), 404, "category");
    expectOneError(await client.post("/api/qbank/category", { id: "not-a-uuid" }), 400, "id", "Unknown id.");
    expectValidation(await client.post("/api/qbank/category", {}), "id");

    expectOneError(await client.get(`/api/stats/category/${UNKNOWN_ID}`), 404, "category");
    expectOneError(await client.get(`/api/stats/category/${catMastery.id}`), 404, "category");
    expectOneError(await client.get("/api/stats/category/not-a-uuid"), 400, "id");
    expectOneError(await (await visitor()).post("/api/qbank/category", { id: catA.id }), 401, "auth");
    expectOneError(await (await visitor()).get(`/api/stats/category/${catA.id}`), 401, "auth");
  });
});

describe("POST /api/qbank/start and /api/qbank/new", () => {
  it("starts a practice run and pages through it without repeats", async () => {
    const { client } = await learner(4);
    const start = await client.post("/api/qbank/start", { mode: "all", category: `${catA.id},${catB.id}` });
    expect(start.status, start.text).toBe(200);
    const first = page(start);
    expect(first.length).toBe(23);
    expect(first.doLater).toEqual([]);
    expect(first.questions).toHaveLength(10);
    for (const q of first.questions) expectPracticeQuestion(q, [catA, catB]);
    expect(first.run).toMatchObject({ _id: expect.stringMatching(UUID), mode: "all", ended: false });
    expect(keysOf(start.body).has("id")).toBe(false);

    const held = first.questions.map((q) => q._id);
    const next = await client.post("/api/qbank/new", {
      questions: held,
      mode: "all",
      category: `${catA.id},${catB.id}`,
    });
    expect(next.status, next.text).toBe(200);
    expect(page(next).questions).toHaveLength(10);
    expect(page(next).length).toBe(23);
    for (const q of page(next).questions) expect(held).not.toContain(q._id);
    held.push(...page(next).questions.map((q) => q._id));

    const last = await client.post("/api/qbank/new", { questions: held, mode: "all", category: catA.id });
    expect(last.status).toBe(200);
    expect(page(last).questions).toHaveLength(3);
    for (const q of page(last).questions) expect(held).not.toContain(q._id);
    held.push(...page(last).questions.map((q) => q._id));
    expect(new Set(held).size).toBe(23);
    expect([...held].sort()).toEqual([...catA.questionIds, ...catB.questionIds].sort());

    const none = await client.post("/api/qbank/new", { questions: held, mode: "all" });
    expect(none.status).toBe(200);
    expect(page(none)).toMatchObject({ questions: [], length: 23 });

    // The questions the client holds come back when it holds none (a reload).
    const reload = await client.post("/api/qbank/new", { questions: [] });
    expect(reload.status).toBe(200);
    expect(page(reload).questions.map((q) => q._id)).toEqual(first.questions.map((q) => q._id));
  });

  it("accepts the categories as a list, and refuses unknown ones, other users' runs and Silver's random mode", async () => {
    const { client } = await learner(4);
    const listed = await client.post("/api/qbank/start", { mode: "all", category: [catB.id] });
    expect(listed.status).toBe(200);
    expect(page(listed).length).toBe(8);
    expect(page(listed).questions).toHaveLength(8);

    expectOneError(await client.post("/api/qbank/start", { mode: "all", category: UNKNOWN_ID }), 404, "category");
    expectOneError(await client.post("/api/qbank/start", { mode: "all", category: catMastery.id }), 404, "category");
    expectOneError(
      await client.post("/api/qbank/start", { mode: "all", category: `${catA.id},${UNKNOWN_ID}` }),
      404,
      "category",
    );
    expectValidation(await client.post("/api/qbank/start", { mode: "exam", category: catA.id }), "mode");
    expectValidation(await client.post("/api/qbank/start", { mode: "all", category: "" }), "category");
    expectValidation(await client.post("/api/qbank/start", { mode: "all" }), "category");
    // "wrong" has nothing to offer a learner who never answered.
    expectOneError(await client.post("/api/qbank/start", { mode: "wrong", category: catA.id }), 404, "mode");

    const other = await learner(4);
    expectOneError(await other.client.post("/api/qbank/new", { run: page(listed).run._id, questions: [] }), 404, "run");
    expectOneError(await other.client.post("/api/qbank/new", { questions: [] }), 404, "run");

    const silver = await learner(3);
    expectOneError(await silver.client.post("/api/qbank/start", { mode: "all", category: catA.id }), 403, "auth");
    expect((await silver.client.post("/api/qbank/start", { mode: "new", category: catA.id })).status).toBe(200);

    expectOneError(await (await visitor()).post("/api/qbank/start", { mode: "all", category: catA.id }), 401);
    expectOneError(await (await visitor()).post("/api/qbank/new", { questions: [] }), 401);
  });
});

describe("POST /api/qbank/submit", () => {
  it("decides correctness itself, counts only the first answer and shows it in the category", async () => {
    const { id: userId, client } = await learner(4);
    const start = await client.post("/api/qbank/start", { mode: "all", category: catB.id });
    expect(start.status).toBe(200);
    const [q1, q2] = page(start).questions;

    const wrong = await client.post("/api/qbank/submit", { question: q1!._id, correct: true, answer: 3 });
    expect(wrong.status, wrong.text).toBe(200);
    expect(wrong.body.message).toEqual({
      question: q1!._id,
      chosen: 3,
      first: true,
      late: false,
      correct: false,
      correct_number: 1,
      explanation_text: expect.stringMatching(/^Explanation \d+ of Dermatology\.$/),
      answered: 1,
      right: 0,
      wrong: 1,
      total: 8,
      peers: [],
      peers_correct: null,
    });

    const noXsrf = await client.request(
      "POST",
      "/api/qbank/submit",
      { question: q2!._id, answer: 1 },
      { "x-xsrf-token": "" },
    );
    expectOneError(noXsrf, 403, "xsrf");

    const again = await client.post("/api/qbank/submit", { question: q1!._id, correct: true, answer: 1 });
    expect(again.status).toBe(200);
    expect(again.body.message).toMatchObject({ first: false, correct: false, chosen: 3, answered: 1, wrong: 1 });

    const right = await client.post("/api/qbank/submit", { question: q2!._id, correct: false, answer: "1" });
    expect(right.body.message).toMatchObject({ first: true, correct: true, correct_number: 1, right: 1, wrong: 1 });

    const tries = await server.handle.db
      .selectFrom("tries")
      .select(["question_id", "correct"])
      .where("user_id", "=", userId)
      .execute();
    expect(tries).toHaveLength(2);
    expect(tries).toEqual(
      expect.arrayContaining([
        { question_id: q1!._id, correct: false },
        { question_id: q2!._id, correct: true },
      ]),
    );

    const detail = await client.post("/api/qbank/category", { id: catB.id });
    const questions = (detail.body.message as { category: { questions: { _id: string; tries: unknown[] }[] } }).category
      .questions;
    expect(detail.body.message).toMatchObject({ right: 1, wrong: 1 });
    expect(questions.find((q) => q._id === q1!._id)?.tries).toEqual([
      { _id: expect.stringMatching(UUID), correct: false },
    ]);
    expect(questions.find((q) => q._id === q2!._id)?.tries).toEqual([
      { _id: expect.stringMatching(UUID), correct: true },
    ]);
    expect((await client.get(`/api/stats/category/${catB.id}`)).body.message).toEqual({
      name: "Dermatology",
      data: { right: 1, wrong: 1, not_answered: 6 },
    });
    const cards = (await client.get("/api/qbank/categories")).body.message as { _id: string }[];
    expect(cards.find((c) => c._id === catB.id)).toMatchObject({ right: 1, wrong: 1, question_count: 8 });
  });

  it("stores an answer replayed with its device id once and answers the replay alike", async () => {
    const { id: userId, client } = await learner(4);
    const [q] = page(await client.post("/api/qbank/start", { mode: "all", category: catB.id })).questions;
    const body = { question: q!._id, answer: 2, device_id: newId() };
    const first = await client.post("/api/qbank/submit", body);
    const replay = await client.post("/api/qbank/submit", body);
    expect(first.status, first.text).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(first.body.message).toMatchObject({ first: true, chosen: 2, answered: 1 });
    const tries = await server.handle.db.selectFrom("tries").select("id").where("user_id", "=", userId).execute();
    expect(tries).toHaveLength(1);
    expectValidation(await client.post("/api/qbank/submit", { ...body, device_id: "x" }), "device_id");
  });

  it("refuses questions outside the learner's runs and answers out of range", async () => {
    const { client } = await learner(4);
    await client.post("/api/qbank/start", { mode: "all", category: catB.id });
    expectOneError(await client.post("/api/qbank/submit", { question: UNKNOWN_ID, answer: 1 }), 404, "question");
    expectOneError(
      await client.post("/api/qbank/submit", { question: catA.questionIds[0], answer: 1 }),
      404,
      "question",
    );
    const q = catB.questionIds[0]!;
    expectOneError(
      await client.post("/api/qbank/submit", { question: q, answer: 6 }),
      400,
      "answer",
      "Please choose an answer.",
    );
    expectValidation(await client.post("/api/qbank/submit", { question: q, answer: 0 }), "answer");
    expectValidation(await client.post("/api/qbank/submit", { question: q, answer: "abc" }), "answer");
    expectValidation(await client.post("/api/qbank/submit", { question: q, answer: 2.5 }), "answer");
    expectValidation(await client.post("/api/qbank/submit", { question: q }), "answer");
    expectOneError(await (await visitor()).post("/api/qbank/submit", { question: q, answer: 1 }), 401);
  });
});

describe("timed runs", () => {
  it("starts a mock for Diamond that reveals no key or explanation, and refuses Gold", async () => {
    const { id: userId, client } = await learner(5);
    const res = await client.post("/api/qbank/start/mock");
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toMatch(/Explanation \d+ of/);
    const mock = page(res);
    const inScope = await server.handle.db
      .selectFrom("questions as q")
      .innerJoin("categories as c", "c.id", "q.category_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("c.level", "<=", 5)
      .executeTakeFirstOrThrow();
    expect(mock.length).toBe(Math.min(180, inScope.n));
    expect(mock.run).toMatchObject({ mode: "exam", ended: false });
    expect(mock.questions).toHaveLength(10);
    for (const q of mock.questions) {
      expect(q.explanation_text).toBeNull();
      expect(q.correct_number).toBeNull();
      expect(q.answer_array.map((o) => o.number).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(q.category._id).not.toBe(catMastery.id);
    }
    // Numbers are positions, not the key: with 10 questions, number 1 is not always the right answer.
    const oneIsKey = mock.questions.filter((q) => /^Right answer/.test(q.answer_array[0]!.text));
    expect(oneIsKey.length).toBeLessThan(10);
    expect(keysOf(res.body).has("id")).toBe(false);

    // The right option, answered: still nothing revealed, and no try recorded while running.
    const q = mock.questions[0]!;
    const key = q.answer_array.find((o) => /^Right answer/.test(o.text))!.number;
    const submit = await client.post("/api/qbank/submit", { question: q._id, answer: key, correct: true });
    expect(submit.status).toBe(200);
    expect(submit.text).not.toMatch(/Explanation \d+ of/);
    expect(submit.body.message).toMatchObject({
      first: true,
      correct: null,
      correct_number: null,
      explanation_text: null,
      right: 0,
      wrong: 0,
    });
    const tries = await server.handle.db.selectFrom("tries").select("id").where("user_id", "=", userId).execute();
    expect(tries).toEqual([]);

    // Saving the explanation of a running mock's question would reveal it.
    expectOneError(
      await client.post("/api/user/revision-keys/save", { question: q._id, category: q.category._id }),
      409,
      "question",
    );
    // Practice waits for the mock; starting the mock again resumes it.
    expectOneError(await client.post("/api/qbank/start", { mode: "all", category: catA.id }), 409, "mode");
    const resumed = await client.post("/api/qbank/start/mock");
    expect(resumed.status).toBe(200);
    expect(page(resumed).run._id).toBe(mock.run._id);
    expect(resumed.text).not.toMatch(/Explanation \d+ of/);

    const gold = await learner(4);
    expectOneError(await gold.client.post("/api/qbank/start/mock"), 403, "auth");
    expectOneError(await (await visitor()).post("/api/qbank/start/mock"), 401, "auth");
  });

  it("refuses the mastery mock without attempts, and starts it from the level-9 pool with one", async () => {
    const { id: userId, client } = await learner(4);
    expectOneError(await client.post("/api/qbank/start/mastery-mock"), 400, "attempts", NO_ATTEMPTS);
    expect(await server.handle.db.selectFrom("runs").select("id").where("user_id", "=", userId).execute()).toEqual([]);

    await insertTestAttempts(server.handle.db, userId, 1, server.clock.now());
    const res = await client.post("/api/qbank/start/mastery-mock");
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toMatch(/Explanation \d+ of/);
    const run = page(res);
    expect(run).toMatchObject({ length: 3, run: { mode: "mastery" } });
    expect(run.questions.map((q) => q._id).sort()).toEqual([...catMastery.questionIds].sort());
    for (const q of run.questions) expect(q).toMatchObject({ explanation_text: null, correct_number: null });

    // Resuming does not use another attempt (there is none left).
    const resumed = await client.post("/api/qbank/start/mastery-mock");
    expect(resumed.status).toBe(200);
    expect(page(resumed).run._id).toBe(run.run._id);

    expectOneError(await (await visitor()).post("/api/qbank/start/mastery-mock"), 401, "auth");
  });
});

describe("Do Later, reset and lab values", () => {
  it("adds and removes Do Later flags", async () => {
    const { client } = await learner(4);
    const q = catA.questionIds[4]!;
    const added = await client.post("/api/qbank/dolater/add", { id: q });
    expect(added).toMatchObject({ status: 200, body: { message: { doLater: [q] } } });
    const twice = await client.post("/api/qbank/dolater/add", { id: q });
    expect(twice).toMatchObject({ status: 200, body: { message: { doLater: [q] } } });

    const marked = await client.post("/api/qbank/start", { mode: "marked", category: catA.id });
    expect(marked.status).toBe(200);
    expect(page(marked).questions.map((x) => x._id)).toEqual([q]);
    expect(page(marked).doLater).toEqual([q]);

    const removed = await client.post("/api/qbank/dolater/remove", { id: q });
    expect(removed).toMatchObject({ status: 200, body: { message: { doLater: [] } } });
    expect((await client.post("/api/qbank/dolater/remove", { id: q })).status).toBe(200);

    expectOneError(await client.post("/api/qbank/dolater/add", { id: UNKNOWN_ID }), 404, "question");
    expectOneError(await client.post("/api/qbank/dolater/remove", { id: UNKNOWN_ID }), 404, "question");
    expectOneError(await client.post("/api/qbank/dolater/add", { id: "nope" }), 400, "id");
    expectOneError(await (await visitor()).post("/api/qbank/dolater/add", { id: q }), 401);
  });

  it("resets the bank for Gold, refuses Basic, visitors and cross-site requests", async () => {
    const { id: userId, client } = await learner(4);
    await client.post("/api/qbank/start", { mode: "all", category: catB.id });
    await client.post("/api/qbank/submit", { question: catB.questionIds[0], answer: 2 });
    expect((await client.get(`/api/stats/category/${catB.id}`)).body.message).toMatchObject({
      data: { wrong: 1, not_answered: 7 },
    });

    expectOneError(
      await client.get("/api/qbank/reset", { "sec-fetch-site": "cross-site" }),
      403,
      "xsrf",
      /reload the page/,
    );
    expectOneError(await client.get("/api/qbank/reset", { origin: "https://evil.example" }), 403, "xsrf");
    const untouched = await server.handle.db
      .selectFrom("users")
      .select("qbank_reset_at")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(untouched.qbank_reset_at).toBeNull();

    const reset = await client.get("/api/qbank/reset", { "sec-fetch-site": "same-origin" });
    expect(reset.status, reset.text).toBe(200);
    const resetAt = (reset.body.message as { reset_at: string }).reset_at;
    expect(new Date(resetAt).toISOString()).toBe(resetAt);
    expect((await client.get(`/api/stats/category/${catB.id}`)).body.message).toEqual({
      name: "Dermatology",
      data: { right: 0, wrong: 0, not_answered: 8 },
    });
    const cards = (await client.get("/api/qbank/categories")).body.message as { _id: string }[];
    expect(cards.find((c) => c._id === catB.id)).toMatchObject({ right: 0, wrong: 0 });

    const basic = await learner(2);
    expectOneError(await basic.client.get("/api/qbank/reset"), 403, "auth");
    // A visitor holding an XSRF token, as axios sends it: past the check, no session.
    const visitor = new LegacyClient(server.url);
    await visitor.get("/api/auth/getuserdata");
    expectOneError(await visitor.get("/api/qbank/reset"), 401, "auth");
  });

  it("answers the lab values in groups with title and children", async () => {
    const { client } = await learner(2);
    const res = await client.get("/api/qbank/values");
    expect(res.status).toBe(200);
    const groups = res.body.message as { title: string; children: unknown[] }[];
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) {
      expect(g).toEqual({ title: expect.any(String), children: expect.any(Array) });
      expect(g.children.length).toBeGreaterThan(0);
      for (const c of g.children) {
        expect(c).toEqual({ title: expect.any(String), value: expect.any(String), per: expect.any(String) });
      }
    }
    expect(groups.map((g) => g.title)).toContain("Full blood count");
    expectOneError(await new LegacyClient(server.url).get("/api/qbank/values"), 401, "auth");
  });
});

describe("GET /api/media/question/:id", () => {
  it("answers the image with its type, ETag and nosniff; 304 when unchanged", async () => {
    const { client } = await learner(2);
    const path = `/api/media/question/${catImage.questionIds[0]}`;
    const res = await getRaw(client, path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/png\b/);
    expect(res.headers.get("etag")).toBe(`"${imageSha}"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, max-age=86400");
    expect(res.bytes.equals(PNG)).toBe(true);

    const again = await getRaw(client, path, { "if-none-match": `"${imageSha}"` });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.get("etag")).toBe(`"${imageSha}"`);
    expect((await getRaw(client, path, { "if-none-match": '"something-else"' })).status).toBe(200);
    // A list of tags, a weak tag and `*` each match, as caches send them.
    expect((await getRaw(client, path, { "if-none-match": `"other", W/"${imageSha}"` })).status).toBe(304);
    expect((await getRaw(client, path, { "if-none-match": "*" })).status).toBe(304);
    // A reload that asks past every cache gets the whole image.
    const reload = { "if-none-match": `"${imageSha}"`, "cache-control": "no-cache" };
    expect((await getRaw(client, path, reload)).status).toBe(200);

    // A practice run shows where to fetch it.
    const start = await client.post("/api/qbank/start", { mode: "all", category: catImage.id });
    const withImage = page(start).questions.find((q) => q._id === catImage.questionIds[0]);
    expect(withImage).toMatchObject({ image_name: "rash.png", image_url: path });
  });

  it("serves an out-of-scope question's image to a learner who had it in a run", async () => {
    const { id: userId, client } = await learner(4);
    const path = `/api/media/question/${catMastery.questionIds[0]}`;
    expectOneError(await client.get(path), 404, "question");
    await insertTestAttempts(server.handle.db, userId, 1, server.clock.now());
    expect((await client.post("/api/qbank/start/mastery-mock")).status).toBe(200);
    const image = await getRaw(client, path);
    expect(image.status).toBe(200);
    expect(image.bytes.equals(PNG)).toBe(true);
  });

  it("answers 404 without an image or out of scope, 400 for a non-uuid, 401 without session", async () => {
    const { client } = await learner(4);
    const noImage = await client.get(`/api/media/question/${catImage.questionIds[1]}`);
    expectOneError(noImage, 404, "image");
    expectOneError(await client.get(`/api/media/question/${UNKNOWN_ID}`), 404, "question");
    // The mastery pool's image, for a learner who never had the question in a run.
    expectOneError(await client.get(`/api/media/question/${catMastery.questionIds[0]}`), 404, "question");
    expectOneError(await client.get("/api/media/question/not-a-uuid"), 400, "id");
    expectOneError(
      await new LegacyClient(server.url).get(`/api/media/question/${catImage.questionIds[0]}`),
      401,
      "auth",
    );
  });
});

describe("POST /api/support/", () => {
  const report = (fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return form;
  };

  it("files a Question Error ticket from the multipart form, with or without an image", async () => {
    const { id: userId, client } = await learner(2);
    const question = catA.questionIds[0]!;
    const res = await postForm(
      client,
      "/api/support/",
      report({ questionId: question, category: "Cardiology", text: "Option C is also right." }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toEqual({ _id: expect.stringMatching(UUID), status: 0, created_at: expect.any(String) });
    const ticketId = (res.body.message as { _id: string })._id;
    const ticket = await server.handle.db
      .selectFrom("tickets")
      .selectAll()
      .where("id", "=", ticketId)
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({
      user_id: userId,
      question_id: question,
      category: 3,
      text: "Option C is also right.",
      image_id: null,
    });

    const withImage = await postForm(
      client,
      "/api/support",
      report(
        { questionId: question, text: "See the screenshot." },
        { bytes: PNG, name: "shot.png", type: "image/png" },
      ),
    );
    expect(withImage.status, withImage.text).toBe(200);
    const stored = await server.handle.db
      .selectFrom("tickets as t")
      .innerJoin("images as i", "i.id", "t.image_id")
      .select(["i.mime", "i.purpose", "i.size"])
      .where("t.id", "=", (withImage.body.message as { _id: string })._id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ mime: "image/png", purpose: "ticket", size: PNG.length });
  });

  it("refuses blank text, non-images, big images, a missing XSRF header and visitors", async () => {
    const { id: userId, client } = await learner(2);
    const question = catA.questionIds[1]!;
    expectOneError(
      await postForm(client, "/api/support/", report({ questionId: question, category: "Cardiology", text: "   " })),
      400,
      "text",
      "Please write your message.",
    );
    expectValidation(await postForm(client, "/api/support/", report({ questionId: question })), "text");
    expectValidation(await postForm(client, "/api/support/", report({ questionId: "x", text: "Hi" })), "questionId");
    expectOneError(
      await postForm(client, "/api/support/", report({ questionId: UNKNOWN_ID, text: "Hi" })),
      404,
      "question",
    );

    const textFile = { bytes: Buffer.from("just some text, not an image"), name: "notes.png", type: "image/png" };
    expectOneError(
      await postForm(client, "/api/support/", report({ questionId: question, text: "Hi" }, textFile)),
      400,
      "file",
    );
    const svg = {
      bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      name: "a.svg",
      type: "image/svg+xml",
    };
    expectOneError(await postForm(client, "/api/support/", report({ questionId: question, text: "Hi" }, svg)), 400);

    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expectOneError(
      await postForm(
        client,
        "/api/support/",
        report({ questionId: question, text: "Hi" }, { bytes: big, name: "big.png", type: "image/png" }),
      ),
      413,
      "file",
      "The image must be at most 5 MB.",
    );

    const two = report({ questionId: question, text: "Hi" }, { bytes: PNG, name: "a.png", type: "image/png" });
    two.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "b.png");
    expectOneError(await postForm(client, "/api/support/", two), 400);
    const otherField = report({ questionId: question, text: "Hi" });
    otherField.append("image", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "c.png");
    expectOneError(await postForm(client, "/api/support/", otherField), 400);

    expectOneError(
      await postForm(client, "/api/support/", report({ questionId: question, text: "Hi" }), { xsrf: false }),
      403,
      "xsrf",
    );
    expectOneError(
      await postForm(await visitor(), "/api/support/", report({ questionId: question, text: "Hi" })),
      401,
      "auth",
    );
    const tickets = await server.handle.db.selectFrom("tickets").select("id").where("user_id", "=", userId).execute();
    expect(tickets).toEqual([]);
  });
});

describe("POST /api/user/revision-keys/save", () => {
  it("saves a question's explanation once and answers the same _id again", async () => {
    const { id: userId, client } = await learner(2);
    const question = catB.questionIds[2]!;
    const body = { category: catB.id, question, answer: "<p>my own text</p>" };
    const first = await client.post("/api/user/revision-keys/save", body);
    expect(first.status, first.text).toBe(200);
    expect(first.body.message).toEqual({ _id: expect.stringMatching(UUID), question, saved: true });
    const second = await client.post("/api/user/revision-keys/save", body);
    expect(second.status).toBe(200);
    expect((second.body.message as { _id: string })._id).toBe((first.body.message as { _id: string })._id);

    const keys = await server.handle.db
      .selectFrom("revision_keys")
      .select(["answer", "category_id"])
      .where("user_id", "=", userId)
      .execute();
    expect(keys).toEqual([{ answer: "Explanation 3 of Dermatology.", category_id: catB.id }]);

    expectOneError(await client.post("/api/user/revision-keys/save", { question: UNKNOWN_ID }), 404, "question");
    expectOneError(
      await client.post("/api/user/revision-keys/save", { question: catGold.questionIds[0] }),
      404,
      "question",
    );
    expectOneError(
      await client.post("/api/user/revision-keys/save", { question: catMastery.questionIds[0] }),
      404,
      "question",
    );
    expectOneError(await client.post("/api/user/revision-keys/save", { question: "abc" }), 400, "question");
    expectOneError(await (await visitor()).post("/api/user/revision-keys/save", body), 401, "auth");
  });
});

describe("bad input", () => {
  it("answers wrong types with 400 lists, never a 500", async () => {
    const { client } = await learner(4);
    await client.post("/api/qbank/start", { mode: "all", category: catA.id });
    const q = catA.questionIds[0]!;
    const cases: [string, string, unknown][] = [
      ["POST", "/api/qbank/category", { id: 123 }],
      ["POST", "/api/qbank/category", { id: [catA.id] }],
      ["POST", "/api/qbank/category", { id: { $ne: null } }],
      ["POST", "/api/qbank/category", [catA.id]],
      ["GET", "/api/stats/category/123", undefined],
      ["POST", "/api/qbank/start", { mode: "all", category: 42 }],
      ["POST", "/api/qbank/start", { mode: ["all"], category: catA.id }],
      ["POST", "/api/qbank/start", { mode: "all", category: [123] }],
      ["POST", "/api/qbank/start", { mode: "all", category: ["not-a-uuid"] }],
      ["POST", "/api/qbank/start", { mode: "all", category: `${catA.id},nope` }],
      ["POST", "/api/qbank/start", { mode: "all", category: { a: catA.id } }],
      ["POST", "/api/qbank/start", { mode: "all", category: Array.from({ length: 101 }, () => catA.id) }],
      ["POST", "/api/qbank/new", { questions: q }],
      ["POST", "/api/qbank/new", { questions: [1, 2] }],
      ["POST", "/api/qbank/new", { run: 5 }],
      ["POST", "/api/qbank/new", { mode: "everything" }],
      ["POST", "/api/qbank/submit", { question: 5, answer: 1 }],
      ["POST", "/api/qbank/submit", { question: [q], answer: 1 }],
      ["POST", "/api/qbank/submit", { question: q, answer: { n: 1 } }],
      ["POST", "/api/qbank/submit", { question: q, answer: "1; drop table tries" }],
      ["POST", "/api/qbank/submit", { question: q, answer: 1, run: "abc" }],
      ["POST", "/api/qbank/dolater/add", { id: 7 }],
      ["POST", "/api/qbank/dolater/remove", { id: ["x"] }],
      ["POST", "/api/user/revision-keys/save", { question: 1 }],
      ["POST", "/api/user/revision-keys/save", { question: q, answer: ["x"] }],
      ["POST", "/api/user/revision-keys/save", { question: q, category: 5 }],
      ["POST", "/api/support/", { questionId: 1, text: ["x"] }],
      ["POST", "/api/support/", { questionId: q, text: { a: 1 } }],
      ["POST", "/api/support/", { questionId: q, text: "x".repeat(5001) }],
    ];
    for (const [method, path, body] of cases) {
      const res = await client.request(method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)} -> ${res.text}`).toBe(400);
      expectValidation(res);
    }
    const notJson = await client.request("POST", "/api/qbank/submit", '"just a string"', {
      "content-type": "application/json",
    });
    expectOneError(notJson, 400, "body");
    const broken = await client.request("POST", "/api/qbank/category", "{", { "content-type": "application/json" });
    expectOneError(broken, 400, "body", "The request body is not valid JSON.");
  });

  it("answers a 200 KB JSON body with 413", async () => {
    const { client } = await learner(4);
    const huge = { question: catA.questionIds[0], answer: 1, correct: "x".repeat(200 * 1024) };
    expectOneError(await client.post("/api/qbank/submit", huge), 413, "body", "The request is too large.");
    const hugeKey = { question: catA.questionIds[0], answer: "x".repeat(200 * 1024) };
    expectOneError(await client.post("/api/user/revision-keys/save", hugeKey), 413, "body");
  });

  it("answers held question ids that are not uuids with a 400 naming the field", async () => {
    const { client } = await learner(4);
    const start = await client.post("/api/qbank/start", { mode: "all", category: catA.id });
    const held = page(start).questions.map((q) => q._id);
    const res = await client.post("/api/qbank/new", { questions: [...held, "not-a-uuid"], mode: "all" });
    expectValidation(res, "questions");
  });
});
