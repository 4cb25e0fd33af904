import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("settings", () => {
  it("has working defaults for a fresh machine", () => {
    const env = readEnv({}, {});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      appUrl: "http://localhost:3000",
      supportEmail: "support@localhost",
      seedDemo: true,
      production: false,
    });
  });

  it("names the bad variable", () => {
    expect(() => readEnv({ PORT: "eighty" }, {})).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: "mysql://x" }, {})).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => readEnv({ APP_TIMEZONE: "Mars/Olympus" }, {})).toThrow(/APP_TIMEZONE/);
    expect(() => readEnv({ SUPPORT_EMAIL: "not an address" }, {})).toThrow(/SUPPORT_EMAIL/);
    expect(readEnv({ APP_URL: "https://qbank.example.com" }, {}).supportEmail).toBe("support@qbank.example.com");
  });

  it("refuses production without a real session secret", () => {
    expect(() => readEnv({ NODE_ENV: "production" }, {})).toThrow(/SESSION_SECRET/);
    const env = readEnv(
      { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), DATABASE_URL: "postgres://h/db" },
      {},
    );
    expect(env.seedDemo).toBe(false);
  });

  it("runs one server process unless WEB_CONCURRENCY asks for more, on PostgreSQL only", () => {
    const pg = { DATABASE_URL: "postgres://h/db" };
    expect(readEnv({}, {}).webProcesses).toBe(1);
    expect(readEnv({ ...pg, WEB_CONCURRENCY: "3" }, {}).webProcesses).toBe(3);
    expect(readEnv({ ...pg, WEB_CONCURRENCY: "auto" }, {}).webProcesses).toBe(availableParallelism());
    // The embedded database belongs to one process: `auto` keeps one there, a number is refused.
    expect(readEnv({ WEB_CONCURRENCY: "auto" }, {}).webProcesses).toBe(1);
    expect(() => readEnv({ WEB_CONCURRENCY: "2" }, {})).toThrow(
      /WEB_CONCURRENCY: can be more than 1 only with DATABASE_URL/,
    );
    expect(() => readEnv({ ...pg, WEB_CONCURRENCY: "many" }, {})).toThrow(/WEB_CONCURRENCY: must be a number/);
    expect(() => readEnv({ ...pg, WEB_CONCURRENCY: "0" }, {})).toThrow(/WEB_CONCURRENCY/);
  });

  it("takes the database pool's limits, with defaults", () => {
    expect(readEnv({}, {})).toMatchObject({
      DATABASE_POOL_MAX: 10,
      DATABASE_CONNECT_TIMEOUT_MS: 3000,
      DATABASE_STATEMENT_TIMEOUT_MS: 5000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 10000,
      DATABASE_WAIT_SECONDS: 60,
      SHUTDOWN_TIMEOUT_MS: 10000,
    });
    expect(readEnv({ DATABASE_POOL_MAX: "25" }, {}).DATABASE_POOL_MAX).toBe(25);
    expect(() => readEnv({ DATABASE_POOL_MAX: "0" }, {})).toThrow(/DATABASE_POOL_MAX/);
    expect(() => readEnv({ METRICS_TOKEN: "short" }, {})).toThrow(/METRICS_TOKEN/);
  });

  it("reads TRUST_PROXY as hops or proxy addresses, never as trust in every hop", () => {
    expect(readEnv({}, {}).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: "false" }, {}).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: "true" }, {}).trustProxy).toBe(1);
    expect(readEnv({ TRUST_PROXY: "2" }, {}).trustProxy).toBe(2);
    expect(readEnv({ TRUST_PROXY: "10.0.0.1, 10.0.0.0/8" }, {}).trustProxy).toEqual(["10.0.0.1", "10.0.0.0/8"]);
    expect(() => readEnv({ TRUST_PROXY: "every proxy" }, {})).toThrow(/TRUST_PROXY/);
  });
});
