import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

/**
 * A password checked behind a session counts against the sign-in limits: a stolen session
 * cookie guesses no faster than the sign-in form allows, and the 429 says when to retry.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("password checks behind a session", () => {
  it("answers account.delete 429 with Retry-After after five wrong passwords", async () => {
    const { client } = await loggedInLearner(server);
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post("/trpc/account.delete", { password: `wrong-password-${i}` });
      expect(wrong.status).toBe(400);
    }
    const refused = await client.post("/trpc/account.delete", { password: "wrong-password-9" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
  });

  it("counts auth.changePassword and sign-in against the same limit", async () => {
    const { client, email } = await loggedInLearner(server);
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post("/trpc/auth.changePassword", {
        current_password: `wrong-password-${i}`,
        password: "a-new-password-1",
        confirm_password: "a-new-password-1",
      });
      expect(wrong.status).toBe(400);
    }
    const refused = await client.post("/trpc/auth.changePassword", {
      current_password: "learner-password-1",
      password: "a-new-password-1",
      confirm_password: "a-new-password-1",
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const login = await client.post("/api/auth/login", { email, password: "learner-password-1" });
    expect(login.status).toBe(429);
    expect(Number(login.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
