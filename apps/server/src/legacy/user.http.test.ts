import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

/** The legacy /api/user payment paths over HTTP, on the offline checkout. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("legacy /api/user", () => {
  it("answers the user of the payment screens, with the publishable key in password and never a hash", async () => {
    const { client, id, email } = await loggedInLearner(server, 2);
    for (const path of ["/api/user", "/api/user/stripeuser"]) {
      const res = await client.get(path);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({
        message: {
          _id: id,
          first_name: "Ada",
          second_name: "Okafor",
          email,
          level: 2,
          subscription_stopped: false,
          password: "offline",
          mastery_mock_attempts: [],
          subscription: null,
        },
      });
      expect(res.text).not.toMatch(/argon2/);
    }
  });

  it("lists the plans and the mastery prices from the constants the cards read", async () => {
    const { client } = await loggedInLearner(server, 2);
    const plans = (await client.get("/api/user/stripe/price")).body.message as { _id: string; price: number }[];
    expect(plans.map((p) => [p._id, p.price])).toEqual([
      ["silver", 25],
      ["gold", 45],
      ["diamond", 75],
    ]);
    const prices = (await client.get("/api/user/stripe/mastery-mock/price")).body.message;
    expect(prices).toEqual([
      { _id: "mastery-1", name: "One Attempt", price: 29, attempts: 1, description: "" },
      { _id: "mastery-2", name: "Two Attempts", price: 49, attempts: 2, description: "Save 15%" },
      { _id: "mastery-3", name: "Three Attempts", price: 69, attempts: 3, description: "Save 20%" },
    ]);
  });

  it("starts checkouts, pays one offline, stops, restarts and deletes the plan", async () => {
    const { client } = await loggedInLearner(server, 2);
    const unknown = await client.post("/api/user/stripe/new", { price: "platinum" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      message: [{ object: "price", message: "Please choose one of the offered prices." }],
    });
    const started = await client.post("/api/user/stripe/new", { price: "silver" });
    expect(started.status, started.text).toBe(200);
    const { session_id, url } = started.body.message as { session_id: string; url: string };
    expect(url).toBe(`http://localhost:3000/user/checkout/${session_id}`);

    const paid = await client.post("/trpc/payments.payOffline", { id: session_id });
    expect(paid.status, paid.text).toBe(200);
    let user = (await client.get("/api/user")).body.message as { level: number; subscription: { status: string } };
    expect(user).toMatchObject({ level: 2.5, subscription: { status: "trialing" } });
    expect((await client.post("/api/user/stripe/new", { price: "gold" })).status).toBe(409);

    expect((await client.get("/api/user/stripe/skip")).status).toBe(200);
    expect((await client.get("/api/user/stripe/cancle")).body.message).toMatchObject({
      level: 3,
      subscription_stopped: true,
    });
    expect((await client.get("/api/user/stripe/start")).body.message).toMatchObject({ subscription_stopped: false });
    const portal = await client.post("/api/user/stripe/update");
    expect(portal.body).toEqual({ message: { url: "http://localhost:3000/user/account?billing=offline" } });
    user = (await client.get("/api/user/stripe/delete")).body.message as typeof user;
    expect(user).toMatchObject({ level: 2, subscription: null });
  });

  it("sells attempts, refuses the billing portal below Silver and a plan change without a plan", async () => {
    const { client } = await loggedInLearner(server, 2);
    const started = await client.post("/api/user/stripe/mastery-mock/purchase", { price: "mastery-2" });
    const { session_id } = started.body.message as { session_id: string };
    await client.post("/trpc/payments.payOffline", { id: session_id });
    const user = (await client.get("/api/user")).body.message as { mastery_mock_attempts: unknown[] };
    expect(user.mastery_mock_attempts).toEqual([{ _id: expect.any(String), attempts: 2, used_attempts_count: 0 }]);
    const portal = await client.post("/api/user/stripe/update");
    expect(portal.status).toBe(403);
    const none = await client.get("/api/user/stripe/cancle");
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: [{ object: "subscription", message: "You have no plan to change." }] });
  });
});
