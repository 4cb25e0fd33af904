import { randomUUID } from "node:crypto";
import type { Db } from "@qbank/db";
import { TEST_NOW } from "@qbank/db/testing";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runJob } from "../jobs.ts";
import type { JobName } from "../shared/job-queue.ts";
import { Level } from "../shared/levels.ts";
import { sha256Hex } from "./crypto.ts";
import {
  callerFor,
  createHarness,
  createUser,
  lastMailedToken,
  signedIn,
  TEST_PASSWORD,
  type Harness,
} from "#test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(TEST_NOW));

const MINUTE = 60_000;
const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.org`;

/**
 * The SQL text of every statement run through the returned database, in order (the values are
 * left out: they name the address). A statement that reached the database without passing
 * through the query builder would show as a row count above the texts.
 */
function recorded(db: Db) {
  const texts: string[] = [];
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      texts.push(db.getExecutor().compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: ({ result }) => {
      statements++;
      return Promise.resolve(result);
    },
  };
  return { db: db.withPlugin(plugin), texts, count: () => statements };
}

let addresses = 0;

/** A caller whose wake-ups are only noted, so the mail job runs when the test says. */
function heldCaller(db: Db = h.deps.db, ip = `198.51.100.${++addresses}`) {
  const wakes: JobName[] = [];
  const jobs = { ...h.deps.jobs, wake: (job: JobName) => (wakes.push(job), Promise.resolve()) };
  const { api } = callerFor({ ...h, deps: { ...h.deps, db, jobs } }, { ip });
  return { api, wakes };
}

const waiting = () => h.deps.db.selectFrom("link_requests").selectAll().orderBy("email").execute();
const mailTo = (to: string) => h.mail.filter((m) => m.to === to);
const liveLinks = (userId: string, purpose: "reset" | "confirm") =>
  h.deps.db
    .selectFrom("email_tokens")
    .select(["id", "created_at", "expires_at"])
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();

describe("a link asked for by address", () => {
  it("does the same statements and writes the same row whether the address has an account or not", async () => {
    const known = await createUser(h, { email: address("known") });
    const unknown = address("nobody");
    const done: { texts: string[]; statements: number; wakes: JobName[] }[] = [];
    for (const [email, ip] of [
      [known.email, "192.0.2.71"],
      [unknown, "192.0.2.72"],
    ] as const) {
      const log = recorded(h.deps.db);
      const { api, wakes } = heldCaller(log.db, ip);
      await expect(api.auth.requestReset({ email })).resolves.toEqual({ ok: true });
      done.push({ texts: log.texts, statements: log.count(), wakes });
    }
    const [forKnown, forUnknown] = done;
    expect(forKnown!.texts.length).toBeGreaterThan(0);
    expect(forKnown!.statements).toBe(forKnown!.texts.length);
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown!.wakes).toEqual(["mail"]);

    // The request wrote its row and nothing more: no link, no mail, for either address.
    const rows = await waiting();
    expect(rows).toEqual(
      [known.email, unknown].sort().map((email) => ({ email, purpose: "reset", created_at: new Date(TEST_NOW) })),
    );
    expect(await liveLinks(known.id, "reset")).toEqual([]);
    const queued = await h.deps.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("to_address", "in", [known.email, unknown])
      .execute();
    expect(queued).toEqual([]);

    // The mail job then mails the address with an account, its link live, and drops the other.
    h.clock.advance(MINUTE);
    await runJob(h.deps, "mail");
    expect(await waiting()).toEqual([]);
    expect(mailTo(unknown)).toEqual([]);
    expect(mailTo(known.email)).toHaveLength(1);
    const token = lastMailedToken(h, known.email, "id");
    expect(mailTo(known.email)[0]!.link).toBe(
      `http://localhost:3000/change?email=${encodeURIComponent(known.email)}&id=${token}`,
    );
    await expect(callerFor(h).api.auth.resetLinkStatus({ email: known.email, id: token })).resolves.toEqual({
      live: true,
    });
  });

  it("makes the confirmation resend do the same work for every address, and mails only an unconfirmed account", async () => {
    const unconfirmed = await createUser(h, { email: address("unconfirmed"), email_verified_at: null });
    const confirmed = await createUser(h, { email: address("confirmed") });
    const blocked = await createUser(h, { email: address("blocked"), email_verified_at: null, level: Level.Blocked });
    const unknown = address("nobody");
    const emails = [unconfirmed.email, confirmed.email, blocked.email, unknown];
    const done: { texts: string[]; statements: number }[] = [];
    for (const [i, email] of emails.entries()) {
      const log = recorded(h.deps.db);
      await heldCaller(log.db, `192.0.2.${80 + i}`).api.auth.resendConfirmation({ email });
      done.push({ texts: log.texts, statements: log.count() });
    }
    for (const other of done.slice(1)) expect(other).toEqual(done[0]);
    expect((await waiting()).map((r) => [r.email, r.purpose])).toEqual(emails.map((e) => [e, "confirm"]).sort());

    await runJob(h.deps, "mail");
    expect(await waiting()).toEqual([]);
    expect(emails.map((e) => mailTo(e).length)).toEqual([1, 0, 0, 0]);
    const token = lastMailedToken(h, unconfirmed.email, "token");
    await expect(callerFor(h).api.auth.confirmEmail({ token })).resolves.toEqual({ email: unconfirmed.email });
  });

  it("mails a blocked account no reset link", async () => {
    const blocked = await createUser(h, { email: address("blocked"), level: Level.Blocked });
    const held = await createUser(h, { email: address("held"), level: Level.Hold });
    await heldCaller().api.auth.requestReset({ email: blocked.email });
    await heldCaller().api.auth.requestReset({ email: held.email });
    await runJob(h.deps, "mail");
    expect(mailTo(blocked.email)).toEqual([]);
    expect(await liveLinks(blocked.id, "reset")).toEqual([]);
    // On hold is not blocked: such a person may still set a password, as before.
    expect(mailTo(held.email)).toHaveLength(1);
  });

  it("keeps one request, one mail and one live link for requests made before the job runs", async () => {
    const user = await createUser(h, { email: address("twice") });
    await Promise.all(
      ["192.0.2.90", "192.0.2.91"].map((ip) =>
        heldCaller(h.deps.db, ip).api.auth.requestReset({ email: user.email.toUpperCase() }),
      ),
    );
    expect(await waiting()).toHaveLength(1);
    await Promise.all([runJob(h.deps, "mail"), runJob(h.deps, "mail")]);
    expect(mailTo(user.email)).toHaveLength(1);
    const live = await liveLinks(user.id, "reset");
    expect(live.map((l) => l.id)).toEqual([sha256Hex(lastMailedToken(h, user.email, "id"))]);

    // A later request, resolved later, ends that link as a new one always has.
    await heldCaller().api.auth.requestReset({ email: user.email });
    await runJob(h.deps, "mail");
    const [newest] = await liveLinks(user.id, "reset");
    expect(newest?.id).toBe(sha256Hex(lastMailedToken(h, user.email, "id")));
    expect(newest?.id).not.toBe(live[0]!.id);
  });

  it("waits in the database for the job, and the link's hour counts from when the job issues it", async () => {
    const user = await createUser(h, { email: address("later") });
    await heldCaller().api.auth.requestReset({ email: user.email });
    // The process stops before the job runs; the request is still there for the next start.
    h.clock.advance(30 * MINUTE);
    expect(await waiting()).toHaveLength(1);
    await runJob(h.deps, "mail");
    const [link] = await liveLinks(user.id, "reset");
    expect(link?.created_at).toEqual(h.clock.now());
    expect(link?.expires_at).toEqual(new Date(h.clock.now().getTime() + 60 * MINUTE));
  });

  it("mails nothing for a request whose account is erased before the job runs", async () => {
    const { api, user } = await signedIn(h, { email: address("erased") });
    await heldCaller().api.auth.requestReset({ email: user.email });
    await heldCaller(h.deps.db, "192.0.2.93").api.auth.resendConfirmation({ email: user.email });
    expect(await waiting()).toHaveLength(2);
    await expect(api.account.delete({ password: TEST_PASSWORD })).resolves.toEqual({ ok: true });
    expect(await waiting()).toEqual([]);
    await runJob(h.deps, "mail");
    expect(mailTo(user.email)).toEqual([]);
    expect(await h.deps.db.selectFrom("email_tokens").select("id").where("user_id", "=", user.id).execute()).toEqual(
      [],
    );
  });
});
