import { afterAll, describe, expect, it } from "vitest";
import { LegacyClient, startTestServer, type TestServer } from "../test/server.ts";
import { recordFigures } from "./support.ts";

/**
 * Behind a proxy, a client writes whatever X-Forwarded-For it likes and the proxy appends the
 * address it saw. With TRUST_PROXY as a hop count or the proxy's address, the per-address log-in
 * and reset limits hold however the client forges the header: the address is the one the last
 * trusted proxy saw. Here the test is both the client and the proxy (on 127.0.0.1), and the real
 * client is 198.51.100.9.
 */

const CLIENT = "198.51.100.9";
const ATTEMPTS = 40;
const servers: TestServer[] = [];

afterAll(async () => {
  for (const s of servers) await s.close();
});

/** What the proxy forwards: the client's forged entries, then the address it saw. */
const forged = (i: number) => ({ "x-forwarded-for": `203.0.113.${i % 250}, 127.0.0.1, ${CLIENT}` });

async function statuses(server: TestServer, path: string, body: (i: number) => unknown): Promise<number[]> {
  const client = new LegacyClient(server.url);
  await client.get("/api/auth/getuserdata", forged(0));
  const out: number[] = [];
  for (let i = 1; i <= ATTEMPTS; i++) out.push((await client.post(path, body(i), forged(i))).status);
  return out;
}

const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe("forged X-Forwarded-For against the per-address limits", () => {
  for (const trustProxy of ["1", "127.0.0.1"]) {
    it(`keeps the log-in and reset limits with TRUST_PROXY=${trustProxy}`, async () => {
      const server = await startTestServer({ env: { TRUST_PROXY: trustProxy } });
      servers.push(server);
      // A different unknown email each time: only the per-address limit can stop them.
      const logins = await statuses(server, "/api/auth/login", (i) => ({
        email: `forger-${i}@example.com`,
        password: "wrong-password-1",
      }));
      const resets = await statuses(server, "/api/auth/reset", (i) => ({ email: `forger-${i}@example.com` }));
      const keys = await server.handle.db.selectFrom("auth_throttle").select("key").execute();
      const addresses = new Set(keys.map((k) => /:ip:(.*)$/.exec(k.key)?.[1]).filter(Boolean));

      await recordFigures(`4b-forwarded-for-${trustProxy === "1" ? "hops" : "list"}`, {
        title: `Forged X-Forwarded-For, TRUST_PROXY=${trustProxy}`,
        rows: [
          [
            "wrong log-ins, each with another forged address and email: 401, 429",
            `${count(logins, 401)}, ${count(logins, 429)}`,
          ],
          ["reset requests, likewise: 200, 429", `${count(resets, 200)}, ${count(resets, 429)}`],
          ["addresses the limits counted", [...addresses].join(", ")],
        ],
      });
      expect([...addresses]).toEqual([CLIENT]);
      expect(count(logins, 401)).toBe(30);
      expect(count(logins, 429)).toBe(ATTEMPTS - 30);
      expect(count(resets, 200)).toBe(10);
      expect(count(resets, 429)).toBe(ATTEMPTS - 10);
    });
  }
});
