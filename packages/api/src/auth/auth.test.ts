import { findUserByEmail, purgeExpired } from "@qbank/db";
import { throttleRules } from "./throttle.ts";
import { TEST_NOW } from "@qbank/db/testing";
import type { Cookie } from "lucia";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sha256Hex } from "./crypto.ts";
import { signInWithProvider, type ProviderProfile } from "./oauth.ts";
import { startSession } from "./service.ts";
import { failure } from "#test/expect-error.ts";
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

const signupPayload = (email: string) => ({
  email,
  first_name: "Amara",
  second_name: "Okafor",
  password: "a-long-password",
  confirm_password: "a-long-password",
});

describe("signup, confirmation and login", () => {
  it("creates an unconfirmed account that can log in only after the mailed link", async () => {
    const { api } = callerFor(h);
    await expect(api.auth.signup(signupPayload("Amara@Example.com"))).resolves.toEqual({ email: "amara@example.com" });
    const user = await findUserByEmail(h.deps.db, "amara@example.com");
    expect(user?.email_verified_at).toBeNull();
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const early = await failure(api.auth.login({ email: "amara@example.com", password: "a-long-password" }));
    expect(early).toEqual({
      code: "FORBIDDEN",
      items: [{ object: "email", message: "Please confirm your email first." }],
    });

    // Sending the link again ends the first one; any other email gets the same answer and no mail.
    const first = lastMailedToken(h, "amara@example.com", "token");
    await expect(api.auth.resendConfirmation({ email: "amara@example.com" })).resolves.toEqual({ ok: true });
    await expect(api.auth.resendConfirmation({ email: "nobody-here@example.com" })).resolves.toEqual({ ok: true });
    expect(() => lastMailedToken(h, "nobody-here@example.com", "token")).toThrow();
    const token = lastMailedToken(h, "amara@example.com", "token");
    expect(token).not.toBe(first);
    expect((await failure(api.auth.confirmEmail({ token: first }))).code).toBe("BAD_REQUEST");
    await expect(api.auth.confirmEmail({ token })).resolves.toEqual({ email: "amara@example.com" });
    // Followed again, the link of a confirmed account says so rather than that it failed.
    await expect(api.auth.confirmEmail({ token })).resolves.toEqual({ email: "amara@example.com" });
    const unknown = await failure(api.auth.confirmEmail({ token: `${token}x` }));
    expect(unknown.items[0]?.message).toBe("This confirmation link has expired or was already used.");

    const login = callerFor(h);
    const data = await login.api.auth.login({ email: "AMARA@example.com", password: "a-long-password" });
    expect(data).toMatchObject({ email: "amara@example.com", level: 2, first_name: "Amara" });
    expect(data).not.toHaveProperty("password_hash");
    expect(login.cookies).toHaveLength(1);
    const sessionId = login.cookies[0]!.value;
    const stored = await h.deps.db.selectFrom("sessions").select("id").where("user_id", "=", data.id).execute();
    expect(stored.map((s) => s.id)).toEqual([sha256Hex(sessionId)]);
  });

  it("answers each bad signup field with the spec's text", async () => {
    const { api } = callerFor(h);
    const result = await failure(
      api.auth.signup({
        email: "not-an-email",
        first_name: " ",
        second_name: "",
        password: "short",
        confirm_password: "other",
      }),
    );
    expect(result.code).toBe("BAD_REQUEST");
    expect(result.items).toEqual(
      expect.arrayContaining([
        { object: "email", message: "Invalid email." },
        { object: "first_name", message: "Please enter your given name!" },
        { object: "second_name", message: "Please enter your last name!" },
        { object: "password", message: "The password is too short! Use at least 8 characters." },
      ]),
    );
    const mismatch = await failure(
      api.auth.signup({ ...signupPayload("x@example.com"), confirm_password: "different-one" }),
    );
    expect(mismatch.items).toEqual([{ object: "confirm_password", message: "The passwords do not match!" }]);
  });

  it("refuses wrong types and huge strings without writing anything", async () => {
    const { api } = callerFor(h);
    const before = await h.deps.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await failure(api.auth.signup({ ...signupPayload("t@example.com"), first_name: 42 } as never));
    await failure(
      api.auth.signup({
        ...signupPayload("t@example.com"),
        password: "x".repeat(300),
        confirm_password: "x".repeat(300),
      }),
    );
    await failure(api.auth.signup({ ...signupPayload(`${"a".repeat(300)}@example.com`) }));
    await failure(api.auth.login({ email: "a@example.com" } as never));
    const after = await h.deps.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("answers a taken email like a new one and mails its owner instead", async () => {
    const existing = await createUser(h);
    const { api } = callerFor(h);
    await expect(api.auth.signup(signupPayload(existing.email))).resolves.toEqual({ email: existing.email });
    expect(h.mail.at(-1)).toMatchObject({ to: existing.email, subject: expect.stringContaining("already have") });
    const rows = await h.deps.db.selectFrom("users").select("id").where("email", "=", existing.email).execute();
    expect(rows).toHaveLength(1);
  });

  it("says why a blocked or held account cannot log in", async () => {
    const blocked = await createUser(h, { level: -1 });
    const held = await createUser(h, { level: 1 });
    const { api } = callerFor(h);
    expect((await failure(api.auth.login({ email: blocked.email, password: TEST_PASSWORD }))).items[0]?.message).toBe(
      "Your account has been blocked.",
    );
    expect((await failure(api.auth.login({ email: held.email, password: TEST_PASSWORD }))).items[0]?.message).toBe(
      "Your account is on hold. Please contact support.",
    );
    // Signed out, they can still learn where to write to support.
    expect(await api.auth.supportContact()).toEqual({ email: "support@localhost" });
  });

  it("throttles repeated failures per email, with a message saying when to retry", async () => {
    const user = await createUser(h);
    const { api } = callerFor(h, { ip: "198.51.100.1" });
    for (let i = 0; i < 5; i++) {
      expect((await failure(api.auth.login({ email: user.email, password: "wrong-password" }))).code).toBe(
        "UNAUTHORIZED",
      );
    }
    const limited = await failure(api.auth.login({ email: user.email, password: TEST_PASSWORD }));
    expect(limited.code).toBe("TOO_MANY_REQUESTS");
    expect(limited.items[0]?.message).toMatch(/^Too many failed log-in attempts\. Please try again in \d+ minutes?\.$/);
  });

  it("gives the same answer for an unknown email and for a wrong password", async () => {
    const user = await createUser(h);
    const { api } = callerFor(h, { ip: "198.51.100.2" });
    const unknown = await failure(api.auth.login({ email: "nobody@example.com", password: "whatever-1" }));
    const wrong = await failure(api.auth.login({ email: user.email, password: "whatever-1" }));
    expect(unknown).toEqual(wrong);
    expect(unknown.items).toEqual([{ object: "email", message: "Invalid email or password." }]);
  });

  it("starts a new session at every login and ends it at logout", async () => {
    const { user, session, api } = await signedIn(h);
    await api.auth.logout();
    const rows = await h.deps.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(rows.map((r) => r.id)).not.toContain(sha256Hex(session.id));
    const again = callerFor(h, { user, session });
    await again.api.auth.login({ email: user.email, password: TEST_PASSWORD });
    expect(again.cookies[0]?.value).not.toBe(session.id);
  });
});

describe("password reset and change", () => {
  it("answers the same for an unknown email and mails nothing", async () => {
    const { api } = callerFor(h, { ip: "192.0.2.10" });
    const count = h.mail.length;
    await expect(api.auth.requestReset({ email: "ghost@example.com" })).resolves.toEqual({ ok: true });
    expect(h.mail.length).toBe(count);
  });

  it("resets once with the mailed link and ends every session", async () => {
    const { user } = await signedIn(h);
    const { api } = callerFor(h, { ip: "192.0.2.11" });
    await api.auth.requestReset({ email: user.email });
    const token = lastMailedToken(h, user.email, "id");
    expect(h.mail.at(-1)?.link).toBe(
      `http://localhost:3000/change?email=${encodeURIComponent(user.email)}&id=${token}`,
    );

    const input = {
      email: user.email,
      password_reset: token,
      password: "brand-new-pass",
      confirm_password: "brand-new-pass",
    };
    // The page asks first: live for its own email only, and no longer once used.
    await expect(api.auth.resetLinkStatus({ email: user.email.toUpperCase(), id: token })).resolves.toEqual({
      live: true,
    });
    await expect(api.auth.resetLinkStatus({ email: "someone@example.com", id: token })).resolves.toEqual({
      live: false,
    });
    const wrongEmail = await failure(api.auth.changeWithToken({ ...input, email: "someone@example.com" }));
    expect(wrongEmail.items[0]?.object).toBe("password_reset");
    await expect(api.auth.changeWithToken(input)).resolves.toEqual({ ok: true });
    await expect(api.auth.resetLinkStatus({ email: user.email, id: token })).resolves.toEqual({ live: false });
    const sessions = await h.deps.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(sessions).toEqual([]);
    const reused = await failure(api.auth.changeWithToken(input));
    expect(reused.items[0]?.message).toMatch(/expired or was already used/);
    await expect(api.auth.login({ email: user.email, password: "brand-new-pass" })).resolves.toMatchObject({
      id: user.id,
    });
  });

  it("limits reset requests per email", async () => {
    const user = await createUser(h);
    const { api } = callerFor(h, { ip: "192.0.2.13" });
    for (let i = 0; i < 3; i++) await api.auth.requestReset({ email: user.email });
    const limited = await failure(api.auth.requestReset({ email: user.email }));
    expect(limited.code).toBe("TOO_MANY_REQUESTS");
    expect(limited.items[0]?.message).toMatch(/^Too many reset requests\./);
  });

  it("changes the password when signed in, signing out the other devices", async () => {
    const { user, api, cookies } = await signedIn(h);
    const other = await h.deps.lucia.createSession(user.id, {});
    const wrong = await failure(
      api.auth.changePassword({
        current_password: "nope",
        password: "another-pass-1",
        confirm_password: "another-pass-1",
      }),
    );
    expect(wrong.items).toEqual([{ object: "current_password", message: "The current password is not correct." }]);
    const same = await failure(
      api.auth.changePassword({
        current_password: TEST_PASSWORD,
        password: TEST_PASSWORD,
        confirm_password: TEST_PASSWORD,
      }),
    );
    expect(same.items).toEqual([
      { object: "password", message: "Please choose a new password, not your current one." },
    ]);
    await api.auth.changePassword({
      current_password: TEST_PASSWORD,
      password: "another-pass-1",
      confirm_password: "another-pass-1",
    });
    const sessions = await h.deps.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(sessions.map((s) => s.id)).not.toContain(sha256Hex(other.id));
    expect(sessions).toHaveLength(1);
    expect(cookies.at(-1)?.value).toBeTruthy();
  });

  it("ends a session whose sign-in checked the password a change has replaced meanwhile", async () => {
    const { user, api } = await signedIn(h);
    // A sign-in reads the account and checks the old password; the change lands before its session.
    const read = (await findUserByEmail(h.deps.db, user.email))!;
    await api.auth.changePassword({
      current_password: TEST_PASSWORD,
      password: "another-pass-2",
      confirm_password: "another-pass-2",
    });
    const late: Cookie[] = [];
    const ctx = {
      ...h.deps,
      user: null,
      session: null,
      ip: "x",
      userAgent: "x",
      setCookie: (c: Cookie) => late.push(c),
    };
    await startSession(ctx, read.id, read.session_epoch);
    await expect(h.deps.lucia.validateSession(late[0]!.value)).resolves.toMatchObject({ session: null });
    // A sign-in that read the account after the change is let in.
    const fresh = callerFor(h, { ip: "192.0.2.61" });
    await fresh.api.auth.login({ email: user.email, password: "another-pass-2" });
    const valid = await h.deps.lucia.validateSession(fresh.cookies[0]!.value);
    expect(valid.user?.id).toBe(user.id);
  });

  it("leaves no sign-in with the old password alive once a change and sign-ins race", async () => {
    for (let round = 0; round < 6; round++) {
      const { user, api } = await signedIn(h);
      let changed = false;
      const change = api.auth
        .changePassword({
          current_password: TEST_PASSWORD,
          password: `changed-pass-${round}`,
          confirm_password: `changed-pass-${round}`,
        })
        .finally(() => (changed = true));
      // Sign-ins with the old password one after another, until the change is done.
      const attackers = Array.from({ length: 3 }, (_, i) => callerFor(h, { ip: `198.51.100.${round * 3 + i + 1}` }));
      const signingIn = attackers.map(async (a) => {
        while (!changed) await a.api.auth.login({ email: user.email, password: TEST_PASSWORD }).catch(() => undefined);
      });
      await Promise.all([change, ...signingIn]);
      for (const { cookies } of attackers) {
        for (const cookie of cookies.filter((c) => c.value)) {
          await expect(h.deps.lucia.validateSession(cookie.value)).resolves.toMatchObject({ user: null });
        }
      }
    }
  });
});

describe("easily guessed passwords", () => {
  const why = (reason: string) =>
    `This password is too easy to guess: ${reason}. Try a longer one, such as three or four unrelated words.`;

  it("refuses common passwords at sign-up with the reason, and keeps the length rule first", async () => {
    const { api } = callerFor(h);
    const common = await failure(
      api.auth.signup({ ...signupPayload("weak@example.com"), password: "password", confirm_password: "password" }),
    );
    expect(common.code).toBe("BAD_REQUEST");
    expect(common.items).toEqual([{ object: "password", message: why("it is one of the most used passwords") }]);
    const close = await failure(
      api.auth.signup({ ...signupPayload("weak@example.com"), password: "P@ssw0rd!", confirm_password: "P@ssw0rd!" }),
    );
    expect(close.items).toEqual([{ object: "password", message: why("it is close to a commonly used password") }]);
    const keys = await failure(
      api.auth.signup({ ...signupPayload("weak@example.com"), password: "qwertyuiop", confirm_password: "qwertyuiop" }),
    );
    expect(keys.items[0]?.object).toBe("password");
    const own = await failure(
      api.auth.signup({
        ...signupPayload("weak@example.com"),
        password: "amaraokafor",
        confirm_password: "amaraokafor",
      }),
    );
    expect(own.items).toEqual([{ object: "password", message: why("it contains your name or email") }]);
    const short = await failure(
      api.auth.signup({ ...signupPayload("weak@example.com"), password: "1234", confirm_password: "1234" }),
    );
    expect(short.items).toEqual([
      { object: "password", message: "The password is too short! Use at least 8 characters." },
    ]);
    expect(await findUserByEmail(h.deps.db, "weak@example.com")).toBeUndefined();
    await expect(api.auth.signup(signupPayload("weak@example.com"))).resolves.toEqual({ email: "weak@example.com" });
  });

  it("judges a long password by its first 64 characters, and a long email by its first 32", async () => {
    const { api } = callerFor(h, { ip: "192.0.2.22" });
    const local = `${"kestrelharbourlamp".repeat(13)}x`;
    const email = `${local}@example.com`;
    const signup = (password: string) =>
      api.auth.signup({ ...signupPayload(email), password, confirm_password: password });
    const strong = "Vq7#mZ2!pL9@wR4$".repeat(12);
    const weakHead = await failure(signup(`${"a".repeat(64)}${strong}`));
    expect(weakHead.items).toEqual([{ object: "password", message: why("repeated characters are easy to guess") }]);
    const own = await failure(signup(`${local.slice(0, 32)}!`));
    expect(own.items).toEqual([{ object: "password", message: why("it contains your name or email") }]);
    await expect(signup(strong)).resolves.toEqual({ email });
  });

  it("refuses them through the reset link and the account's change, keeping the old password", async () => {
    const { user, api } = await signedIn(h);
    const weak = await failure(
      api.auth.changePassword({ current_password: TEST_PASSWORD, password: "iloveyou", confirm_password: "iloveyou" }),
    );
    expect(weak.items).toEqual([{ object: "password", message: why("it is one of the most used passwords") }]);

    const visitor = callerFor(h, { ip: "192.0.2.21" }).api;
    await visitor.auth.requestReset({ email: user.email });
    const token = lastMailedToken(h, user.email, "id");
    const reset = await failure(
      visitor.auth.changeWithToken({
        email: user.email,
        password_reset: token,
        password: "letmein123",
        confirm_password: "letmein123",
      }),
    );
    expect(reset.items).toEqual([{ object: "password", message: why("it is close to a commonly used password") }]);
    // Neither refusal changed the password, and the link still works for a strong one.
    await expect(visitor.auth.login({ email: user.email, password: TEST_PASSWORD })).resolves.toMatchObject({
      id: user.id,
    });
    await expect(
      visitor.auth.changeWithToken({
        email: user.email,
        password_reset: token,
        password: "kestrel-harbour-lamp",
        confirm_password: "kestrel-harbour-lamp",
      }),
    ).resolves.toEqual({ ok: true });
  });
});

describe("the navigation guard and user data", () => {
  it("lets public paths through and checks /user and /admin by level", async () => {
    const visitor = callerFor(h).api;
    await expect(visitor.auth.guard({ to: "/login?message=x" })).resolves.toEqual({ ok: true });
    expect((await failure(visitor.auth.guard({ to: "/user/qbank" }))).code).toBe("UNAUTHORIZED");
    await expect(visitor.auth.userData()).resolves.toEqual({ level: 0 });

    const learner = (await signedIn(h, { level: 2 })).api;
    await expect(learner.auth.guard({ to: "/user/qbank" })).resolves.toEqual({ ok: true });
    expect((await failure(learner.auth.guard({ to: "/admin/users" }))).code).toBe("FORBIDDEN");
    expect((await failure(learner.auth.guard({ to: "/ADMIN" }))).code).toBe("FORBIDDEN");

    const admin = (await signedIn(h, { level: 6 })).api;
    await expect(admin.auth.guard({ to: "/admin/dashboard" })).resolves.toEqual({ ok: true });
  });
});

describe("social sign-in", () => {
  const profile = (over: Partial<ProviderProfile> = {}): ProviderProfile & { email: string } => ({
    provider: "google" as const,
    providerUserId: `g-${Math.random()}`,
    emailVerified: true,
    firstName: "Sam",
    lastName: "Social",
    ...over,
    email: over.email ?? `social-${Math.random()}@example.com`,
  });

  it("creates a confirmed learner on first sign-in and reuses it after", async () => {
    const p = profile();
    const first = callerFor(h);
    await signInWithProvider(
      { ...h.deps, user: null, session: null, ip: "x", userAgent: "x", setCookie: (c) => first.cookies.push(c) },
      p,
    );
    const user = await findUserByEmail(h.deps.db, p.email);
    expect(user).toMatchObject({ level: 2, password_hash: null });
    expect(user?.email_verified_at).not.toBeNull();
    expect(first.cookies).toHaveLength(1);
    await signInWithProvider(
      { ...h.deps, user: null, session: null, ip: "x", userAgent: "x", setCookie: () => {} },
      { ...p, email: "changed@example.com" },
    );
    const links = await h.deps.db.selectFrom("oauth_accounts").selectAll().where("user_id", "=", user!.id).execute();
    expect(links).toHaveLength(1);
  });

  it("links an existing account only when the provider verified the email", async () => {
    const existing = await createUser(h);
    const ctx = { ...h.deps, user: null, session: null, ip: "x", userAgent: "x", setCookie: () => {} };
    const refused = await failure(signInWithProvider(ctx, profile({ email: existing.email, emailVerified: false })));
    expect(refused.items[0]?.message).toBe("Your Google account did not share a verified email address.");
    await signInWithProvider(ctx, profile({ email: existing.email, emailVerified: true }));
    const links = await h.deps.db
      .selectFrom("oauth_accounts")
      .select("user_id")
      .where("user_id", "=", existing.id)
      .execute();
    expect(links).toHaveLength(1);
    // Its owner confirmed the address when choosing the password, so the password stays.
    expect((await findUserByEmail(h.deps.db, existing.email))?.password_hash).toBe(existing.password_hash);
  });

  it("drops the password of an unconfirmed account before its owner's provider links it", async () => {
    // Someone signs up with another person's address and a password of their own, unconfirmed.
    const email = `victim-${Math.random()}@example.com`;
    await callerFor(h, { ip: "192.0.2.71" }).api.auth.signup(signupPayload(email));
    const ctx = { ...h.deps, user: null, session: null, ip: "x", userAgent: "x", setCookie: () => {} };
    await signInWithProvider(ctx, profile({ email, emailVerified: true }));
    const owned = await findUserByEmail(h.deps.db, email);
    expect(owned).toMatchObject({ password_hash: null });
    expect(owned?.email_verified_at).not.toBeNull();
    const intruder = await failure(
      callerFor(h, { ip: "192.0.2.72" }).api.auth.login({ email, password: "a-long-password" }),
    );
    expect(intruder.items).toEqual([{ object: "email", message: "Invalid email or password." }]);
  });
});

describe("housekeeping", () => {
  it("purges expired sessions and old links but keeps live ones", async () => {
    const { user, session } = await signedIn(h);
    const stale = await h.deps.lucia.createSession(user.id, {});
    // Lucia dates its sessions by the system time; pin both to the test's clock.
    const expire = (id: string, at: number) =>
      h.deps.db
        .updateTable("sessions")
        .set({ expires_at: new Date(at) })
        .where("id", "=", sha256Hex(id))
        .execute();
    await expire(session.id, h.clock.now().getTime() + 1000);
    await expire(stale.id, h.clock.now().getTime() - 1000);
    await purgeExpired(h.deps.db, h.clock.now());
    const ids = (await h.deps.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).map(
      (r) => r.id,
    );
    expect(ids).toEqual([sha256Hex(session.id)]);
  });
});

const SECOND = 1000;
const wrongLogin = (email: string, ip: string) =>
  failure(callerFor(h, { ip }).api.auth.login({ email, password: "wrong-password" }));

describe("at fixed instants", () => {
  it("keeps a reset link at 59:59 and refuses it at 60:01", async () => {
    const change = async (email: string, token: string) =>
      callerFor(h, { ip: "192.0.2.30" }).api.auth.changeWithToken({
        email,
        password_reset: token,
        password: "brand-new-pass",
        confirm_password: "brand-new-pass",
      });
    const early = await createUser(h);
    const late = await createUser(h);
    await callerFor(h, { ip: "192.0.2.31" }).api.auth.requestReset({ email: early.email });
    await callerFor(h, { ip: "192.0.2.31" }).api.auth.requestReset({ email: late.email });

    h.clock.set(new Date(Date.parse(TEST_NOW) + 59 * 60 * SECOND + 59 * SECOND));
    await expect(change(early.email, lastMailedToken(h, early.email, "id"))).resolves.toEqual({ ok: true });

    h.clock.set(new Date(Date.parse(TEST_NOW) + 60 * 60 * SECOND + 1 * SECOND));
    const lateLink = { email: late.email, id: lastMailedToken(h, late.email, "id") };
    await expect(callerFor(h).api.auth.resetLinkStatus(lateLink)).resolves.toEqual({ live: false });
    const dead = await failure(change(late.email, lastMailedToken(h, late.email, "id")));
    expect(dead.items).toEqual([
      {
        object: "password_reset",
        message: "This reset link has expired or was already used. Please ask for a new one.",
      },
    ]);
  });

  it("refuses in a throttle window's last second and lets through at its first second after", async () => {
    const user = await createUser(h);
    const ip = "198.51.100.40";
    for (let i = 0; i < throttleRules.loginPerEmailAndIp.max; i++) {
      expect((await wrongLogin(user.email, ip)).code).toBe("UNAUTHORIZED");
    }
    const windowMs = throttleRules.loginPerEmailAndIp.windowSeconds * SECOND;
    h.clock.set(new Date(Date.parse(TEST_NOW) + windowMs - SECOND));
    const last = await failure(callerFor(h, { ip }).api.auth.login({ email: user.email, password: TEST_PASSWORD }));
    expect(last).toEqual({
      code: "TOO_MANY_REQUESTS",
      items: [{ object: "email", message: "Too many failed log-in attempts. Please try again in 1 second." }],
    });
    h.clock.set(new Date(Date.parse(TEST_NOW) + windowMs));
    await expect(
      callerFor(h, { ip }).api.auth.login({ email: user.email, password: TEST_PASSWORD }),
    ).resolves.toMatchObject({ id: user.id });
  });
});

describe("under parallel requests", () => {
  it("checks at most five passwords when thirty wrong ones arrive at once", async () => {
    const user = await createUser(h);
    const results = await Promise.all(Array.from({ length: 30 }, () => wrongLogin(user.email, "198.51.100.50")));
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === "UNAUTHORIZED")).toHaveLength(throttleRules.loginPerEmailAndIp.max);
    expect(codes.filter((c) => c === "TOO_MANY_REQUESTS")).toHaveLength(30 - throttleRules.loginPerEmailAndIp.max);
  });

  it("never lets a stranger lock an account: failures from many addresses slow the email by seconds only", async () => {
    const user = await createUser(h);
    for (let i = 0; i < 25; i++) await wrongLogin(user.email, `203.0.113.${100 + i}`);
    const owner = callerFor(h, { ip: "192.0.2.99" }).api;
    const slowed = await failure(owner.auth.login({ email: user.email, password: TEST_PASSWORD }));
    expect(slowed.code).toBe("TOO_MANY_REQUESTS");
    expect(slowed.items[0]?.message).toMatch(/try again in \d+ seconds?\.$/);
    h.clock.advance(throttleRules.loginPerEmailSlow.windowSeconds * SECOND);
    await expect(owner.auth.login({ email: user.email, password: TEST_PASSWORD })).resolves.toMatchObject({
      id: user.id,
    });
  });

  it("mails a signup address at most three times an hour", async () => {
    const existing = await createUser(h);
    const before = h.mail.filter((m) => m.to === existing.email).length;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        callerFor(h, { ip: `198.51.100.${60 + i}` }).api.auth.signup(signupPayload(existing.email)),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(throttleRules.signupPerEmail.max);
    expect(h.mail.filter((m) => m.to === existing.email).length - before).toBe(throttleRules.signupPerEmail.max);
  });

  it("keeps one live reset link when several requests arrive at once", async () => {
    const user = await createUser(h);
    await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        callerFor(h, { ip: `198.51.100.${80 + i}` }).api.auth.requestReset({ email: user.email }),
      ),
    );
    const live = await h.deps.db
      .selectFrom("email_tokens")
      .select("id")
      .where("user_id", "=", user.id)
      .where("purpose", "=", "reset")
      .where("used_at", "is", null)
      .execute();
    expect(live).toHaveLength(1);
    const mailed = h.mail
      .filter((m) => m.to === user.email && m.link)
      .map((m) => sha256Hex(new URL(m.link!).searchParams.get("id")!));
    expect(mailed).toContain(live[0]!.id);
  });
});
