import { clearThrottle, hitThrottle, releaseThrottle } from "@qbank/db";
import type { Context } from "../context.ts";
import { ErrorList, type ErrorItem } from "../shared/errors.ts";
import { TRPCError } from "@trpc/server";

type Ctx = Pick<Context, "db" | "clock" | "ip">;

interface Rule {
  windowSeconds: number;
  max: number;
}

/**
 * Fixed windows kept in PostgreSQL (shared by every server process). Log-in failures count
 * per (email, address) and per address, which only slow the one who fails. The email alone
 * gets a gentle backoff instead of a lock: past `loginPerEmail` failures from anywhere, it
 * is checked at most once per `loginPerEmailSlow` window, so a stranger who knows an email
 * can slow its owner by seconds but never lock them out.
 */
export const throttleRules = {
  loginPerEmailAndIp: { windowSeconds: 15 * 60, max: 5 },
  loginPerIp: { windowSeconds: 15 * 60, max: 30 },
  loginPerEmail: { windowSeconds: 15 * 60, max: 20 },
  loginPerEmailSlow: { windowSeconds: 30, max: 1 },
  resetPerEmail: { windowSeconds: 60 * 60, max: 3 },
  resetPerIp: { windowSeconds: 60 * 60, max: 10 },
  signupPerEmail: { windowSeconds: 60 * 60, max: 3 },
  signupPerIp: { windowSeconds: 60 * 60, max: 20 },
  ticketsPerAccount: { windowSeconds: 24 * 60 * 60, max: 20 },
} satisfies Record<string, Rule>;

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  if (seconds > 90 * 60) return `${Math.ceil(seconds / 3600)} hours`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** A refusal past a limit, with the seconds until the window ends (the answer's Retry-After). */
export class TooManyAttempts extends ErrorList {
  constructor(
    items: ErrorItem[],
    readonly retryAfterSeconds: number,
  ) {
    super(items);
  }
}

/** The seconds a 429 tells the client to wait, when the error is one. */
export const retryAfterOf = (error: { cause?: unknown }): number | undefined =>
  error.cause instanceof TooManyAttempts ? error.cause.retryAfterSeconds : undefined;

function tooMany(now: Date, what: string, windowStartedAt: Date, rule: Rule, object = "email") {
  const retryAt = windowStartedAt.getTime() + rule.windowSeconds * 1000;
  const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
  const message = `Too many ${what}. Please try again in ${waitText(seconds)}.`;
  return new TRPCError({
    code: "TOO_MANY_REQUESTS",
    message,
    cause: new TooManyAttempts([{ object, message }], seconds),
  });
}

/**
 * Counts one more against a window and decides in the same statement: the hit is taken
 * before the work it guards, so parallel requests cannot all pass a check made before any
 * of them counted. A refused request did no work, so it gives its hit back: a burst of
 * refusals does not keep a shared address (a hospital's network) locked.
 */
async function take(
  ctx: Pick<Ctx, "db" | "clock">,
  key: string,
  rule: Rule,
  what: string,
  object?: string,
): Promise<void> {
  const now = ctx.clock.now();
  const hit = await hitThrottle(ctx.db, key, rule.windowSeconds, now);
  if (hit.count <= rule.max) return;
  await releaseThrottle(ctx.db, key);
  throw tooMany(now, what, hit.window_started_at, rule, object);
}

const loginKeys = (ctx: Ctx, email: string) => ({
  pair: `login:pair:${email}|${ctx.ip}`,
  ip: `login:ip:${ctx.ip}`,
  email: `login:email:${email}`,
});

/**
 * Reserves one log-in attempt before the password is checked; every attempt counts as a
 * failure until it succeeds (loginSucceeded gives it back).
 */
export async function reserveLoginAttempt(ctx: Ctx, email: string): Promise<void> {
  const keys = loginKeys(ctx, email);
  const what = "failed log-in attempts";
  await take(ctx, keys.pair, throttleRules.loginPerEmailAndIp, what);
  await take(ctx, keys.ip, throttleRules.loginPerIp, what);
  const now = ctx.clock.now();
  const perEmail = await hitThrottle(ctx.db, keys.email, throttleRules.loginPerEmail.windowSeconds, now);
  if (perEmail.count > throttleRules.loginPerEmail.max) {
    await take(ctx, `login:email-slow:${email}`, throttleRules.loginPerEmailSlow, what);
  }
}

/** A successful log-in clears its pair's failures and gives back what it reserved. */
export async function loginSucceeded(ctx: Ctx, email: string): Promise<void> {
  const keys = loginKeys(ctx, email);
  await clearThrottle(ctx.db, keys.pair);
  await releaseThrottle(ctx.db, keys.ip);
  await releaseThrottle(ctx.db, keys.email);
}

/**
 * A password checked behind a session (deleting the account, changing the password) counts
 * against the account's sign-in limits, from the same address: a stolen session cannot guess
 * faster than the sign-in form allows. A right password gives its attempt back.
 */
export async function checkPasswordThrottled(
  ctx: Ctx,
  email: string,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  await reserveLoginAttempt(ctx, email);
  const ok = await verify();
  if (ok) await loginSucceeded(ctx, email);
  return ok;
}

/** Counts a reset request and refuses it past the limits (the same for unknown emails). */
export async function countResetRequest(ctx: Ctx, email: string): Promise<void> {
  await take(ctx, `reset:email:${email}`, throttleRules.resetPerEmail, "reset requests");
  await take(ctx, `reset:ip:${ctx.ip}`, throttleRules.resetPerIp, "reset requests");
}

/** Signup mails an address every time; this keeps the form from flooding an inbox. */
export async function countSignupRequest(ctx: Ctx, email: string): Promise<void> {
  await take(ctx, `signup:email:${email}`, throttleRules.signupPerEmail, "sign-up requests");
  await take(ctx, `signup:ip:${ctx.ip}`, throttleRules.signupPerIp, "sign-up requests");
}

/**
 * Tickets and question reports a learner may send in a day: people read each one, and each may
 * carry a 5 MB screenshot the account then holds (and its data download carries).
 */
export async function countTicket(ctx: Pick<Ctx, "db" | "clock">, userId: string): Promise<void> {
  await take(ctx, `ticket:user:${userId}`, throttleRules.ticketsPerAccount, "messages to support", "text");
}
