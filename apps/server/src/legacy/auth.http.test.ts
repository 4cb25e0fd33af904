import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newClient = async () => {
  const client = new LegacyClient(server.url);
  await client.get("/api/auth/getuserdata");
  return client;
};

const signup = (email: string) => ({
  email,
  first_name: "Nia",
  second_name: "Mensah",
  password: "kestrel-password-123",
  confirm_password: "kestrel-password-123",
});

const tokenFromMail = (to: string) => {
  const link = [...server.mail].reverse().find((m) => m.to === to)?.link ?? "";
  return new URL(link);
};

async function confirmedUser(email: string) {
  const client = await newClient();
  await client.post("/api/auth/signup", signup(email));
  const link = tokenFromMail(email);
  await client.get(`${link.pathname}${link.search}`);
  return client;
}

describe("legacy /api/auth", () => {
  it("answers a visitor's user data with level 0 and issues the XSRF cookie", async () => {
    const client = new LegacyClient(server.url);
    const res = await client.get("/api/auth/getuserdata");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: { level: 0 } });
    expect(client.cookies.get("XSRF-TOKEN")).toMatch(/^[\w-]+\.[\w-]+$/);
    // One XSRF cookie, readable by the page's script, sent back only to this site.
    const xsrf = res.headers.getSetCookie().filter((c) => c.startsWith("XSRF-TOKEN="));
    expect(xsrf).toHaveLength(1);
    expect(xsrf[0]).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax$/);
  });

  it("signs up, confirms through the mailed link, logs in and out", async () => {
    const client = await newClient();
    const res = await client.post("/api/auth/signup", signup("nia@example.com"));
    expect(res).toMatchObject({ status: 200, body: { message: { email: "nia@example.com" } } });

    const refused = await client.post("/api/auth/login", {
      email: "nia@example.com",
      password: "kestrel-password-123",
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: [{ object: "email", message: "Please confirm your email first." }] },
    });

    const link = tokenFromMail("nia@example.com");
    expect(link.pathname).toBe("/api/auth/confirm");
    const confirm = await client.get(`${link.pathname}${link.search}`);
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get("location")).toBe("/login?confirmed_email=nia%40example.com");
    // Followed again: the account is confirmed, so the learner is sent to log in as the first time.
    const again = await client.get(`${link.pathname}${link.search}`);
    expect(again.headers.get("location")).toBe("/login?confirmed_email=nia%40example.com");
    const forged = await client.get(`${link.pathname}?token=not-a-token`);
    expect(forged.headers.get("location")).toMatch(/^\/login\?message=This\+confirmation\+link/);

    const xsrfBefore = client.cookies.get("XSRF-TOKEN");
    const login = await client.post("/api/auth/login", { email: "nia@example.com", password: "kestrel-password-123" });
    expect(login.status).toBe(200);
    expect(login.body.message).toMatchObject({ _id: expect.any(String), email: "nia@example.com", level: 2 });
    expect(client.cookies.get("qbank_session")).toBeTruthy();
    expect(client.cookies.get("XSRF-TOKEN")).not.toBe(xsrfBefore);
    expect((await client.get("/api/auth/getuserdata")).body.message).toMatchObject({ level: 2, first_name: "Nia" });
    expect((await client.post("/api/auth", { to: "/user/qbank" })).status).toBe(200);
    expect((await client.post("/api/auth", { to: "/admin/users" })).status).toBe(403);

    const out = await client.get("/api/auth/logout");
    expect(out.status).toBe(200);
    expect((await client.get("/api/auth/getuserdata")).body).toEqual({ message: { level: 0 } });
    expect((await client.post("/api/auth", { to: "/user/qbank" })).status).toBe(401);
  });

  it("answers the spec's field errors as a list", async () => {
    const client = await newClient();
    const res = await client.post("/api/auth/signup", {
      email: "bad",
      first_name: "",
      second_name: "",
      password: "x",
      confirm_password: "y",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        { object: "email", message: "Invalid email." },
        { object: "first_name", message: "Please enter your given name!" },
        { object: "second_name", message: "Please enter your last name!" },
        { object: "password", message: "The password is too short! Use at least 8 characters." },
      ]),
    );
    const missing = await client.post("/api/auth/login", {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual(
      expect.arrayContaining([{ object: "email", message: "Please enter your email." }]),
    );
  });

  it("refuses a missing or wrong XSRF header, a foreign origin, bad JSON and huge bodies with 4xx", async () => {
    const client = await newClient();
    const noHeader = await client.request(
      "POST",
      "/api/auth/login",
      { email: "a@b.co", password: "x" },
      { "x-xsrf-token": "" },
    );
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.message).toEqual([{ object: "xsrf", message: expect.stringContaining("reload") }]);
    const forged = await client.request("POST", "/api/auth/login", {}, { "x-xsrf-token": "forged.value" });
    expect(forged.status).toBe(403);
    const crossSite = await client.post("/api/auth/login", {}, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const foreign = await client.post("/api/auth/login", {}, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const badJson = await client.request("POST", "/api/auth/login", "{not json", {
      "content-type": "application/json",
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toEqual([{ object: "body", message: "The request body is not valid JSON." }]);
    const huge = await client.post("/api/auth/signup", { ...signup("h@example.com"), first_name: "x".repeat(200_000) });
    expect(huge.status).toBe(413);
    const wrongTypes = await client.post("/api/auth/login", { email: ["a"], password: { x: 1 } });
    expect(wrongTypes.status).toBe(400);
    const crossSiteLogout = await client.get("/api/auth/logout", { "sec-fetch-site": "cross-site" });
    expect(crossSiteLogout.status).toBe(403);
  });

  it("lets the navigation guard through without a token, but no tRPC mutation", async () => {
    const fresh = new LegacyClient(server.url);
    expect((await fresh.post("/api/auth", { to: "/signup" })).status).toBe(200);
    const mutation = await new LegacyClient(server.url).post("/trpc/auth.logout", {});
    expect(mutation.status).toBe(403);
    const query = await fresh.get(`/trpc/auth.guard?input=${encodeURIComponent(JSON.stringify({ to: "/login" }))}`);
    expect(query.status).toBe(200);
  });

  it("an XSRF token from before login does not work after it", async () => {
    const client = await confirmedUser("bound@example.com");
    const anonymousToken = client.cookies.get("XSRF-TOKEN")!;
    await client.post("/api/auth/login", { email: "bound@example.com", password: "kestrel-password-123" });
    const stale = await client.request(
      "POST",
      "/trpc/auth.logout",
      {},
      {
        "x-xsrf-token": anonymousToken,
        cookie: `qbank_session=${client.cookies.get("qbank_session")}; XSRF-TOKEN=${anonymousToken}`,
      },
    );
    expect(stale.status).toBe(403);
  });

  it("resets a password with the mailed link, once", async () => {
    const client = await confirmedUser("reset@example.com");
    const unknown = await client.post("/api/auth/reset", { email: "nobody@example.com" });
    const known = await client.post("/api/auth/reset", { email: "reset@example.com" });
    expect(unknown).toMatchObject({ status: 200, body: known.body });
    const link = tokenFromMail("reset@example.com");
    expect(link.pathname).toBe("/change");
    const payload = {
      email: link.searchParams.get("email"),
      password_reset: link.searchParams.get("id"),
      password: "new-password-9",
      confirm_password: "new-password-9",
    };
    expect((await client.post("/api/auth/change", payload)).status).toBe(200);
    const reused = await client.post("/api/auth/change", payload);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toEqual([{ object: "password_reset", message: expect.stringContaining("expired") }]);
    expect(
      (await client.post("/api/auth/login", { email: "reset@example.com", password: "new-password-9" })).status,
    ).toBe(200);
  });

  it("throttles failed logins with 429", async () => {
    const client = await confirmedUser("throttle@example.com");
    for (let i = 0; i < 5; i++)
      await client.post("/api/auth/login", { email: "throttle@example.com", password: "wrong-one-1" });
    const res = await client.post("/api/auth/login", {
      email: "throttle@example.com",
      password: "kestrel-password-123",
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toEqual([
      { object: "email", message: expect.stringMatching(/^Too many failed log-in attempts/) },
    ]);
  });

  it("sends social sign-in back to the login page when the provider is not configured", async () => {
    const client = new LegacyClient(server.url);
    const res = await client.get("/api/auth/google");
    expect(res.status).toBe(302);
    const message = (r: { headers: Headers }) =>
      new URL(r.headers.get("location") ?? "", server.url).searchParams.get("message");
    expect(message(res)).toBe("Google sign-in is not available on this server.");
    const callback = await client.get("/api/auth/facebook/callback?code=x&state=y");
    expect(message(callback)).toBe("Facebook sign-in did not complete. Please try again.");
  });

  it("answers an unknown API path with a 404 envelope and health with 200", async () => {
    const client = new LegacyClient(server.url);
    expect(await client.get("/api/nothing-here")).toMatchObject({
      status: 404,
      body: { message: [{ object: "path", message: "Not found" }] },
    });
    expect((await client.get("/healthz")).status).toBe(200);
  });
});
