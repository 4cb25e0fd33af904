import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { callerFor, createHarness, signedIn, type Harness } from "#test/harness.ts";
import { canonicalPath, isPublicPath } from "./paths.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type Api = ReturnType<typeof callerFor>["api"];
const outcome = async (api: Api, to: string) => {
  try {
    await api.auth.guard({ to });
    return "OK";
  } catch {
    return (await failure(api.auth.guard({ to }))).code;
  }
};

/** Other spellings of /admin that a browser or a router may resolve to the admin area. */
const adminSpellings = [
  "/admin",
  "/ADMIN/users",
  "//admin",
  "///admin//users",
  "/%61dmin",
  "/%41DMIN/users",
  "/admin%2Fx",
  "/./admin",
  "/%2e/admin",
  "/user/../admin",
  "/user/%2e%2e/admin",
  "/user/..%2Fadmin",
  "/../../admin",
  "/admin#x",
  "/admin?x=1",
  "/admin/",
  "\\admin",
  "/\\admin",
  " /admin ",
  "admin",
];

const userSpellings = ["/user", "//user/qbank", "/%75ser/qbank", "/./user", "/admin/../user/stats", "/user#top"];

/** Spellings we cannot read one way: double encoding, broken escapes, controls, a hidden query. */
const refused = ["/%2561dmin", "/%zz", "/admin%3Fx", "/admin%23x", "/admin%00", "/user%0a", "/ad\u0000min"];

const publicPaths = ["/", "/login", "/login?next=/admin", "/signup#x", "/administrator", "/users", "/a/../login"];

describe("the navigation guard reads one canonical path", () => {
  it.each(adminSpellings)("needs Admin for %j", async (to) => {
    expect(await outcome(callerFor(h).api, to)).toBe("UNAUTHORIZED");
    expect(await outcome((await signedIn(h, { level: 5 })).api, to)).toBe("FORBIDDEN");
    expect(await outcome((await signedIn(h, { level: 6 })).api, to)).toBe("OK");
  });

  it.each(userSpellings)("needs a learner for %j", async (to) => {
    expect(await outcome(callerFor(h).api, to)).toBe("UNAUTHORIZED");
    expect(await outcome((await signedIn(h, { level: 2 })).api, to)).toBe("OK");
  });

  it.each(refused)("refuses %j with 400 instead of guessing", async (to) => {
    const result = await failure(callerFor(h).api.auth.guard({ to }));
    expect(result).toEqual({ code: "BAD_REQUEST", items: [{ object: "to", message: "This address is not valid." }] });
  });

  it.each(publicPaths)("lets %j through", async (to) => {
    expect(await outcome(callerFor(h).api, to)).toBe("OK");
  });

  it("tells the web app a path is public exactly when the guard lets anyone through", async () => {
    for (const to of [...adminSpellings, ...userSpellings, ...refused, ...publicPaths]) {
      expect(isPublicPath(to), to).toBe((await outcome(callerFor(h).api, to)) === "OK");
    }
  });

  it("answers a page drawn for another account than the session's as nobody's", async () => {
    const { user, session } = await signedIn(h, { level: 5 });
    const other = await signedIn(h, { level: 5 });
    const stale = callerFor(h, { user, session, forAccount: other.user.id }).api;
    expect(await outcome(stale, "/user/qbank")).toBe("UNAUTHORIZED");
    expect(await outcome(stale, "/login")).toBe("OK");
    expect((await failure(stale.account.get())).code).toBe("UNAUTHORIZED");
    expect(await stale.auth.userData()).toMatchObject({ id: user.id });
    const own = callerFor(h, { user, session, forAccount: user.id }).api;
    expect(await outcome(own, "/user/qbank")).toBe("OK");
  });

  it("resolves dot segments, slashes, escapes and case into one path", () => {
    expect(canonicalPath("//A/./b/../c//%64?x#y")).toBe("/a/c/d");
    expect(canonicalPath("/../..")).toBe("/");
    expect(canonicalPath("/%zz")).toBeNull();
  });
});
