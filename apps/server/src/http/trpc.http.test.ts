import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const query = (paths: string, input?: unknown, batch = false) => {
  const params = new URLSearchParams();
  if (batch) params.set("batch", "1");
  if (input !== undefined) params.set("input", JSON.stringify(input));
  const search = params.toString();
  return `/trpc/${paths}${search ? `?${search}` : ""}`;
};

/**
 * A plain GET of queries and one that names a `trpc-accept` header get the same status and
 * JSON, with tRPC's own content type and `Vary`.
 */
async function sameAsTrpc(client: LegacyClient, path: string) {
  const direct = await client.get(path);
  const own = await client.get(path, { "trpc-accept": "application/json" });
  expect(direct.status).toBe(own.status);
  expect(direct.body).toEqual(own.body);
  expect(direct.headers.get("content-type")).toBe("application/json");
  expect(direct.headers.get("vary")).toBe("trpc-accept, accept");
  return direct;
}

describe("GET queries through tRPC's Express adapter", () => {
  it("gives the same answers as tRPC for one query, a batch, errors and a mixed batch", async () => {
    const { client } = await loggedInLearner(server, 5);
    const category = await createCategoryWithQuestions(server.handle.db, {
      level: 3,
      count: 3,
      name: "Direct Queries",
    });

    const one = await sameAsTrpc(client, query("qbank.categoryPage", { id: category.id }));
    expect(one.status).toBe(200);
    expect((one.body as unknown as { result: { data: { total: number } } }).result.data.total).toBe(3);

    const batch = await sameAsTrpc(client, query("qbank.categories,stats.performance", {}, true));
    expect(batch.status).toBe(200);
    expect(batch.body).toHaveLength(2);

    const invalid = await sameAsTrpc(client, query("qbank.categoryPage", { id: "not an id" }));
    expect(invalid.status).toBe(400);

    const mixed = await sameAsTrpc(client, query("qbank.categories,qbank.categoryPage", { 1: { id: 1 } }, true));
    expect(mixed.status).toBe(207);

    await sameAsTrpc(client, query("stats.performance"));
  });

  it("refuses a visitor, unknown paths, mutations on GET, bad input and too large a batch", async () => {
    const visitor = new LegacyClient(server.url);
    expect((await sameAsTrpc(visitor, query("stats.performance"))).status).toBe(401);
    expect((await visitor.get(query("nope.nothing"))).status).toBe(404);
    expect((await visitor.get(query("auth.logout"))).status).toBe(405);
    const { client } = await loggedInLearner(server, 5);
    expect((await client.get("/trpc/qbank.categoryPage?input=not-json")).status).toBe(400);
    const tooMany = Array.from({ length: 11 }, () => "auth.userData").join(",");
    expect((await visitor.get(query(tooMany, {}, true))).status).toBe(400);
  });
});
