import { createCategoryWithQuestions, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure } from "../test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "../test/harness.ts";

let h: Harness;
let questionId: string;
beforeAll(async () => {
  h = await createHarness();
  questionId = (await createCategoryWithQuestions(h.deps.db, { level: 2, count: 1 })).questionIds[0]!;
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(TEST_NOW));

const MINUTE = 60_000;

describe("support tickets", () => {
  it("moves a ticket Open -> Waiting -> Open -> Closed and mails the learner when support answers", async () => {
    const learner = await signedIn(h);
    const admin = await signedIn(h, { level: 6 });
    const made = await learner.api.support.create({ category: 1, text: "I was charged twice." });
    expect(made.status).toBe(0);
    const mailsBefore = h.mail.length;

    h.clock.advance(MINUTE);
    const answered = await admin.api.support.answer({ id: made.id, text: "We refunded the second charge." });
    expect(answered).toMatchObject({ status: 1, category: 1, answers_count: 1 });
    expect(answered.answers[0]).toMatchObject({ from_support: true, user: { first_name: "Test" } });
    expect(h.mail.slice(mailsBefore)).toMatchObject([
      { to: learner.user.email, link: `http://localhost:3000/user/support/${made.id}` },
    ]);

    h.clock.advance(MINUTE);
    const replied = await learner.api.support.answer({ id: made.id, text: "Thank you!" });
    expect(replied).toMatchObject({
      status: 0,
      last_activity: new Date(Date.parse(TEST_NOW) + 2 * MINUTE).toISOString(),
    });
    expect(replied.answers.map((a) => a.from_support)).toEqual([true, false]);
    expect(h.mail.length).toBe(mailsBefore + 1);

    await expect(learner.api.support.close({ id: made.id })).resolves.toMatchObject({ status: 2 });
  });

  it("lets a learner reach only their own tickets; support sees all, sorted and filtered", async () => {
    const owner = await signedIn(h);
    const other = await signedIn(h);
    const admin = await signedIn(h, { level: 6 });
    const older = await owner.api.support.create({ category: 0, text: "First" });
    h.clock.advance(MINUTE);
    const newer = await owner.api.support.create({ questionId, category: "Cardiology", text: "Key is wrong" });
    h.clock.advance(MINUTE);
    await admin.api.support.answer({ id: older.id, text: "Looking" });
    await admin.api.support.close({ id: newer.id });

    expect((await owner.api.support.mine()).map((t) => t.id)).toEqual([newer.id, older.id]);
    expect((await owner.api.support.get({ id: newer.id })).question).toEqual({
      id: questionId,
      question_text: expect.any(String),
    });
    expect((await owner.api.support.get({ id: newer.id })).category).toBe(3);
    expect(await other.api.support.mine()).toEqual([]);
    // Each call starts only when awaited, so none rejects while another is pending.
    for (const call of [
      () => other.api.support.get({ id: older.id }),
      () => other.api.support.answer({ id: older.id, text: "Hijack" }),
      () => other.api.support.close({ id: older.id }),
    ]) {
      expect((await failure(call())).code).toBe("NOT_FOUND");
    }
    expect((await failure(owner.api.support.all())).code).toBe("FORBIDDEN");

    const ids = (list: { id: string }[]) => list.map((t) => t.id).filter((id) => [older.id, newer.id].includes(id));
    expect(ids(await admin.api.support.all({ sort: "newest", filter: "all" }))).toEqual([newer.id, older.id]);
    expect(ids(await admin.api.support.all({ sort: "oldest", filter: "all" }))).toEqual([older.id, newer.id]);
    expect(ids(await admin.api.support.all({ sort: "activity_newest", filter: "all" }))).toEqual([older.id, newer.id]);
    expect(ids(await admin.api.support.all({ sort: "newest", filter: "open" }))).toEqual([older.id]);
  });

  it("refuses blank text, unknown sorts and questions the learner cannot reach", async () => {
    const learner = await signedIn(h);
    expect(await failure(learner.api.support.create({ category: 0, text: "  " }))).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "text", message: "Please write your message." }],
    });
    const admin = await signedIn(h, { level: 6 });
    expect((await failure(admin.api.support.all({ sort: "sideways" as "newest", filter: "all" }))).code).toBe(
      "BAD_REQUEST",
    );
    const hidden = await createCategoryWithQuestions(h.deps.db, { level: 5, count: 1 });
    expect((await failure(learner.api.support.create({ questionId: hidden.questionIds[0], text: "x" }))).code).toBe(
      "NOT_FOUND",
    );
  });
});
