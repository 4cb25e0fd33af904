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
});
