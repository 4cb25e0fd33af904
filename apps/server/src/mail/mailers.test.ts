import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../logger.ts";
import { outboxMailer } from "./mailers.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "qbank-outbox-"));
  // The outbox prints each link for people running the app; keep the test output quiet.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

const mailer = () => outboxMailer(dir, "Test <no-reply@localhost>", createLogger("silent"));

describe("the local mail outbox", () => {
  it("keeps every message when many are written at once to the same address", async () => {
    const outbox = mailer();
    const to = "same@example.com";
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        outbox.send({ to, subject: "Reset", text: `token-${i}`, link: `http://x/${i}` }),
      ),
    );
    const files = await readdir(dir);
    expect(files).toHaveLength(20);
    expect(files.every((f) => f.endsWith(`-${to}.eml`))).toBe(true);
    const bodies = await Promise.all(files.map((f) => readFile(join(dir, f), "utf8")));
    const tokens = new Set(bodies.map((b) => /token-\d+/.exec(b)?.[0]));
    expect(tokens.size).toBe(20);
  });

  it("names files so that sorting by name gives the order they were written", async () => {
    const outbox = mailer();
    for (let i = 0; i < 5; i++) await outbox.send({ to: "order@example.com", subject: "n", text: `message-${i}` });
    const files = (await readdir(dir)).sort();
    const bodies = await Promise.all(files.map((f) => readFile(join(dir, f), "utf8")));
    expect(bodies.map((b) => /message-\d/.exec(b)?.[0])).toEqual([0, 1, 2, 3, 4].map((i) => `message-${i}`));
  });
});
