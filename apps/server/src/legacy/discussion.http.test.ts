import { createCategoryWithQuestions, insertTestTry } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

/** The discussion's legacy paths over HTTP: envelopes, statuses, Retry-After, access and plain text. */

let server: TestServer;
let questions: string[];

beforeAll(async () => {
  server = await startTestServer();
  questions = (await createCategoryWithQuestions(server.handle.db, { level: 2, count: 4 })).questionIds;
});
afterAll(() => server.close());

async function answered(question: string, level = 2) {
  const person = await loggedInLearner(server, level);
  await insertTestTry(server.handle.db, {
    userId: person.id,
    questionId: question,
    correct: false,
    at: server.clock.now(),
  });
  return person;
}

interface LegacyComment {
  _id: string;
  text: string;
  author: string;
  votes: number;
  voted: boolean;
  mine: boolean;
  replies: LegacyComment[];
}

describe("the discussion over the legacy paths", () => {
  it("refuses before answering (403) and serves comments, replies and votes after", async () => {
    const q = questions[0]!;
    const stranger = await loggedInLearner(server);
    expect(await stranger.client.get(`/api/question/${q}/comments`)).toMatchObject({
      status: 403,
      body: { message: [{ object: "auth", message: "Answer the question first." }] },
    });
    expect((await stranger.client.post(`/api/question/${q}/comments`, { text: "Is it B?" })).status).toBe(403);

    const a = await answered(q);
    const b = await answered(q);
    const html = '<img src=x onerror="alert(1)">\nSee https://www.nice.org.uk';
    const posted = await a.client.post(`/api/question/${q}/comments`, { text: html });
    expect(posted.status).toBe(200);
    expect(posted.headers.get("content-type")).toMatch(/^application\/json/);
    const comment = posted.body.message as LegacyComment;
    expect(comment).toMatchObject({ text: html, author: "Ada O.", mine: true, votes: 0, replies: [] });

    const reply = await b.client.post(`/api/question/${q}/comments`, { text: "Thanks!", parent: comment._id });
    expect(reply.status).toBe(200);
    expect(await b.client.post(`/api/comments/${comment._id}/vote`, { helpful: true })).toMatchObject({
      status: 200,
      body: { message: { _id: comment._id, votes: 1, voted: true } },
    });
    // A form post says "false" as text.
    expect(
      (
        await b.client.request("POST", `/api/comments/${comment._id}/vote`, "helpful=false", {
          "content-type": "application/x-www-form-urlencoded",
        })
      ).body,
    ).toEqual({ message: { _id: comment._id, votes: 0, voted: false } });

    const list = await b.client.get(`/api/question/${q}/comments?sort=helpful`);
    expect(list.status).toBe(200);
    const message = list.body.message as { comments: LegacyComment[]; can_post: boolean };
    expect(message.can_post).toBe(true);
    expect(message.comments).toMatchObject([
      { _id: comment._id, text: html, mine: false, replies: [{ text: "Thanks!", mine: true }] },
    ]);
    expect(list.text).not.toContain(a.email);
    expect((await b.client.get(`/api/question/${q}/comments?sort=oldest`)).status).toBe(400);
  });

  it("answers 400 with the field's problem, 403 on another's comment, and 429 with Retry-After past the rate", async () => {
    const q = questions[1]!;
    const a = await answered(q);
    const b = await answered(q);
    expect(await a.client.post(`/api/question/${q}/comments`, { text: "" })).toMatchObject({
      status: 400,
      body: { message: [{ object: "text", message: "Write your comment." }] },
    });
    expect(await a.client.post(`/api/question/${q}/comments`, { text: "y".repeat(2001) })).toMatchObject({
      status: 400,
      body: { message: [{ object: "text", message: "A comment can be at most 2,000 characters." }] },
    });
    const own = (await a.client.post(`/api/question/${q}/comments`, { text: "Mine" })).body.message as LegacyComment;
    expect(await b.client.request("PUT", `/api/comments/${own._id}`, { text: "Hijacked" })).toMatchObject({
      status: 403,
      body: { message: [{ message: "You can only edit your own comments." }] },
    });
    expect((await b.client.delete(`/api/comments/${own._id}`)).status).toBe(403);
    expect(await a.client.request("PUT", `/api/comments/${own._id}`, { text: "Mine, edited" })).toMatchObject({
      status: 200,
      body: { message: { text: "Mine, edited", edited: true } },
    });

    for (let i = 0; i < 9; i++)
      expect((await a.client.post(`/api/question/${q}/comments`, { text: `n${i}` })).status).toBe(200);
    const refused = await a.client.post(`/api/question/${q}/comments`, { text: "Too many" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("600");
    expect(refused.body.message).toEqual([
      { object: "text", message: "You can post 10 comments every 10 minutes. Please try again in 10 minutes." },
    ]);
    expect(await a.client.delete(`/api/comments/${own._id}`)).toEqual(
      expect.objectContaining({ status: 200, body: { message: { _id: own._id, deleted: true } } }),
    );
  });

  it("lets admins see reports, hide, restore, delete and mute; learners get 403", async () => {
    const q = questions[2]!;
    const author = await answered(q);
    const reporters = [await answered(q), await answered(q), await answered(q)];
    const admin = await loggedInLearner(server, 6);
    const comment = (await author.client.post(`/api/question/${q}/comments`, { text: "Spam spam" })).body
      .message as LegacyComment;
    for (const r of reporters)
      expect((await r.client.post(`/api/comments/${comment._id}/report`, { reason: "Spam" })).status).toBe(200);
    expect(
      ((await reporters[0]!.client.get(`/api/question/${q}/comments`)).body.message as { comments: unknown[] })
        .comments,
    ).toEqual([]);

    expect((await author.client.get("/api/admin/comments")).status).toBe(403);
    const hidden = await admin.client.get(`/api/admin/comments?status=hidden&question=${q}`);
    expect(hidden.body.message).toMatchObject([
      { _id: comment._id, hidden: true, reports: 3, reasons: ["Spam", "Spam", "Spam"] },
    ]);
    expect(await admin.client.post(`/api/admin/comments/${comment._id}/restore`)).toMatchObject({
      status: 200,
      body: { message: { _id: comment._id, hidden: false } },
    });
    expect((await admin.client.post(`/api/admin/comments/${comment._id}/hide`)).body.message).toEqual({
      _id: comment._id,
      hidden: true,
    });
    expect(
      await admin.client.post(`/api/admin/users/${author.id}/mute`, { days: 30, reason: "Advertising" }),
    ).toMatchObject({
      status: 200,
      body: { message: { user: author.id, reason: "Advertising" } },
    });
    expect(await author.client.post(`/api/question/${q}/comments`, { text: "Again" })).toMatchObject({
      status: 403,
      body: { message: [{ message: expect.stringContaining("Reason: Advertising") as string }] },
    });
    expect((await admin.client.post(`/api/admin/users/${author.id}/mute`, { days: 3 })).status).toBe(400);
    expect((await admin.client.delete(`/api/admin/comments/${comment._id}`)).status).toBe(200);
    expect((await admin.client.get(`/api/admin/comments?question=${q}`)).body.message).toEqual([]);
  });
});
