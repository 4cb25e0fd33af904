import { clearThrottle, hitThrottle, readThrottle, type Db } from "@qbank/db";
import { appError } from "../shared/errors.ts";

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

function tooMany(object: string, what: string, windowStartedAt: Date, rule: Rule) {
  const retryAt = windowStartedAt.getTime() + rule.windowSeconds * 1000;
  const minutes = Math.max(1, Math.ceil((retryAt - Date.now()) / 60_000));
  return appError(
    "TOO_MANY_REQUESTS",
    object,
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/** Refuses a login while the email or the address has too many recent failures. */
export async function assertLoginAllowed(db: Db, email: string, ip: string): Promise<void> {
  for (const [key, rule] of [
    [`login:email:${email}`, throttleRules.loginPerEmail],
    [`login:ip:${ip}`, throttleRules.loginPerIp],
  ] as const) {
    const current = await readThrottle(db, key, rule.windowSeconds);
    if (current && current.count >= rule.max) {
      throw tooMany("email", "failed log-in attempts", current.window_started_at, rule);
    }
  }
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await hitThrottle(db, `login:email:${email}`, throttleRules.loginPerEmail.windowSeconds);
  await hitThrottle(db, `login:ip:${ip}`, throttleRules.loginPerIp.windowSeconds);
}

export const clearLoginFailures = (db: Db, email: string) => clearThrottle(db, `login:email:${email}`);

/** Counts a reset request and refuses it past the limits (the same for unknown emails). */
export async function countResetRequest(db: Db, email: string, ip: string): Promise<void> {
  for (const [key, rule] of [
    [`reset:email:${email}`, throttleRules.resetPerEmail],
    [`reset:ip:${ip}`, throttleRules.resetPerIp],
  ] as const) {
    const hit = await hitThrottle(db, key, rule.windowSeconds);
    if (hit.count > rule.max) throw tooMany("email", "reset requests", hit.window_started_at, rule);
  }
}
