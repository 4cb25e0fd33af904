import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NUL = "\u0000";

const newClient = async () => {
  const client = new LegacyClient(server.url);
  await client.get("/api/auth/getuserdata");
  return client;
};

/** The tRPC error shape of a refused request, with our error list. */
const trpcBadRequest = (object: string) => ({
  error: expect.objectContaining({
    data: expect.objectContaining({
      code: "BAD_REQUEST",
      httpStatus: 400,
      issues: [{ object, message: expect.any(String) }],
    }) as unknown,
  }) as unknown,
});

const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify(input));

describe("text with NUL bytes", () => {
  const signup = {
    email: "nul@example.com",
    first_name: "Nia",
    second_name: "Mensah",
    password: "kestrel-password-123",
    confirm_password: "kestrel-password-123",
  };

  it.each([
    ["/api/auth/signup", { ...signup, first_name: `Ni${NUL}a` }, "first_name"],
    ["/api/auth/signup", { ...signup, email: `nul${NUL}@example.com` }, "email"],
    ["/api/auth/login", { email: `a${NUL}@example.com`, password: "kestrel-password-123" }, "email"],
    ["/api/auth/login", { email: "a@example.com", password: `pass${NUL}word-1` }, "password"],
    ["/api/auth/reset", { email: `a${NUL}@example.com` }, "email"],
    [
      "/api/auth/change",
      { email: "a@example.com", password_reset: `x${NUL}`, password: "new-pass-1", confirm_password: "new-pass-1" },
      "password_reset",
    ],
    ["/api/auth", { to: `/user${NUL}` }, "to"],
    ["/api/auth/signup", { ...signup, [`first${NUL}name`]: "x" }, "body"],
    ["/api/auth/login", { email: { nested: [`a${NUL}`] }, password: "x" }, "email"],
  ])("are refused with 400 on %s before reaching the database", async (path, body, field) => {
    const res = await (await newClient()).post(path, body);
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual({
      message: [{ object: field, message: "The text contains a character that is not allowed." }],
    });
  });

  it("are refused in form fields and query strings", async () => {
    const client = await newClient();
    const form = await client.request("POST", "/api/auth/login", `email=a%00%40example.com&password=x`, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status, form.text).toBe(400);
    expect(form.body.message).toEqual([{ object: "email", message: expect.any(String) }]);

    const confirm = await client.get("/api/auth/confirm?token=abc%00def");
    expect(confirm.status, confirm.text).toBe(400);
    expect(confirm.body.message).toEqual([{ object: "token", message: expect.any(String) }]);

    const { client: learner } = await loggedInLearner(server, 3);
    const search = await learner.get("/api/user/revision-keys?query=%00");
    expect(search.status, search.text).toBe(400);
    expect(search.body.message).toEqual([{ object: "query", message: expect.any(String) }]);
    const pathParam = await learner.get("/api/stats/category/%00");
    expect(pathParam.status, pathParam.text).toBe(400);
  });

  it("are refused in multipart text fields (support reports)", async () => {
    const category = await createCategoryWithQuestions(server.handle.db, { level: 2, count: 1 });
    const { client } = await loggedInLearner(server, 2);
    const form = new FormData();
    form.append("questionId", category.questionIds[0]!);
    form.append("text", `Option C${NUL} is right`);
    const res = await client.request("POST", "/api/support", form);
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toEqual([{ object: "text", message: expect.any(String) }]);
    const tickets = await server.handle.db
      .selectFrom("tickets")
      .select("id")
      .where("question_id", "=", category.questionIds[0]!)
      .execute();
    expect(tickets).toEqual([]);
  });

  it("are refused over tRPC with BAD_REQUEST and no database message", async () => {
    const { client } = await loggedInLearner(server, 2);
    const profile = await client.post("/trpc/account.updateProfile", { first_name: `A${NUL}`, second_name: "B" });
    expect(profile.status, profile.text).toBe(400);
    expect(profile.body).toEqual(trpcBadRequest("first_name"));
    expect(profile.text).not.toMatch(/byte sequence|UTF8/i);

    const login = await (await newClient()).post("/trpc/auth.login", { email: `a${NUL}@b.co`, password: "x" });
    expect(login.status, login.text).toBe(400);
    expect(login.body).toEqual(trpcBadRequest("email"));

    const query = await client.get(`/trpc/revisionKeys.list?input=${trpcInput({ query: `x${NUL}` })}`);
    expect(query.status, query.text).toBe(400);
    expect(query.body).toEqual(trpcBadRequest("query"));

    // A body tRPC would read by itself when it is not sent as JSON.
    const plain = await client.request(
      "POST",
      "/trpc/account.updateProfile",
      JSON.stringify({ first_name: `A${NUL}`, second_name: "B" }),
      { "content-type": "text/plain" },
    );
    expect(plain.status, plain.text).toBe(400);
  });
});

describe("deeply nested JSON", () => {
  const deep = (depth: number) => `{"email":${"[".repeat(depth)}${"]".repeat(depth)},"password":"x"}`;

  it.each(["/api/auth/login", "/trpc/auth.login"])("is refused with 400 on %s", async (path) => {
    const client = await newClient();
    const res = await client.request("POST", path, deep(20_000), { "content-type": "application/json" });
    expect(res.status, res.text).toBe(400);
    expect(res.text).not.toMatch(/call stack/i);
  });

  it("is refused with 400 in a tRPC query's input", async () => {
    const client = await newClient();
    const input = `{"to":${"[".repeat(4_000)}${"]".repeat(4_000)}}`;
    const res = await client.get(`/trpc/auth.guard?input=${input}`);
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual(trpcBadRequest("body"));
  });

  it("passes ordinary nesting", async () => {
    const client = await newClient();
    const res = await client.post("/api/auth/login", { email: [[[["a"]]]], password: "x" });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.arrayContaining([{ object: "email", message: expect.any(String) }]));
  });
});

describe("bodies the server cannot read", () => {
  it.each(["/api/auth/login", "/trpc/auth.login"])("answer 415 for an unknown Content-Encoding on %s", async (path) => {
    const client = await newClient();
    const res = await client.request("POST", path, '{"email":"a@b.co","password":"x"}', {
      "content-type": "application/json",
      "content-encoding": "x-unknown",
    });
    expect(res.status, res.text).toBe(415);
    expect(res.text).not.toMatch(/Something went wrong/);
  });

  it.each(["/api/auth/login", "/trpc/auth.login"])(
    "answer 415 for a JSON charset other than UTF-8 on %s",
    async (path) => {
      const client = await newClient();
      const res = await client.request("POST", path, '{"email":"a@b.co","password":"x"}', {
        "content-type": "application/json; charset=latin1",
      });
      expect(res.status, res.text).toBe(415);
    },
  );

  it("answers the legacy envelope on /api and the tRPC shape on /trpc", async () => {
    const client = await newClient();
    const headers = { "content-type": "application/json", "content-encoding": "x-unknown" };
    const legacy = await client.request("POST", "/api/auth/login", "{}", headers);
    expect(legacy.body).toEqual({ message: [{ object: "body", message: expect.any(String) }] });
    const trpc = await client.request("POST", "/trpc/auth.login", "{}", headers);
    expect(trpc.body).toEqual({
      error: expect.objectContaining({
        data: expect.objectContaining({ code: "UNSUPPORTED_MEDIA_TYPE", httpStatus: 415 }) as unknown,
      }) as unknown,
    });
  });
});

describe("unexpected failures over tRPC", () => {
  it("answer 500 with a plain message and never the internal one", async () => {
    const client = await newClient();
    server.failJobs(new Error("connect ECONNREFUSED queue.internal.example:5432"));
    try {
      const res = await client.post("/trpc/auth.signup", {
        email: "mailfail@example.com",
        first_name: "Mail",
        second_name: "Fail",
        password: "kestrel-password-123",
        confirm_password: "kestrel-password-123",
      });
      expect(res.status).toBe(500);
      expect(res.text).not.toMatch(/ECONNREFUSED|queue\.internal/);
      expect(res.body).toEqual({
        error: expect.objectContaining({
          message: "Something went wrong",
          data: expect.objectContaining({ code: "INTERNAL_SERVER_ERROR", httpStatus: 500 }) as unknown,
        }) as unknown,
      });
      expect(res.headers.get("x-request-id")).toBeTruthy();
    } finally {
      server.failJobs(null);
    }
  });
});

describe("tRPC batches", () => {
  const batchOf = (path: string, n: number) => Array.from({ length: n }, () => path).join(",");
  const inputs = (n: number, input: unknown) =>
    trpcInput(Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), input])));

  it("take at most 10 queries", async () => {
    const client = await newClient();
    const ten = await client.get(`/trpc/${batchOf("auth.guard", 10)}?batch=1&input=${inputs(10, { to: "/" })}`);
    expect(ten.status, ten.text).toBe(200);
    expect(ten.body).toHaveLength(10);
    const eleven = await client.get(`/trpc/${batchOf("auth.guard", 11)}?batch=1&input=${inputs(11, { to: "/" })}`);
    expect(eleven.status).toBe(400);
    expect(eleven.text).not.toContain('"result"');
  });

  it("never carry more than one mutation", async () => {
    const client = await newClient();
    const before = server.mail.length;
    const body = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), { email: "batch@example.com" }]));
    for (const n of [2, 300]) {
      const res = await client.post(`/trpc/${batchOf("auth.requestReset", n)}?batch=1`, body(n));
      expect(res.status, res.text).toBe(400);
      // One error per call, as @trpc/client reads a batch's answer (at most 100).
      expect(res.body).toEqual(Array(Math.min(n, 100)).fill(trpcBadRequest("batch")));
    }
    const encoded = await client.post(`/trpc/auth.requestReset%2Cauth.requestReset?batch=1`, body(2));
    expect(encoded.status, encoded.text).toBe(400);
    const one = await client.post("/trpc/auth.requestReset?batch=1", body(1));
    expect(one.status, one.text).toBe(200);
    const plain = await client.post("/trpc/auth.requestReset", { email: "batch@example.com" });
    expect(plain.status, plain.text).toBe(200);
    // The address has no account: the requests that ran mailed it nothing (the job they woke may
    // send what earlier tests left in the outbox).
    expect(server.mail.slice(before).filter((m) => m.to === "batch@example.com")).toEqual([]);
  });
});

describe("GETs that change state", () => {
  /** A browser following a link: the cookies go along, no XSRF header, maybe fetch metadata. */
  const followLink = (client: LegacyClient, path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { redirect: "manual", headers: { cookie: client.cookieHeader(), ...headers } });

  const resetAt = async (id: string) =>
    (await server.handle.db.selectFrom("users").select("qbank_reset_at").where("id", "=", id).executeTakeFirstOrThrow())
      .qbank_reset_at;

  it("need the XSRF header unless the browser says same-origin", async () => {
    const { id, client } = await loggedInLearner(server, 4);
    const links: Record<string, string>[] = [{}, { "sec-fetch-site": "none" }, { "x-xsrf-token": "forged.value" }];
    for (const headers of links) {
      const res = await followLink(client, "/api/qbank/reset", headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    const crossSite = await client.get("/api/qbank/reset", { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(await resetAt(id)).toBeNull();

    expect((await followLink(client, "/api/qbank/reset", { "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect(await resetAt(id)).not.toBeNull();
    expect((await client.get("/api/qbank/reset")).status).toBe(200);
  });

  it("keep a session when logout is reached from a link, and end it with the header", async () => {
    const { client } = await loggedInLearner(server, 2);
    expect((await followLink(client, "/api/auth/logout")).status).toBe(403);
    expect((await client.get("/api/auth/getuserdata")).body.message).toMatchObject({ level: 2 });
    expect((await client.get("/api/auth/logout")).status).toBe(200);
    expect((await client.get("/api/auth/getuserdata")).body).toEqual({ message: { level: 0 } });
  });

  it("leave the mailed confirmation link open from another site", async () => {
    const client = await newClient();
    await client.post("/api/auth/signup", {
      email: "crosslink@example.com",
      first_name: "Cross",
      second_name: "Link",
      password: "kestrel-password-123",
      confirm_password: "kestrel-password-123",
    });
    const link = new URL([...server.mail].reverse().find((m) => m.to === "crosslink@example.com")!.link!);
    const res = await fetch(`${server.url}${link.pathname}${link.search}`, {
      redirect: "manual",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login?confirmed_email=crosslink%40example.com");
  });
});

describe("caching of API answers", () => {
  it("forbids storing any /api or /trpc answer, errors included", async () => {
    const { client } = await loggedInLearner(server, 2);
    const answers = [
      await client.get("/api/auth/getuserdata"),
      await client.get("/trpc/auth.userData"),
      await client.get("/trpc/account.get"),
      await client.get("/api/no-such-path"),
      await client.request("POST", "/api/auth/login", "{bad", { "content-type": "application/json" }),
      await client.post("/api/auth/login", {}, { "x-xsrf-token": "forged.value" }),
      await new LegacyClient(server.url).get("/trpc/account.get"),
    ];
    for (const res of answers) expect(res.headers.get("cache-control"), res.text).toBe("no-store");
  });
});
