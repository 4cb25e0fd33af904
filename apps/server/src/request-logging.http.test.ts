import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express, { type Request, type Response } from "express";
import helmet from "helmet";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLogging } from "./request-logging.ts";
import { appSecurityHeaders, helmetOptions } from "./security/headers.ts";

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString("utf8").split("\n").filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

/** Production's logging (nothing per request, `req.log` made when used) and headers, on a bare app. */
function productionLikeApp() {
  const app = express();
  app.use(requestLogging(app, pino({ level: "warn" }, sink)), appSecurityHeaders(true));
  app.get("/fails/:n", (req: Request, res: Response) => {
    req.log.error({ n: req.params.n }, "it failed");
    req.log.warn("and again");
    res.json({ id: req.id });
  });
  app.get("/quiet", (req: Request, res: Response) => res.json({ id: req.id }));
  return app;
}

/** The headers helmet itself sets with the app's options, run on a real answer. */
function helmetOwnApp() {
  const app = express();
  app.use(helmet(helmetOptions(true)));
  app.get("/quiet", (_req: Request, res: Response) => res.json({}));
  return app;
}

async function listen(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let ours: Awaited<ReturnType<typeof listen>>;
let helmets: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  ours = await listen(productionLikeApp());
  helmets = await listen(helmetOwnApp());
});
afterAll(() => {
  ours.server.close();
  helmets.server.close();
});

describe("request logging above info", () => {
  it("logs nothing for a request that logs nothing, and gives each a request id", async () => {
    lines.length = 0;
    const res = await fetch(`${ours.base}/quiet`);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({ id });
    expect(lines).toEqual([]);
  });

  it("keeps a caller's plain request id and refuses one that is not", async () => {
    const kept = await fetch(`${ours.base}/quiet`, { headers: { "x-request-id": "trace-42_a" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-42_a");
    const replaced = await fetch(`${ours.base}/quiet`, { headers: { "x-request-id": "no spaces\tor tabs" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes what a request logs with that request's own id, method and path", async () => {
    lines.length = 0;
    const [a, b] = await Promise.all([
      fetch(`${ours.base}/fails/1?secret=x`, { headers: { "x-request-id": "first" } }),
      fetch(`${ours.base}/fails/2`, { headers: { "x-request-id": "second" } }),
    ]);
    expect(await a.json()).toEqual({ id: "first" });
    expect(await b.json()).toEqual({ id: "second" });
    const byRequest = (id: string) => lines.filter((l) => (l.req as { id: string }).id === id);
    expect(byRequest("first").map((l) => [l.msg, l.req])).toEqual([
      ["it failed", { id: "first", method: "GET", url: "/fails/1" }],
      ["and again", { id: "first", method: "GET", url: "/fails/1" }],
    ]);
    expect(byRequest("first")[0]).toMatchObject({ n: "1", level: 50 });
    expect(byRequest("second").map((l) => l.msg)).toEqual(["it failed", "and again"]);
    expect(lines).toHaveLength(4);
  });
});

describe("the security headers worked out once", () => {
  it("are exactly the headers helmet sets on each answer", async () => {
    const securityHeaders = (res: globalThis.Response) =>
      Object.fromEntries(
        [...res.headers].filter(
          ([name]) =>
            !["date", "content-length", "content-type", "etag", "x-request-id", "connection", "keep-alive"].includes(
              name,
            ),
        ),
      );
    const mine = securityHeaders(await fetch(`${ours.base}/quiet`));
    const theirs = securityHeaders(await fetch(`${helmets.base}/quiet`));
    expect(Object.keys(mine).length).toBeGreaterThanOrEqual(12);
    expect(mine).toEqual(theirs);
  });
});
