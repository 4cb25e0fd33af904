import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type LegacyClient, type TestServer } from "../test/server.ts";

/** How the legacy paths are matched: as Express matches them, whatever group a row is in. */

let server: TestServer;
let client: LegacyClient;
beforeAll(async () => {
  server = await startTestServer();
  await createCategoryWithQuestions(server.handle.db, { level: 2, count: 2, name: "Paths" });
  ({ client } = await loggedInLearner(server, 2));
});
afterAll(() => server.close());

const raw = (method: string, path: string) =>
  fetch(`${server.url}${path}`, { method, headers: { cookie: client.cookieHeader() } });

describe("legacy path matching", () => {
  it("answers a row in any letter case and with a trailing slash", async () => {
    const plain = await client.get("/api/qbank/categories");
    expect(plain.status).toBe(200);
    for (const path of ["/api/QBANK/Categories", "/api/qbank/categories/", "/API/Qbank/CATEGORIES/"]) {
      const res = await raw("GET", path);
      expect(res.status, path).toBe(200);
      expect(await res.json(), path).toEqual(plain.body);
    }
  });

  it("answers HEAD as GET, without a body", async () => {
    const res = await raw("HEAD", "/api/qbank/categories");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.text()).toBe("");
  });

  it("answers 404 in the legacy envelope for an unknown group, an unknown row and a group alone", async () => {
    for (const path of ["/api/nowhere/categories", "/api/qbank/nowhere", "/api/qbank", "/api/"]) {
      const res = await raw("GET", path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ message: [{ object: "path", message: "Not found" }] });
    }
  });

  it("answers a row of another group than the first one matched", async () => {
    const res = await client.get("/api/stats/questions");
    expect(res.status).toBe(200);
  });
});
