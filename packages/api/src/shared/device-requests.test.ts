import { newId } from "@qbank/db";
import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";
import { keyOf, wrongOf } from "#test/answers.ts";
import { DEADLINE_GRACE_MS, EXAM_TIME_MS } from "../qbank/constants.ts";

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function count(table: "tries" | "do_later" | "revision_keys" | "device_requests", userId: string) {
  const row = await h.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function practice(level = 2) {
  const category = await createCategoryWithQuestions(h.deps.db, { level, count: 5 });
  const learner = await signedIn(h, { level });
  const start = await learner.api.qbank.start({ mode: "all", category: [category.id] });
  return { ...learner, start };
}

describe("requests queued on a device", () => {
  it("stores a replayed answer once and answers the replay with the first reply", async () => {
    const { api, user, start } = await practice();
    const q = start.questions[0]!;
    const input = { run: start.run.id, question: q.id, answer: wrongOf(q), device_id: newId() };
    const first = await api.qbank.submit(input);
    h.clock.advance(60_000);
    const replay = await api.qbank.submit(input);
    expect(first).toMatchObject({ first: true, correct: false, answered: 1, wrong: 1 });
    expect(replay).toEqual(first);
    expect(await count("tries", user.id)).toBe(1);
  });

  it("stores an answer once when its replays arrive together", async () => {
    const { api, user, start } = await practice();
    const q = start.questions[1]!;
    const input = { run: start.run.id, question: q.id, answer: keyOf(q), device_id: newId() };
    const replies = await Promise.all([api.qbank.submit(input), api.qbank.submit(input), api.qbank.submit(input)]);
    expect(replies.map((r) => r.first)).toEqual([true, true, true]);
    expect(replies[1]).toEqual(replies[0]);
    expect(await count("tries", user.id)).toBe(1);
    expect(await count("device_requests", user.id)).toBe(1);
  });

  it("keeps a replayed flag and revision key once, and a flag's undo in order", async () => {
    const { api, user, start } = await practice();
    const q = start.questions[0]!;
    const flag = { id: q.id, device_id: newId() };
    expect(await api.qbank.doLaterAdd(flag)).toEqual({ doLater: [q.id] });
    expect(await api.qbank.doLaterAdd(flag)).toEqual({ doLater: [q.id] });
    expect(await count("do_later", user.id)).toBe(1);
    const key = { question: q.id, device_id: newId() };
    const saved = await api.revisionKeys.save(key);
    await expect(api.revisionKeys.save(key)).resolves.toEqual(saved);
    expect(await count("revision_keys", user.id)).toBe(1);
    const unflag = { id: q.id, device_id: newId() };
    expect(await api.qbank.doLaterRemove(unflag)).toEqual({ doLater: [] });
    // The flag's late replay does not flag the question again.
    expect(await api.qbank.doLaterAdd(flag)).toEqual({ doLater: [q.id] });
    expect(await count("do_later", user.id)).toBe(0);
  });

  it("refuses an id used before for another request, and keeps learners' ids apart", async () => {
    const { api, start } = await practice();
    const q = start.questions[0]!;
    const deviceId = newId();
    await api.qbank.doLaterAdd({ id: q.id, device_id: deviceId });
    const refused = await failure(
      api.qbank.submit({ run: start.run.id, question: q.id, answer: 1, device_id: deviceId }),
    );
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.items).toEqual([
      { object: "device_id", message: "This request id was already used for another request." },
    ]);
    const other = await practice();
    const q2 = other.start.questions[0]!;
    const reply = await other.api.qbank.submit({
      run: other.start.run.id,
      question: q2.id,
      answer: 1,
      device_id: deviceId,
    });
    expect(reply.first).toBe(true);
  });

  it("refuses a malformed id with the usual message", async () => {
    const { api, start } = await practice();
    const q = start.questions[0]!;
    const refused = await failure(api.qbank.submit({ run: start.run.id, question: q.id, answer: 1, device_id: "abc" }));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.items).toEqual([{ object: "device_id", message: "Unknown device request id." }]);
  });
});

describe("a mock's queued answers", () => {
  it("accepts one up to the deadline and its grace by the server's clock, then refuses it without keeping it", async () => {
    await createCategoryWithQuestions(h.deps.db, { level: 5, count: 3 });
    const { api, user } = await signedIn(h, { level: 5 });
    const start = await api.qbank.startMock();
    const [a, b] = start.questions;
    h.clock.advance(EXAM_TIME_MS + DEADLINE_GRACE_MS - 1);
    const inTime = { run: start.run.id, question: a!.id, answer: keyOf(a!), device_id: newId() };
    const accepted = await api.qbank.submit(inTime);
    expect(accepted).toMatchObject({ first: true, answered: 1 });

    h.clock.advance(1);
    const late = { run: start.run.id, question: b!.id, answer: keyOf(b!), device_id: newId() };
    const refused = await failure(api.qbank.submit(late));
    expect(refused.items).toEqual([{ object: "run", message: "Time is up: this mock has ended." }]);
    await expect(failure(api.qbank.submit(late))).resolves.toMatchObject({ code: "BAD_REQUEST" });
    // The answer that arrived in time, replayed after a lost reply, still gets its reply.
    await expect(api.qbank.submit(inTime)).resolves.toEqual(accepted);
    expect(await count("device_requests", user.id)).toBe(1);
    const ended = await api.qbank.run({ id: start.run.id });
    expect(ended.run.ended).toBe(true);
    expect(ended.questions.filter((q) => q.chosen !== null)).toHaveLength(1);
  });
});
