import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashing in turn", () => {
  it("answers every one of a burst of checks, right and wrong, when they wait their turn", async () => {
    const stored = await hashPassword("correct horse battery");
    const guesses = Array.from({ length: 7 }, (_, i) => (i % 2 === 0 ? "correct horse battery" : `wrong ${i}`));
    const [results, fresh] = await Promise.all([
      Promise.all(guesses.map((guess) => verifyPassword(stored, guess))),
      Promise.all([hashPassword("another one"), hashPassword("and another")]),
    ]);
    expect(results).toEqual(guesses.map((_, i) => i % 2 === 0));
    await expect(verifyPassword(fresh[0], "another one")).resolves.toBe(true);
    await expect(verifyPassword(fresh[1], "another one")).resolves.toBe(false);
  });
});
