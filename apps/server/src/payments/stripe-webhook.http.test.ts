import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

/** POST /api/stripe/webhook over HTTP: the raw body's signature decides, on the offline checkout too. */

const SECRET = "whsec_http_test";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { STRIPE_WEBHOOK_SECRET: SECRET } });
});
afterAll(() => server.close());

function signed(body: object, secret = SECRET) {
  const payload = JSON.stringify(body);
  const timestamp = Math.floor(server.clock.now().getTime() / 1000);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

const post = (payload: string, signature?: string) =>
  fetch(`${server.url}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body: payload,
  });

describe("the Stripe webhook path", () => {
  it("takes a signed event once without a session or XSRF token, and refuses forged and unsigned ones", async () => {
    const { client, id } = await loggedInLearner(server, 2);
    const started = await client.post("/api/user/stripe/mastery-mock/purchase", { price: "mastery-2" });
    const { session_id } = started.body.message as { session_id: string };
    const event = {
      id: "evt_http_1",
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(server.clock.now().getTime() / 1000),
      data: {
        object: {
          id: session_id,
          object: "checkout.session",
          payment_status: "paid",
          client_reference_id: id,
          metadata: { purchase: "mastery", price: "mastery-2", user_id: id },
          subscription: null,
          amount_total: 4900,
          currency: "usd",
        },
      },
    };
    const forged = signed(event, "whsec_someone_else");
    const refused = await post(forged.payload, forged.signature);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: [{ object: "signature", message: "The event's signature is not valid." }],
    });
    expect((await post(JSON.stringify(event))).status).toBe(400);

    const good = signed(event);
    for (let i = 0; i < 3; i++) {
      const res = await post(good.payload, good.signature);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    const user = (await client.get("/api/user")).body.message as { mastery_mock_attempts: { attempts: number }[] };
    expect(user.mastery_mock_attempts.map((p) => p.attempts)).toEqual([2]);
  });
});
