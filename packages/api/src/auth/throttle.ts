import { clearThrottle, hitThrottle, readThrottle } from "@qbank/db";
import type { Context } from "../context.ts";
import { appError } from "../shared/errors.ts";

type Ctx = Pick<Context, "db" | "clock" | "ip">;

interface Rule {
  windowSeconds: number;
  max: number;
}

export const throttleRules = {
  loginPerEmail: { windowSeconds: 15 * 60, max: 5 },
  loginPerIp: { windowSeconds: 15 * 60, max: 30 },
  resetPerEmail: { windowSeconds: 60 * 60, max: 3 },
  resetPerIp: { windowSeconds: 60 * 60, max: 10 },
} satisfies Record<string, Rule>;

function tooMany(now: Date, what: string, windowStartedAt: Date, rule: Rule) {
  const retryAt = windowStartedAt.getTime() + rule.windowSeconds * 1000;
  const minutes = Math.max(1, Math.ceil((retryAt - now.getTime()) / 60_000));
  return appError(
    "TOO_MANY_REQUESTS",
    "email",
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/** Refuses a login while the email or the address has too many recent failures. */
export async function assertLoginAllowed(ctx: Ctx, email: string): Promise<void> {
  const now = ctx.clock.now();
  for (const [key, rule] of [
    [`login:email:${email}`, throttleRules.loginPerEmail],
    [`login:ip:${ctx.ip}`, throttleRules.loginPerIp],
  ] as const) {
    const current = await readThrottle(ctx.db, key, rule.windowSeconds, now);
    if (current && current.count >= rule.max) {
      throw tooMany(now, "failed log-in attempts", current.window_started_at, rule);
    }
  }
}

export async function recordLoginFailure(ctx: Ctx, email: string): Promise<void> {
  const now = ctx.clock.now();
  await hitThrottle(ctx.db, `login:email:${email}`, throttleRules.loginPerEmail.windowSeconds, now);
  await hitThrottle(ctx.db, `login:ip:${ctx.ip}`, throttleRules.loginPerIp.windowSeconds, now);
}

export const clearLoginFailures = (ctx: Pick<Ctx, "db">, email: string) =>
  clearThrottle(ctx.db, `login:email:${email}`);

/** Counts a reset request and refuses it past the limits (the same for unknown emails). */
export async function countResetRequest(ctx: Ctx, email: string): Promise<void> {
  const now = ctx.clock.now();
  for (const [key, rule] of [
    [`reset:email:${email}`, throttleRules.resetPerEmail],
    [`reset:ip:${ctx.ip}`, throttleRules.resetPerIp],
  ] as const) {
    const hit = await hitThrottle(ctx.db, key, rule.windowSeconds, now);
    if (hit.count > rule.max) throw tooMany(now, "reset requests", hit.window_started_at, rule);
  }
}
