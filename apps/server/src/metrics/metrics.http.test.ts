import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

const TOKEN = "metrics-token-0123456789abcdef";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await server.close();
});

const scrape = (token?: string) =>
  fetch(`${server.url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe("metrics", () => {
  it("are served only to a scraper with the token", async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape("wrong-token-0123456789abcdef")).status).toBe(401);
    const res = await scrape(TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
  });

  it("label requests by route pattern and status class, never by raw path", async () => {
    const { client } = await loggedInLearner(server);
    await client.get("/api/qbank/values");
    await client.post("/api/qbank/submit", { run: "0190b7a0-0000-7000-8000-000000000000", question: "x", answer: 1 });
    await client.get("/api/admin/category/0190b7a0-0000-7000-8000-000000000001/del").catch(() => undefined);
    await fetch(`${server.url}/trpc/auth.userData`);
    await new LegacyClient(server.url).get("/api/no/such/path/1234").catch(() => undefined);
    const text = await (await scrape(TOKEN)).text();
    expect(text).toMatch(/qbank_http_requests_total\{method="GET",route="\/api\/qbank\/values",status_class="2xx"\} 1/);
    expect(text).toMatch(
      /qbank_http_requests_total\{method="POST",route="\/api\/qbank\/submit",status_class="4xx"\} 1/,
    );
    expect(text).toContain('route="/trpc/auth.userData"');
    expect(text).toContain('route="/api/admin/category/:id/del"');
    expect(text).toContain('route="/api/(unmatched)"');
    expect(text).not.toMatch(/0190b7a0-0000-7000-8000-00000000000[01]/);
    expect(text).toMatch(
      /qbank_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/qbank\/values"/,
    );
    for (const name of [
      "qbank_db_pool_connections",
      "qbank_jobs_total",
      "qbank_sweep_step_duration_seconds",
      "qbank_mail_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ])
      expect(text).toContain(`# TYPE ${name}`);
  });

  it("live and readiness: /healthz is cheap, /readyz asks the database", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});
