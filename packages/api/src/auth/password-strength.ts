import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import type { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules.ts";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/**
 * The lowest zxcvbn score a new password may have: 3 means at least 10^8 guesses, out of reach
 * of an online attack and of a quick run through lists of leaked and commonly used passwords
 * (NIST SP 800-63B asks for such a list check; the 8-character minimum stays as well).
 */
export const PASSWORD_MIN_SCORE = 3;

/**
 * How much of a password, and of each of the account's own words, zxcvbn looks at. Its
 * dictionary matcher tries every slice of the password against every word: a 256-character
 * password beside a 248-character email took 2.3 s of the server's CPU for one sign-up, which
 * anyone may send. A password whose first 64 characters are hard to guess is hard to guess,
 * and a word is found in a password by its first 32 characters as well as by all of them.
 */
export const STRENGTH_JUDGED_CHARS = 64;
const PERSONAL_WORD_CHARS = 32;

let factory: ZxcvbnFactory | undefined;
// Built on first use: unpacking the dictionaries takes a moment that start-up need not pay.
const checker = () =>
  (factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: STRENGTH_JUDGED_CHARS }));

const REASONS: Record<string, string> = {
  topTen: "it is one of the most used passwords",
  topHundred: "it is one of the most used passwords",
  common: "it is on lists of commonly used passwords",
  similarToCommon: "it is close to a commonly used password",
  pwned: "it is on lists of leaked passwords",
  wordByItself: "a single word is easy to guess",
  namesByThemselves: "names on their own are easy to guess",
  commonNames: "common names are easy to guess",
  straightRow: "a row of keys is easy to guess",
  keyPattern: "a keyboard pattern is easy to guess",
  simpleRepeat: "repeated characters are easy to guess",
  extendedRepeat: "repeated patterns are easy to guess",
  sequences: "sequences such as abc or 1234 are easy to guess",
  recentYears: "recent years are easy to guess",
  dates: "dates are easy to guess",
  userInputs: "it contains your name or email",
};

/** What a refused password is told, with the reason it is weak. */
export function weakPasswordMessage(reason: string): string {
  return `This password is too easy to guess: ${reason}. Try a longer one, such as three or four unrelated words.`;
}

/**
 * Why a new password is too easy to guess, or null when it is strong enough. `personal` holds
 * the account's own words (email, names), which make a password easier to guess.
 */
export function passwordWeakness(password: string, personal: readonly string[] = []): string | null {
  const words = personal
    .flatMap((w) => [w, ...w.toLowerCase().split(/[^a-z0-9]+/)])
    .filter((w) => w.length >= 3)
    .map((w) => w.slice(0, PERSONAL_WORD_CHARS));
  const result = checker().check(password, words);
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const warning = result.feedback.warning;
  return weakPasswordMessage((warning && REASONS[warning]) ?? "it is short and follows a common pattern");
}

/**
 * The zod refinement every new password goes through on the server (sign-up, reset link,
 * change); `personal` picks the account's words out of the input.
 */
export function refuseWeakPassword<T extends { password: string }>(personal: (input: T) => string[] = () => []) {
  return (input: T, ctx: z.RefinementCtx) => {
    // Only a password that passed the length rules is judged (the refinement also runs after them).
    const { password } = input as { password: unknown };
    if (typeof password !== "string" || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return;
    const why = passwordWeakness(input.password, personal(input));
    if (why) ctx.addIssue({ code: "custom", path: ["password"], message: why });
  };
}
