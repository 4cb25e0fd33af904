import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

/**
 * Money under parallel clicks, over HTTP on PostgreSQL (the offline checkout): twelve plan
 * checkouts paid at once grant one plan; sixteen stops, starts and deletes at once each act on
 * what the one before left. The procedure-level versions live in packages/api/src/payments.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const liveSubscriptions = (userId: string) =>
  server.handle.db
    .selectFrom("subscriptions")
    .select(["plan", "status"])
    .where("user_id", "=", userId)
    .where("status", "in", ["trialing", "active", "past_due"])
    .execute();

const PLAN_LIVE = "You already have a plan. Stop or delete it before choosing another.";

describe("parallel payments", () => {
  it("grants one plan for twelve plan checkouts opened and paid at once", async () => {
    const { id, client } = await loggedInLearner(server, 2);
    const prices = ["silver", "gold", "diamond"];
    const opened = await Promise.all(
      Array.from({ length: 12 }, (_, i) => client.post("/api/user/stripe/new", { price: prices[i % 3] })),
    );
    expect(opened.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const ids = opened.map((r) => (r.body.message as { session_id: string }).session_id);
    const paid = await Promise.all(ids.map((sid) => client.post("/trpc/payments.payOffline", { id: sid })));
    const statuses = paid.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 11 }, () => 409)]);
    for (const r of paid.filter((p) => p.status === 409)) expect(JSON.stringify(r.body)).toContain(PLAN_LIVE);

    const live = await liveSubscriptions(id);
    expect(live).toHaveLength(1);
    const user = (await client.get("/api/user")).body.message as { level: number };
    expect(user.level).toBe(2.5);
    const checkouts = await server.handle.db
      .selectFrom("checkouts")
      .select("status")
      .where("user_id", "=", id)
      .execute();
    expect(checkouts.filter((c) => c.status === "paid")).toHaveLength(1);
    const payments = await server.handle.db.selectFrom("payments").select("id").where("user_id", "=", id).execute();
    expect(payments).toEqual([]); // a first plan starts with its trial: nothing charged yet
  });

  it("ends deleted after eight deletes and eight starts at once, each answering 200 or 404", async () => {
    const { id, client } = await loggedInLearner(server, 2);
    const opened = await client.post("/api/user/stripe/new", { price: "diamond" });
    const { session_id } = opened.body.message as { session_id: string };
    expect((await client.post("/trpc/payments.payOffline", { id: session_id })).status).toBe(200);
    expect((await client.get("/api/user/stripe/skip")).status).toBe(200);
    expect(await liveSubscriptions(id)).toEqual([{ plan: "diamond", status: "active" }]);

    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, i) => client.get(i % 2 ? "/api/user/stripe/delete" : "/api/user/stripe/start")),
    );
    for (const r of replies) {
      expect([200, 404]).toContain(r.status);
      if (r.status === 404) {
        expect(r.body).toEqual({ message: [{ object: "subscription", message: "You have no plan to change." }] });
      }
    }
    expect(await liveSubscriptions(id)).toEqual([]);
    const user = (await client.get("/api/user")).body.message as { level: number; subscription: unknown };
    expect(user).toMatchObject({ level: 2, subscription: null });
  });
});
