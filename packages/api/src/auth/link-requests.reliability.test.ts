import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJob } from "../jobs.ts";
import { callerFor, createHarness, signedIn, TEST_PASSWORD, type Harness } from "#test/harness.ts";
import { lockWaiters, until } from "#test/lock-waits.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("a link request and the erasure of its account", () => {
  it("the job holding the request waits for the erasure, finds the account gone and mails nothing, never a deadlock", async () => {
    const { api, user } = await signedIn(h);
    const ticket = await api.support.create({ text: "Question 3 looks wrong.", category: "0" });
    const jobs = { ...h.deps.jobs, wake: () => Promise.resolve() };
    await callerFor({ ...h, deps: { ...h.deps, jobs } }).api.auth.requestReset({ email: user.email });

    // The erasure takes the account's row first, then stops at the ticket another transaction holds.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let held!: () => void;
    const holding = new Promise<void>((r) => (held = r));
    const hold = h.deps.db.transaction().execute(async (trx) => {
      await sql`select 1 from tickets where id = ${ticket.id} for update`.execute(trx);
      held();
      await released;
    });
    await holding;
    const deletion = api.account.delete({ password: TEST_PASSWORD });
    await until(async () => (await lockWaiters(h.deps.db)) >= 1);

    // The mail job takes the request, then waits for the account's row.
    const job = runJob(h.deps, "mail");
    await until(async () => (await lockWaiters(h.deps.db)) >= 2);
    release();
    await hold;

    await expect(deletion).resolves.toEqual({ ok: true });
    await expect(job).resolves.toBeDefined();
    expect(h.mail.filter((m) => m.to === user.email)).toEqual([]);
    expect(await h.deps.db.selectFrom("link_requests").selectAll().execute()).toEqual([]);
    const links = await h.deps.db.selectFrom("email_tokens").select("id").where("user_id", "=", user.id).execute();
    expect(links).toEqual([]);
  }, 30_000);
});
