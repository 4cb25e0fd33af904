import { newId } from "@qbank/db";
import { createCategoryWithQuestions, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAIL_BURST_MS } from "../mail/outbox.ts";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";

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
    h.clock.advance(MAIL_BURST_MS);
    await h.deps.jobs.wake("mail");
    expect(h.mail.slice(mailsBefore)).toMatchObject([
      { to: learner.user.email, link: `http://localhost:3000/user/support/${made.id}` },
    ]);

    h.clock.advance(MINUTE);
    const replied = await learner.api.support.answer({ id: made.id, text: "Thank you!" });
    expect(replied).toMatchObject({
      status: 0,
      last_activity: new Date(Date.parse(TEST_NOW) + 2 * MINUTE + MAIL_BURST_MS).toISOString(),
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

  it("opens one ticket for one form's request sent many times at once, and one per form", async () => {
    const { api, user } = await signedIn(h, { level: 2 });
    const device_id = newId();
    const sent = await Promise.all(
      Array.from({ length: 20 }, () => api.support.create({ category: "0", text: "I was charged twice.", device_id })),
    );
    expect(new Set(sent.map((t) => t.id)).size).toBe(1);
    await api.support.create({ category: "0", text: "I was charged twice.", device_id: newId() });
    const mine = await h.deps.db.selectFrom("tickets").select("id").where("user_id", "=", user.id).execute();
    expect(mine).toHaveLength(2);
  });

  it("takes twenty tickets and reports a day from a learner, however sent, and a form's resend still answers", async () => {
    const { api, user } = await signedIn(h, { level: 2 });
    const first = newId();
    await api.support.create({ category: "0", text: "Ticket 1", device_id: first });
    const sent = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) =>
        i % 2
          ? api.support.create({ category: "0", text: `Ticket ${i + 2}` })
          : api.support.reportQuestion({ questionId, text: `Report ${i + 2}` }),
      ),
    );
    expect(sent.filter((r) => r.status === "fulfilled")).toHaveLength(19);
    const refused = await failure(api.support.create({ category: "0", text: "One more" }));
    expect(refused).toEqual({
      code: "TOO_MANY_REQUESTS",
      items: [{ object: "text", message: "Too many messages to support. Please try again in 24 hours." }],
    });
    // The first form sent again is the same ticket, not a new one, so it is not refused.
    await expect(api.support.create({ category: "0", text: "Ticket 1", device_id: first })).resolves.toMatchObject({
      status: 0,
    });
    const mine = await h.deps.db.selectFrom("tickets").select("id").where("user_id", "=", user.id).execute();
    expect(mine).toHaveLength(20);
    h.clock.advance(24 * 60 * MINUTE);
    await expect(api.support.create({ category: "0", text: "A day later" })).resolves.toMatchObject({ status: 0 });
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

describe("mail about support's answers", () => {
  /** A ticket of a new learner, and an admin to answer it. */
  async function ticketWithSupport() {
    const learner = await signedIn(h);
    const admin = await signedIn(h, { level: 6 });
    const made = await learner.api.support.create({ category: 2, text: "Is question 12's key right?" });
    const answer = (text: string) => admin.api.support.answer({ id: made.id, text });
    return { learner, admin, id: made.id, email: learner.user.email, answer };
  }
  const unsentTo = (email: string) =>
    h.deps.db
      .selectFrom("mail_outbox")
      .select(["subject", "body_text", "link", "next_attempt_at"])
      .where("to_address", "=", email)
      .where("sent_at", "is", null)
      .execute();
  const sentTo = (email: string) => h.mail.filter((m) => m.to === email);
  const deliver = () => h.deps.jobs.wake("mail");

  it("sends one mail for twelve quick answers in a row, two minutes after the first", async () => {
    const { id, email, answer } = await ticketWithSupport();
    for (let i = 1; i <= 12; i++) {
      await answer(`Part ${i} of the answer.`);
      h.clock.advance(5_000);
    }
    const unsent = await unsentTo(email);
    expect(unsent).toHaveLength(1);
    expect(unsent[0]).toMatchObject({
      link: `http://localhost:3000/user/support/${id}`,
      next_attempt_at: new Date(Date.parse(TEST_NOW) + MAIL_BURST_MS),
    });
    expect(unsent[0]?.body_text).toContain("Read everything they wrote");

    await deliver();
    expect(sentTo(email)).toEqual([]);
    h.clock.set(new Date(Date.parse(TEST_NOW) + MAIL_BURST_MS));
    await deliver();
    expect(sentTo(email)).toMatchObject([{ subject: expect.stringContaining("Support answered your ticket") }]);
    expect(await unsentTo(email)).toEqual([]);
  });

  it("leaves one pending mail for twelve answers sent at once", async () => {
    const { email, answer, learner, id } = await ticketWithSupport();
    const answered = await Promise.all(Array.from({ length: 12 }, (_, i) => answer(`Answer ${i + 1}`)));
    expect(answered.map((t) => t.status)).toEqual(Array(12).fill(1));
    expect((await learner.api.support.get({ id })).answers_count).toBe(12);
    expect(await unsentTo(email)).toHaveLength(1);

    // The database holds the rule: a second unsent mail of the burst cannot be written at all.
    const { burst_key } = await h.deps.db
      .selectFrom("mail_outbox")
      .select("burst_key")
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    const now = h.clock.now();
    const second = { id: newId(), burst_key, to_address: email, subject: "x", body_text: "x" };
    await expect(
      h.deps.db
        .insertInto("mail_outbox")
        .values({ ...second, created_at: now, next_attempt_at: now })
        .execute(),
    ).rejects.toThrow(/mail_outbox_one_unsent_burst/);

    h.clock.advance(MAIL_BURST_MS);
    await deliver();
    expect(sentTo(email)).toHaveLength(1);
  });

  it("starts a new mail for an answer after the burst's mail was sent", async () => {
    const { email, answer } = await ticketWithSupport();
    await answer("First thoughts.");
    h.clock.advance(MAIL_BURST_MS);
    await deliver();
    expect(sentTo(email)).toHaveLength(1);

    h.clock.advance(10 * MINUTE);
    await answer("One more thing.");
    await answer("And another.");
    expect(await unsentTo(email)).toHaveLength(1);
    h.clock.advance(MAIL_BURST_MS);
    await deliver();
    expect(sentTo(email)).toHaveLength(2);
  });

  it("keeps a burst's mail while the mail server refuses it, and later answers still join it", async () => {
    const { email, answer } = await ticketWithSupport();
    await answer("Checking.");
    h.clock.advance(MAIL_BURST_MS);
    h.mailDown.value = true;
    await deliver();
    h.mailDown.value = false;
    await answer("Found it.");
    expect(await unsentTo(email)).toHaveLength(1);
    h.clock.advance(MINUTE);
    await deliver();
    expect(sentTo(email)).toHaveLength(1);
  });

  it("mails once per ticket when support answers two tickets of one learner", async () => {
    const first = await ticketWithSupport();
    const second = await first.learner.api.support.create({ category: 1, text: "Charged twice?" });
    await first.answer("About the key.");
    await first.admin.api.support.answer({ id: second.id, text: "About the charge." });
    await first.answer("And the explanation.");
    const unsent = await unsentTo(first.email);
    expect(unsent.map((m) => m.link).sort()).toEqual(
      [first.id, second.id].map((id) => `http://localhost:3000/user/support/${id}`).sort(),
    );
    h.clock.advance(MAIL_BURST_MS);
    await deliver();
    expect(sentTo(first.email)).toHaveLength(2);
  });

  it("never mails the learner for their own answers", async () => {
    const { learner, id, email } = await ticketWithSupport();
    await learner.api.support.answer({ id, text: "More detail." });
    expect(await unsentTo(email)).toEqual([]);
  });
});
