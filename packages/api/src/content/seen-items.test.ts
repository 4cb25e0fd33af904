import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SeenItems } from "./import/seen.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

describe("the items a file has shown so far", () => {
  it("names the first item of each repeat, across the table's growth, and nothing new as seen", () => {
    const seen = new SeenItems();
    for (let i = 1; i <= 50_000; i++) expect(seen.firstOf(digest(`stem ${i}`), i)).toBeUndefined();
    expect(seen.firstOf(digest("stem 1"), 50_001)).toBe(1);
    expect(seen.firstOf(digest("stem 31337"), 50_002)).toBe(31337);
    expect(seen.firstOf(digest("stem 50000"), 50_003)).toBe(50000);
    expect(seen.firstOf(digest("stem 50001"), 50_004)).toBeUndefined();
    expect(seen.firstOf(digest("stem 50001"), 50_005)).toBe(50_004);
  });
});
