import { TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJob } from "../jobs.ts";
import { callerFor, createHarness, type Harness } from "#test/harness.ts";
import { retryDelay } from "./outbox.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const outboxRow = (to: string) =>
  h.deps.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", to).executeTakeFirstOrThrow();

describe("the mail outbox", () => {
  it("keeps a message through a mail server outage and sends it once the server is back", async () => {
    h.clock.set(TEST_NOW);
    const email = "outage@example.com";
    h.mailDown.value = true;
    const { api } = callerFor(h, { ip: "192.0.2.70" });
    await expect(
      api.auth.signup({
        email,
        first_name: "Nia",
        second_name: "Okoye",
        password: "a-long-password",
        confirm_password: "a-long-password",
      }),
    ).resolves.toEqual({ email });
    expect(h.mail.filter((m) => m.to === email)).toEqual([]);
    const failed = await outboxRow(email);
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, last_error: "421 Service not available" });
    expect(failed.next_attempt_at.getTime()).toBe(Date.parse(TEST_NOW) + retryDelay(1));

    // Back up, but the retry is not due yet; then it is.
    h.mailDown.value = false;
    await runJob(h.deps, "mail");
    expect(h.mail.filter((m) => m.to === email)).toEqual([]);
    h.clock.advance(retryDelay(1));
    await runJob(h.deps, "mail");
    const sent = h.mail.filter((m) => m.to === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.link).toMatch(/\/api\/auth\/confirm\?token=/);
    expect(await outboxRow(email)).toMatchObject({ attempts: 2, last_error: null });
    await runJob(h.deps, "mail");
    expect(h.mail.filter((m) => m.to === email)).toHaveLength(1);
  });

  it("waits longer after each failure, up to twelve hours", () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => retryDelay(n) / 60_000)).toEqual([1, 5, 15, 60, 240, 720, 720]);
  });
});
