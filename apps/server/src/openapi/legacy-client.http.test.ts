import { hashPassword } from "@qbank/api";
import { createCategoryWithQuestions, insertTestUser } from "@qbank/db/testing";
import { createLegacyClient } from "@qbank/legacy-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/server.ts";

/** The typed example client of packages/legacy-client, generated from docs/openapi.json, as an integrator uses it. */

const PASSWORD = "integrator-password-1";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the typed legacy client", () => {
  it("logs in, practises a question and reads the stats", async () => {
    const cat = await createCategoryWithQuestions(server.handle.db, { level: 2, count: 3, name: "Client bank" });
    const { email } = await insertTestUser(server.handle.db, {
      password_hash: await hashPassword(PASSWORD),
      level: 2,
      email_verified_at: server.clock.now(),
    });
    const api = createLegacyClient(server.url);

    const visitor = await api.GET("/api/auth/getuserdata");
    expect(visitor.data?.message).toEqual({ level: 0 });
    const login = await api.POST("/api/auth/login", { body: { email, password: PASSWORD } });
    expect(login.response.status, JSON.stringify(login.error)).toBe(200);
    expect(login.data?.message.email).toBe(email);

    const started = await api.POST("/api/qbank/start", { body: { mode: "all", category: [cat.id] } });
    const page = started.data!.message;
    expect(page.questions).toHaveLength(3);
    const question = page.questions[0]!;
    const answer = await api.POST("/api/qbank/submit", {
      body: { run: page.run._id, question: question._id, answer: 1 },
    });
    expect(answer.data?.message).toMatchObject({ question: question._id, correct: true, first: true });

    const stats = await api.GET("/api/stats/questions");
    expect(stats.data?.message).toEqual({ right: 100, wrong: 0, all: 1 });

    const refused = await api.POST("/api/qbank/submit", { body: { run: page.run._id, question: "x", answer: 1 } });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.message[0]).toMatchObject({ object: "question" });
  });
});
