import { FOR_ACCOUNT_HEADER, QUEUED_FOR_HEADER, type AppRouter } from "@qbank/api";
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError, type TRPCLink } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * A tRPC client as the web app makes one, over the cookies of `jar`; `xsrf: false` leaves the
 * header out; `forAccount` names the account the request was made for, as the web app's pages and
 * its queue do.
 */
function clientOf(
  jar: LegacyClient,
  options: { batch: boolean; xsrf?: boolean; forAccount?: string; header?: string },
) {
  const headers = () => {
    const token = jar.cookies.get("XSRF-TOKEN");
    return {
      cookie: jar.cookieHeader(),
      ...(options.xsrf !== false && token ? { "x-xsrf-token": token } : {}),
      ...(options.forAccount ? { [options.header ?? FOR_ACCOUNT_HEADER]: options.forAccount } : {}),
    };
  };
  const url = `${server.url}/trpc`;
  const link: TRPCLink<AppRouter> = options.batch ? httpBatchLink({ url, headers }) : httpLink({ url, headers });
  return createTRPCClient<AppRouter>({ links: [link] });
}

/** The call's failure as `@trpc/client` parsed it. */
async function refusal(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, "the call should have failed").toBeInstanceOf(TRPCClientError);
  const e = error as TRPCClientError<AppRouter>;
  return { message: e.message, code: e.data?.code, httpStatus: e.data?.httpStatus };
}

const TOO_LARGE = "x".repeat(150 * 1024);

describe("refusals on /trpc made before tRPC runs answer in tRPC's error shape", () => {
  for (const batch of [false, true]) {
    const how = batch ? "a batched call" : "a single call";

    it(`refuses ${how} without the XSRF header with 403 FORBIDDEN`, async () => {
      const { client: jar } = await loggedInLearner(server, 5);
      const api = clientOf(jar, { batch, xsrf: false });
      expect(await refusal(api.account.updateProfile.mutate({ first_name: "Ann", second_name: "Lee" }))).toEqual({
        message: "Your session has expired. Please reload the page and try again.",
        code: "FORBIDDEN",
        httpStatus: 403,
      });
      // With the header, the same call goes through.
      const accepted = await clientOf(jar, { batch }).account.updateProfile.mutate({
        first_name: "Ann",
        second_name: "Lee",
      });
      expect(accepted.first_name).toBe("Ann");
    });

    it(`refuses ${how} with too large a body with 413 PAYLOAD_TOO_LARGE`, async () => {
      const { client: jar } = await loggedInLearner(server, 5);
      const api = clientOf(jar, { batch });
      expect(await refusal(api.support.create.mutate({ text: TOO_LARGE, category: "0" }))).toEqual({
        message: "The request is too large.",
        code: "PAYLOAD_TOO_LARGE",
        httpStatus: 413,
      });
    });

    it(`throttles ${how} of failed log-ins with 429 TOO_MANY_REQUESTS`, async () => {
      const { email } = await loggedInLearner(server, 2);
      const jar = new LegacyClient(server.url);
      await jar.get("/api/auth/getuserdata");
      const api = clientOf(jar, { batch });
      const attempts: Awaited<ReturnType<typeof refusal>>[] = [];
      for (let i = 0; i < 6; i++) attempts.push(await refusal(api.auth.login.mutate({ email, password: "wrong" })));
      expect(attempts.slice(0, 5).map((a) => a.code)).toEqual(Array(5).fill("UNAUTHORIZED"));
      expect(attempts[5]).toMatchObject({ code: "TOO_MANY_REQUESTS", httpStatus: 429 });
      expect(attempts[5]!.message).toMatch(/^Too many/);
    });
  }

  it("answers a refused batch of two changes with one error for each call", async () => {
    const { client: jar } = await loggedInLearner(server, 5);
    const api = clientOf(jar, { batch: true });
    const [profile, ticket] = await Promise.all([
      refusal(api.account.updateProfile.mutate({ first_name: "Ann", second_name: "Lee" })),
      refusal(api.support.create.mutate({ text: "Hello, a question.", category: "0" })),
    ]);
    for (const answer of [profile, ticket]) {
      expect(answer).toEqual({ message: "Send one change per request.", code: "BAD_REQUEST", httpStatus: 400 });
    }
  });

  it("refuses a path that cannot be percent-decoded with 400, one error per named call", async () => {
    const error = {
      message: "The request could not be read.",
      code: -32600,
      data: {
        code: "BAD_REQUEST",
        httpStatus: 400,
        issues: [{ object: "request", message: "The request could not be read." }],
      },
    };
    const single = await fetch(`${server.url}/trpc/qbank.categories%E0%A4%A`);
    expect(single.status).toBe(400);
    expect(await single.json()).toEqual({ error });
    const batch = await fetch(`${server.url}/trpc/qbank.categories,%ZZ?batch=1&input=%7B%7D`);
    expect(batch.status).toBe(400);
    expect(await batch.json()).toEqual([{ error }, { error }]);
  });

  it("keeps the legacy envelope for the same refusals on /api", async () => {
    const { client: jar } = await loggedInLearner(server, 5);
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { cookie: jar.cookieHeader(), "content-type": "application/json", "x-xsrf-token": "forged.value" },
      body: JSON.stringify({ email: "a@example.com", password: "x" }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: [{ object: "xsrf", message: "Your session has expired. Please reload the page and try again." }],
    });
  });
});

describe("a request naming its account goes only with that account's session", () => {
  it("refuses a write with 401 and writes nothing when the session is another account's, and goes through as its own", async () => {
    const maker = await loggedInLearner(server, 5);
    const { id: nextId, client: next } = await loggedInLearner(server, 5);
    const change = { first_name: "Queued", second_name: "Change" };
    expect(
      await refusal(clientOf(next, { batch: false, forAccount: maker.id }).account.updateProfile.mutate(change)),
    ).toEqual({
      message: "Please log in.",
      code: "UNAUTHORIZED",
      httpStatus: 401,
    });
    const unchanged = await clientOf(next, { batch: false }).auth.userData.query();
    expect(unchanged).toMatchObject({ id: nextId, first_name: "Ada" });
    const own = await clientOf(next, { batch: false, forAccount: nextId }).account.updateProfile.mutate(change);
    expect(own.first_name).toBe("Queued");
  });

  it("refuses the same under the header's older name, which an installed app's older service worker sends", async () => {
    const maker = await loggedInLearner(server, 5);
    const { client: next } = await loggedInLearner(server, 5);
    const queued = clientOf(next, { batch: false, forAccount: maker.id, header: QUEUED_FOR_HEADER });
    expect(
      (await refusal(queued.account.updateProfile.mutate({ first_name: "Old", second_name: "Worker" }))).httpStatus,
    ).toBe(401);
  });

  it("refuses a page's reads and navigation as another account's, and still says whose the session is", async () => {
    const page = await loggedInLearner(server, 5);
    const { id: nextId, client: next } = await loggedInLearner(server, 5);
    const stale = clientOf(next, { batch: true, forAccount: page.id });
    const unauthorized = { message: "Please log in.", code: "UNAUTHORIZED", httpStatus: 401 };
    expect(await refusal(stale.account.get.query())).toEqual(unauthorized);
    expect(await refusal(stale.auth.guard.query({ to: "/user/dashboard" }))).toEqual(unauthorized);
    expect(await stale.auth.guard.query({ to: "/login" })).toEqual({ ok: true });
    expect(await stale.auth.userData.query()).toMatchObject({ id: nextId });

    const own = clientOf(next, { batch: true, forAccount: nextId });
    expect(await own.auth.guard.query({ to: "/user/dashboard" })).toEqual({ ok: true });
    expect((await own.account.get.query()).first_name).toBe("Ada");
    // A client that names no account (the legacy paths, older clients) is answered as the session's.
    expect((await clientOf(next, { batch: true }).account.get.query()).first_name).toBe("Ada");
  });
});

describe("an input tRPC's schema refuses", () => {
  it("answers 400 with the items' words as the message, not zod's issues written out", async () => {
    const { client: jar } = await loggedInLearner(server, 5);
    for (const batch of [false, true]) {
      const error = await clientOf(jar, { batch })
        .account.updateProfile.mutate({ first_name: "", second_name: "Lee" })
        .then(
          () => undefined,
          (e: unknown) => e as TRPCClientError<AppRouter>,
        );
      expect(error).toBeInstanceOf(TRPCClientError);
      const issues = (error!.data as { issues: { object: string; message: string }[] }).issues;
      expect(issues.map((i) => i.object)).toEqual(["first_name"]);
      expect(error!.data?.httpStatus).toBe(400);
      expect(error!.message).toBe(issues.map((i) => i.message).join(" "));
      expect(error!.message).not.toMatch(/^\[|"code"/);
    }
  });
});
