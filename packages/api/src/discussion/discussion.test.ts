import { newId } from "@qbank/db";
import { createCategoryWithQuestions, insertTestTry, TEST_NOW } from "@qbank/db/testing";
import { TRPCError } from "@trpc/server";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answerFor } from "#test/answers.ts";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, TEST_PASSWORD, type Harness } from "#test/harness.ts";
import { retryAfterOf } from "../auth/throttle.ts";
import { Level } from "../shared/levels.ts";
import { ANSWER_FIRST } from "./schemas.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(TEST_NOW));

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Person = Awaited<ReturnType<typeof signedIn>>;

async function question(): Promise<string> {
  return (await createCategoryWithQuestions(h.deps.db, { count: 1, level: 2 })).questionIds[0]!;
}

/** A learner who has answered the question (a try of theirs exists). */
async function answered(q: string, fields: Parameters<typeof signedIn>[1] = {}): Promise<Person> {
  const person = await signedIn(h, { level: Level.Diamond, ...fields });
  await insertTestTry(h.deps.db, { userId: person.user.id, questionId: q, correct: true, at: h.clock.now() });
  return person;
}

const refusedWith = async (call: Promise<unknown>) => failure(call);

describe("reading and writing only after answering", () => {
  it("refuses the discussion before the learner answers, and opens it once they have, through the player", async () => {
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 1, level: 2 });
    const q = cat.questionIds[0]!;
    const writer = await answered(q);
    await writer.api.discussion.post({ id: q, text: "Remember: RAAS blockade first." });

    const learner = await signedIn(h, { level: Level.Diamond });
    // Asked first, the thread says it is closed, without a refusal.
    await expect(learner.api.discussion.open({ id: q })).resolves.toEqual({ open: false });
    expect(await refusedWith(learner.api.discussion.list({ id: q, sort: "new" }))).toEqual({
      code: "FORBIDDEN",
      items: [{ object: "auth", message: ANSWER_FIRST }],
    });
    expect((await refusedWith(learner.api.discussion.post({ id: q, text: "Is it B?" }))).code).toBe("FORBIDDEN");
    // The question's page gives the key away as the thread does: refused the same.
    expect((await refusedWith(learner.api.discussion.question({ id: q }))).items).toEqual([
      { object: "auth", message: ANSWER_FIRST },
    ]);

    const run = await learner.api.qbank.start({ mode: "all", category: [cat.id] });
    const shown = run.questions.find((x) => x.id === q)!;
    await learner.api.qbank.submit({ run: run.run.id, question: q, answer: answerFor(shown, false) });

    await expect(learner.api.discussion.open({ id: q })).resolves.toEqual({ open: true });
    expect((await refusedWith(learner.api.discussion.open({ id: newId() }))).code).toBe("NOT_FOUND");
    // Its own page (where a reply on the dashboard leads) shows the question and its explanation.
    await expect(learner.api.discussion.question({ id: q })).resolves.toEqual({
      id: q,
      category: cat.name,
      question_text: shown.question_text,
      explanation_text: expect.stringContaining("Explanation 1"),
    });
    expect((await refusedWith(learner.api.discussion.question({ id: newId() }))).code).toBe("NOT_FOUND");
    const discussion = await learner.api.discussion.list({ id: q, sort: "new" });
    expect(discussion).toMatchObject({ count: 1, can_post: true, muted: null });
    expect(discussion.comments[0]).toMatchObject({
      text: "Remember: RAAS blockade first.",
      author: "Test U.",
      mine: false,
      votes: 0,
      replies: [],
    });
  });

  it("hides the discussion of a question in an open timed mock, even when answered before, until the mock ends", async () => {
    await createCategoryWithQuestions(h.deps.db, { count: 3, level: 2 });
    const learner = await signedIn(h, { level: Level.Diamond });
    const mock = await learner.api.qbank.startMock();
    const q = mock.questions[0]!.id;
    await insertTestTry(h.deps.db, { userId: learner.user.id, questionId: q, correct: true, at: h.clock.now() });
    await learner.api.qbank.submit({ run: mock.run.id, question: q, answer: answerFor(mock.questions[0]!, true) });

    expect(await refusedWith(learner.api.discussion.list({ id: q, sort: "new" }))).toMatchObject({
      code: "FORBIDDEN",
      items: [{ message: ANSWER_FIRST }],
    });
    expect((await refusedWith(learner.api.discussion.post({ id: q, text: "Easy one" }))).code).toBe("FORBIDDEN");
    await expect(learner.api.discussion.open({ id: q })).resolves.toEqual({ open: false });

    await learner.api.qbank.end({ id: mock.run.id });
    await expect(learner.api.discussion.open({ id: q })).resolves.toEqual({ open: true });
    await expect(learner.api.discussion.list({ id: q, sort: "new" })).resolves.toMatchObject({ can_post: true });
  });
});

describe("writing", () => {
  it("keeps text as written: line breaks and HTML come back as plain text, never as markup", async () => {
    const q = await question();
    const learner = await answered(q);
    const text = `<script>alert("x")</script>\n<b>bold</b> & <a href="javascript:alert(1)">link</a>\nhttps://cks.nice.org.uk`;
    const posted = await learner.api.discussion.post({ id: q, text });
    expect(posted).toMatchObject({ text, mine: true, edited: false, deleted: false });
    expect((await learner.api.discussion.list({ id: q, sort: "new" })).comments[0]!.text).toBe(text);
  });

  it("refuses an empty or over-long comment with the field's problem", async () => {
    const q = await question();
    const learner = await answered(q);
    expect(await refusedWith(learner.api.discussion.post({ id: q, text: "  \n " }))).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "text", message: "Write your comment." }],
    });
    expect(await refusedWith(learner.api.discussion.post({ id: q, text: "x".repeat(2001) }))).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "text", message: "A comment can be at most 2,000 characters." }],
    });
    await expect(learner.api.discussion.post({ id: q, text: "x".repeat(2000) })).resolves.toMatchObject({ mine: true });
  });

  it("allows 10 comments in 10 minutes and answers the 11th with 429 and when to try again", async () => {
    const q = await question();
    const learner = await answered(q);
    for (let i = 0; i < 10; i++) {
      await learner.api.discussion.post({ id: q, text: `Point ${i}` });
      h.clock.advance(30_000);
    }
    const refused: unknown = await learner.api.discussion.post({ id: q, text: "One more" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe("TOO_MANY_REQUESTS");
    // The first of the ten was 5 minutes ago: the window opens again in 5 minutes.
    expect(retryAfterOf(refused as TRPCError)).toBe(300);
    h.clock.advance(5 * MINUTE);
    await expect(learner.api.discussion.post({ id: q, text: "One more" })).resolves.toMatchObject({ mine: true });
  });

  it("holds the rate when the requests come at once", async () => {
    const q = await question();
    const learner = await answered(q);
    const results = await Promise.allSettled(
      Array.from({ length: 14 }, (_, i) => learner.api.discussion.post({ id: q, text: `Burst ${i}` })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect((await learner.api.discussion.list({ id: q, sort: "new" })).count).toBe(10);
  });

  it("lets the author edit and delete only their own comments; a deleted comment with replies shows as deleted", async () => {
    const q = await question();
    const author = await answered(q);
    const other = await answered(q);
    const comment = await author.api.discussion.post({ id: q, text: "First thought" });
    const lonely = await author.api.discussion.post({ id: q, text: "Second thought" });

    expect(await refusedWith(other.api.discussion.edit({ id: comment._id, text: "Mine now" }))).toEqual({
      code: "FORBIDDEN",
      items: [{ object: "auth", message: "You can only edit your own comments." }],
    });
    expect((await refusedWith(other.api.discussion.remove({ id: comment._id }))).code).toBe("FORBIDDEN");

    h.clock.advance(MINUTE);
    await expect(author.api.discussion.edit({ id: comment._id, text: "Better thought" })).resolves.toMatchObject({
      text: "Better thought",
      edited: true,
    });
    await other.api.discussion.post({ id: q, text: "I agree", parent: comment._id });
    await author.api.discussion.remove({ id: comment._id });
    await author.api.discussion.remove({ id: lonely._id });

    const list = await other.api.discussion.list({ id: q, sort: "new" });
    expect(list.comments).toHaveLength(1);
    expect(list.comments[0]).toMatchObject({ deleted: true, text: "", author: "", replies: [{ text: "I agree" }] });
    expect(list.count).toBe(1);
  });

  it("keeps replies one level deep, in the service and in the database", async () => {
    const q = await question();
    const other = await question();
    const a = await answered(q);
    const b = await answered(q);
    const top = await a.api.discussion.post({ id: q, text: "Top" });
    const reply = await b.api.discussion.post({ id: q, text: "Reply", parent: top._id });
    expect(await refusedWith(a.api.discussion.post({ id: q, text: "Deeper", parent: reply._id }))).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "parent", message: "Reply to the comment itself: replies go one level deep." }],
    });
    const insert = (parent: string, questionId: string) =>
      h.deps.db
        .insertInto("comments")
        .values({
          id: newId(),
          question_id: questionId,
          user_id: a.user.id,
          parent_id: parent,
          text: "x",
          created_at: h.clock.now(),
        })
        .execute();
    await expect(insert(reply._id, q)).rejects.toThrow(/comments_parent/);
    await expect(insert(top._id, other)).rejects.toThrow(/comments_parent/);
  });

  it("names authors by their display name or given name and initial, never by email", async () => {
    const q = await question();
    const learner = await answered(q, { first_name: "Amira", second_name: "khan" });
    expect(await learner.api.discussion.profile()).toEqual({
      display_name: "Amira K.",
      default_name: "Amira K.",
      digest: true,
    });
    expect(
      (await refusedWith(learner.api.discussion.saveProfile({ display_name: "amira@example.com", digest: true })))
        .items,
    ).toEqual([{ object: "display_name", message: "A display name cannot be an email address." }]);
    // Nothing that passes for the team, an erased account, or hides and turns text around.
    for (const display_name of ["PLAB Support Team (official)", "admin", "Deleted  Account", "Mod"]) {
      expect((await refusedWith(learner.api.discussion.saveProfile({ display_name, digest: true }))).items).toEqual([
        { object: "display_name", message: "That name is kept for the team. Please choose another." },
      ]);
    }
    for (const display_name of ["Dr \u202eA", "Dr\u200bA"]) {
      expect((await refusedWith(learner.api.discussion.saveProfile({ display_name, digest: true }))).items).toEqual([
        { object: "display_name", message: "The display name contains a character that is not allowed." },
      ]);
    }
    // A Persian name keeps its zero-width non-joiner.
    await learner.api.discussion.saveProfile({
      display_name: "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645",
      digest: false,
    });
    await learner.api.discussion.saveProfile({ display_name: "Dr A", digest: false });
    const posted = await learner.api.discussion.post({ id: q, text: "Hello" });
    expect(posted.author).toBe("Dr A");
    expect(JSON.stringify(await learner.api.discussion.list({ id: q, sort: "new" }))).not.toContain(learner.user.email);
  });
});

describe("votes and reports", () => {
  it("counts one Helpful vote per learner, undoable, and sorts the most helpful first", async () => {
    const q = await question();
    const author = await answered(q);
    const voter = await answered(q);
    const older = await author.api.discussion.post({ id: q, text: "Older" });
    h.clock.advance(MINUTE);
    const newer = await author.api.discussion.post({ id: q, text: "Newer" });

    await expect(voter.api.discussion.vote({ id: older._id, helpful: true })).resolves.toEqual({
      _id: older._id,
      votes: 1,
      voted: true,
    });
    await expect(voter.api.discussion.vote({ id: older._id, helpful: true })).resolves.toMatchObject({ votes: 1 });
    const helpful = await voter.api.discussion.list({ id: q, sort: "helpful" });
    expect(helpful.comments.map((c) => c._id)).toEqual([older._id, newer._id]);
    expect((await voter.api.discussion.list({ id: q, sort: "new" })).comments.map((c) => c._id)).toEqual([
      newer._id,
      older._id,
    ]);
    await expect(voter.api.discussion.vote({ id: older._id, helpful: false })).resolves.toMatchObject({
      votes: 0,
      voted: false,
    });
    expect((await refusedWith(author.api.discussion.vote({ id: older._id, helpful: true }))).code).toBe("BAD_REQUEST");
    const twice = await Promise.all([1, 2].map(() => voter.api.discussion.vote({ id: newer._id, helpful: true })));
    expect(twice.map((v) => v.votes)).toEqual([1, 1]);
  });

  it("hides a comment reported by three different learners until an admin looks, and restores it", async () => {
    const q = await question();
    const author = await answered(q);
    const reader = await answered(q);
    const reporters = [await answered(q), await answered(q), await answered(q)];
    const admin = await signedIn(h, { level: Level.Admin });
    const comment = await author.api.discussion.post({ id: q, text: "Buy cheap pills at spam.example" });

    await reporters[0]!.api.discussion.report({ id: comment._id, reason: "Spam" });
    await reporters[0]!.api.discussion.report({ id: comment._id, reason: "Spam again" });
    await reporters[1]!.api.discussion.report({ id: comment._id, reason: "Advert" });
    expect((await reader.api.discussion.list({ id: q, sort: "new" })).count).toBe(1);
    // Each reader sees whether they reported it, so the page shows it reported after a reload.
    const seen = async (who: (typeof reporters)[number]) =>
      (await who.api.discussion.list({ id: q, sort: "new" })).comments[0]!.reported;
    expect([await seen(reporters[0]!), await seen(reporters[2]!), await seen(reader)]).toEqual([true, false, false]);
    await reporters[2]!.api.discussion.report({ id: comment._id, reason: "Not about the question" });
    expect(await reader.api.discussion.list({ id: q, sort: "new" })).toMatchObject({ count: 0, comments: [] });

    const reported = await admin.api.discussion.moderation({ status: "hidden", question: q, page: 1 });
    expect(reported).toMatchObject([
      {
        _id: comment._id,
        hidden: true,
        reports: 3,
        reasons: ["Spam", "Advert", "Not about the question"],
        question: { id: q },
      },
    ]);
    await admin.api.discussion.restore({ id: comment._id });
    expect((await reader.api.discussion.list({ id: q, sort: "new" })).count).toBe(1);
    // The reports before the review no longer count: one more does not hide it again.
    await reader.api.discussion.report({ id: comment._id, reason: "Still spam" });
    expect((await reader.api.discussion.list({ id: q, sort: "new" })).count).toBe(1);
    await admin.api.discussion.hide({ id: comment._id });
    expect((await reader.api.discussion.list({ id: q, sort: "new" })).count).toBe(0);
    expect((await refusedWith(author.api.discussion.report({ id: comment._id, reason: "Me" }))).code).toBe(
      "BAD_REQUEST",
    );
    expect((await refusedWith(reader.api.discussion.moderation({ status: "all", page: 1 }))).code).toBe("FORBIDDEN");
  });
});

describe("posting once", () => {
  it("posts one comment for one form's request sent many times at once", async () => {
    const q = await question();
    const learner = await answered(q);
    const device_id = newId();
    const posted = await Promise.all(
      Array.from({ length: 5 }, () => learner.api.discussion.post({ id: q, text: "Sent five times.", device_id })),
    );
    expect(new Set(posted.map((c) => c._id)).size).toBe(1);
    const list = await learner.api.discussion.list({ id: q, sort: "new" });
    expect(list.comments.filter((c) => c.text === "Sent five times.")).toHaveLength(1);
  });
});

describe("moderation", () => {
  it("mutes an author for 7 days, 30 days or for good, and tells them why", async () => {
    const q = await question();
    const learner = await answered(q);
    const admin = await signedIn(h, { level: Level.Admin });

    const before = await learner.api.discussion.post({ id: q, text: "Posted before the mute." });
    await admin.api.discussion.mute({ id: learner.user.id, days: "7", reason: "Rude replies" });
    const muted = await learner.api.discussion.list({ id: q, sort: "new" });
    // What is up cannot be rewritten either; it can still be deleted.
    expect(await refusedWith(learner.api.discussion.edit({ id: before._id, text: "Rewritten while muted." }))).toEqual({
      code: "FORBIDDEN",
      items: [{ object: "auth", message: muted.muted }],
    });
    expect((await learner.api.discussion.list({ id: q, sort: "new" })).comments[0]!.text).toBe(
      "Posted before the mute.",
    );
    await expect(learner.api.discussion.remove({ id: before._id })).resolves.toMatchObject({ deleted: true });
    expect(muted).toMatchObject({
      can_post: false,
      muted: "You cannot post comments until 24 June 2026. Reason: Rude replies",
    });
    expect(await refusedWith(learner.api.discussion.post({ id: q, text: "Hello?" }))).toEqual({
      code: "FORBIDDEN",
      items: [{ object: "auth", message: muted.muted }],
    });
    h.clock.advance(7 * DAY + 1);
    await expect(learner.api.discussion.post({ id: q, text: "Back" })).resolves.toMatchObject({ mine: true });

    await expect(admin.api.discussion.mute({ id: learner.user.id, days: "30" })).resolves.toMatchObject({
      until: new Date(h.clock.now().getTime() + 30 * DAY).toISOString(),
    });
    h.clock.advance(29 * DAY);
    expect((await refusedWith(learner.api.discussion.post({ id: q, text: "Hello?" }))).code).toBe("FORBIDDEN");

    await admin.api.discussion.mute({ id: learner.user.id, days: "forever", reason: "Spam" });
    h.clock.advance(1000 * DAY);
    expect((await refusedWith(learner.api.discussion.post({ id: q, text: "Hello?" }))).items[0]!.message).toBe(
      "You cannot post comments any more. Reason: Spam",
    );
    expect((await refusedWith(admin.api.discussion.mute({ id: admin.user.id, days: "7" }))).code).toBe("BAD_REQUEST");
  });

  it("lists reported and hidden comments first, deletes, and counts comments that doubt the key", async () => {
    const q = await question();
    const a = await answered(q);
    const b = await answered(q);
    const admin = await signedIn(h, { level: Level.Admin });
    const doubt = await a.api.discussion.post({ id: q, text: "I think the key is wrong, NICE says B." });
    h.clock.advance(MINUTE);
    await a.api.discussion.post({ id: q, text: "This answer is INCORRECT per BNF." });
    h.clock.advance(MINUTE);
    const plain = await a.api.discussion.post({ id: q, text: "A monkey could remember this." });
    h.clock.advance(MINUTE);
    const newest = await b.api.discussion.post({ id: q, text: "Nice mnemonic." });
    await b.api.discussion.report({ id: plain._id, reason: "Wrong answer given here" });

    const list = await admin.api.discussion.moderation({ status: "all", question: q, page: 1 });
    expect(list.map((c) => c._id).slice(0, 2)).toEqual([plain._id, newest._id]);
    expect(list[0]).toMatchObject({ reports: 1, reasons: ["Wrong answer given here"], author: { id: a.user.id } });
    expect(await admin.api.discussion.keyDoubts({ question: q })).toEqual({ question: q, doubts_key: 3, comments: 4 });

    await admin.api.discussion.delete({ id: doubt._id });
    expect((await b.api.discussion.list({ id: q, sort: "new" })).count).toBe(3);
  });
});

describe("replies reach people", () => {
  it("shows new replies on the dashboard until read, and mails a daily digest unless turned off", async () => {
    const q = await question();
    const author = await answered(q);
    const quiet = await answered(q);
    const replier = await answered(q);
    await quiet.api.discussion.saveProfile({ display_name: "", digest: false });
    const mine = await author.api.discussion.post({ id: q, text: "Question about the dose" });
    const theirs = await quiet.api.discussion.post({ id: q, text: "Another" });
    await author.api.discussion.post({ id: q, text: "My own follow-up", parent: mine._id });
    h.clock.advance(MINUTE);
    await replier.api.discussion.post({ id: q, text: "It is 300 mg", parent: mine._id });
    await replier.api.discussion.post({ id: q, text: "Loading dose first", parent: mine._id });
    await replier.api.discussion.post({ id: q, text: "Agreed", parent: theirs._id });

    const fresh = await author.api.discussion.newReplies();
    expect(fresh.count).toBe(2);
    expect(fresh.replies.map((r) => r.text)).toEqual(["Loading dose first", "It is 300 mg"]);
    expect(fresh.replies[0]).toMatchObject({ question: q, author: "Test U." });

    // Earlier tests' replies are mailed in the first run too: look at this test's people only.
    const ours = new Set([author, quiet, replier].map((p) => p.user.email));
    const mailedToUs = () => h.mail.filter((m) => ours.has(m.to));
    const before = mailedToUs().length;
    await h.deps.jobs.wake("digest");
    const sent = mailedToUs().slice(before);
    expect(sent.map((m) => m.to)).toEqual([author.user.email]);
    expect(sent[0]!.subject).toContain("2 new replies");
    // Once a day: a new reply an hour later waits for tomorrow's digest.
    h.clock.advance(60 * MINUTE);
    await replier.api.discussion.post({ id: q, text: "One more thing", parent: mine._id });
    await h.deps.jobs.wake("digest");
    expect(mailedToUs().length).toBe(before + 1);
    h.clock.advance(DAY);
    await h.deps.jobs.wake("digest");
    expect(
      mailedToUs()
        .slice(before + 1)
        .map((m) => [m.to, m.subject.startsWith("1 new reply")]),
    ).toEqual([[author.user.email, true]]);

    // Read up to the newest reply shown: one that came in after the card was drawn stays new.
    const shown = await author.api.discussion.newReplies();
    h.clock.advance(MINUTE);
    await replier.api.discussion.post({ id: q, text: "And a late one", parent: mine._id });
    const left = await author.api.discussion.markRepliesRead({ until: shown.replies[0]!.created_at });
    expect(left.count).toBe(1);
    expect(left.replies.map((r) => r.text)).toEqual(["And a late one"]);
    // An older card read later does not bring the read ones back.
    await author.api.discussion.markRepliesRead({ until: shown.replies.at(-1)!.created_at });
    expect((await author.api.discussion.newReplies()).count).toBe(1);
    await author.api.discussion.markRepliesRead();
    expect((await author.api.discussion.newReplies()).count).toBe(0);
  });

  it("mails a reply under a hidden comment once the comment is restored, not never", async () => {
    const q = await question();
    const author = await answered(q);
    const replier = await answered(q);
    const admin = await signedIn(h, { level: Level.Admin });
    const mine = await author.api.discussion.post({ id: q, text: "Is the dose weight-based?" });
    h.clock.advance(MINUTE);
    await replier.api.discussion.post({ id: q, text: "Yes, per kilogram", parent: mine._id });
    await admin.api.discussion.hide({ id: mine._id });
    const toAuthor = () => h.mail.filter((m) => m.to === author.user.email);

    h.clock.advance(MINUTE);
    await h.deps.jobs.wake("digest");
    expect(toAuthor()).toEqual([]);
    await admin.api.discussion.restore({ id: mine._id });
    h.clock.advance(MINUTE);
    await h.deps.jobs.wake("digest");
    expect(toAuthor().map((m) => m.subject.startsWith("1 new reply"))).toEqual([true]);
  });
});

describe("data rights", () => {
  it("exports the learner's comments and, on deletion, keeps only the ones others replied to, under Deleted account", async () => {
    const q = await question();
    const leaving = await answered(q);
    const other = await answered(q);
    const kept = await leaving.api.discussion.post({ id: q, text: "Answered by others" });
    const gone = await leaving.api.discussion.post({ id: q, text: "Nobody replied" });
    await leaving.api.discussion.post({ id: q, text: "My own reply", parent: gone._id });
    const reply = await other.api.discussion.post({ id: q, text: "Thanks", parent: kept._id });
    await leaving.api.discussion.post({
      id: q,
      text: "Reply to someone",
      parent: (await other.api.discussion.post({ id: q, text: "Other's" }))._id,
    });
    await leaving.api.discussion.vote({ id: reply._id, helpful: true });
    await leaving.api.discussion.report({ id: reply._id, reason: "Gives the key away" });
    const admin = await signedIn(h, { level: Level.Admin });
    await admin.api.discussion.mute({ id: leaving.user.id, days: "7", reason: "Rude replies" });

    const file = await leaving.api.account.exportData();
    const data = JSON.parse(strFromU8(unzipSync(Buffer.from(file.content_base64, "base64"))["data.json"]!)) as {
      comments: { text: string }[];
      profile: { display_name: string | null };
      comment_votes: unknown[];
      comment_reports: unknown[];
      discussion_mutes: unknown[];
    };
    // What they did in the discussion, and what was done about them, is theirs too.
    expect(data.comment_votes).toEqual([{ comment_id: reply._id, voted_at: expect.any(String) }]);
    expect(data.comment_reports).toEqual([
      { comment_id: reply._id, reason: "Gives the key away", reported_at: expect.any(String) },
    ]);
    expect(data.discussion_mutes).toEqual([
      { muted_at: expect.any(String), until: expect.any(String), reason: "Rude replies" },
    ]);
    expect(data.comments.map((c) => c.text)).toEqual([
      "Answered by others",
      "Nobody replied",
      "My own reply",
      "Reply to someone",
    ]);

    await leaving.api.account.delete({ password: TEST_PASSWORD });
    const list = await other.api.discussion.list({ id: q, sort: "new" });
    const texts = list.comments.map((c) => [c.text, c.author, c.replies.map((r) => [r.text, r.votes])]);
    expect(texts).toEqual([
      ["Other's", "Test U.", []],
      ["Answered by others", "Deleted account", [["Thanks", 0]]],
    ]);
    const rows = await h.deps.db.selectFrom("comments").select("text").where("user_id", "=", leaving.user.id).execute();
    expect(rows.map((r) => r.text)).toEqual(["Answered by others"]);
    // The erased row cannot be given a display name back.
    await expect(
      h.deps.db.updateTable("users").set({ display_name: "Back again" }).where("id", "=", leaving.user.id).execute(),
    ).rejects.toThrow(/erased/);
  });
});
