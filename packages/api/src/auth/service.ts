import { passwordWeakness } from "./password-strength.ts";
import {
  confirmUserEmail,
  consumeEmailToken,
  emailTokenOwner,
  findLiveEmailToken,
  findPasswordHash,
  findUserByEmail,
  findUserById,
  insertEmailToken,
  insertUser,
  lockUser,
  newId,
  recordLinkRequest,
  revokeEmailTokens,
  setPasswordHash,
  type Db,
  type EmailTokenPurpose,
  type LinkRequest,
  type UserRow,
} from "@qbank/db";
import type { AuthedContext, Context } from "../context.ts";
import { queueMail } from "../mail/outbox.ts";
import { alreadyRegisteredMessage, confirmEmailMessage } from "../mail/templates.ts";
import { appError, badRequest } from "../shared/errors.ts";
import { accountRefusal, Level } from "../shared/levels.ts";
import { randomToken, sha256Hex } from "./crypto.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.ts";
import { EMAIL_NOT_CONFIRMED, type LoginInput, type SignupInput } from "./schemas.ts";
import {
  checkPasswordThrottled,
  countResetRequest,
  countSignupRequest,
  loginSucceeded,
  reserveLoginAttempt,
} from "./throttle.ts";

const HOUR_MS = 60 * 60 * 1000;
/** How long a mailed link lives: a day to confirm, an hour to reset a password or delete the account. */
const TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = { confirm: 24 * HOUR_MS, reset: HOUR_MS, delete: HOUR_MS };

type Deps = Pick<Context, "db" | "appUrl" | "clock" | "jobs">;

/**
 * A new link for a purpose ends the user's older ones: one live link per purpose, held by
 * the user's row lock here and by a unique index on live tokens. Runs in the caller's
 * transaction, with the mail that carries the link.
 */
export async function issueToken(trx: Db, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<string> {
  const token = randomToken();
  await lockUser(trx, userId);
  await revokeEmailTokens(trx, userId, purpose, now);
  await insertEmailToken(trx, {
    id: sha256Hex(token),
    user_id: userId,
    purpose,
    expires_at: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    created_at: now,
  });
  return token;
}

export const confirmLink = (appUrl: string, token: string) =>
  `${appUrl}/api/auth/confirm?token=${encodeURIComponent(token)}`;

export async function queueConfirmation(
  ctx: Pick<Context, "appUrl">,
  trx: Db,
  user: UserRow,
  now: Date,
): Promise<void> {
  const token = await issueToken(trx, user.id, "confirm", now);
  await queueMail(trx, confirmEmailMessage(user.email, user.first_name, confirmLink(ctx.appUrl, token)), now);
}

/**
 * Creates an unconfirmed account and mails its link. An email that already has an account
 * gets the same answer (no account enumeration) and its owner gets a mail instead.
 */
export async function signup(ctx: Deps & Pick<Context, "ip">, input: SignupInput): Promise<{ email: string }> {
  await countSignupRequest(ctx, input.email);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const created = await insertUser(trx, {
      id: newId(),
      email: input.email,
      first_name: input.first_name,
      second_name: input.second_name,
      password_hash: passwordHash,
      level: Level.Basic,
      email_verified_at: null,
      qbank_reset_at: null,
      stripe_customer_id: null,
      created_at: now,
      updated_at: now,
    });
    const existing = created ?? (await findUserByEmail(trx, input.email));
    if (!existing || existing.deleted_at) return;
    if (!existing.email_verified_at) await queueConfirmation(ctx, trx, existing, now);
    else {
      const message = alreadyRegisteredMessage(existing.email, `${ctx.appUrl}/login`, `${ctx.appUrl}/reset`);
      await queueMail(trx, message, now);
    }
  });
  await ctx.jobs.wake("mail");
  return { email: input.email.toLowerCase() };
}

/**
 * Mails a fresh confirmation link to an unconfirmed account (ending the older link). Answers
 * alike for every email, and counts against the signup limits, since both mail the address.
 */
export async function resendConfirmation(ctx: Deps & Pick<Context, "ip">, email: string): Promise<void> {
  await countSignupRequest(ctx, email);
  await askForLink(ctx, email, "confirm");
}

/**
 * Records that a link was asked for and wakes the mail job, which finds the account and mails
 * the link, or drops the request (auth/link-requests.ts). The request does the same work for
 * every address, so neither its answer nor its time says whether the address has an account.
 */
async function askForLink(ctx: Deps, email: string, purpose: LinkRequest["purpose"]): Promise<void> {
  await recordLinkRequest(ctx.db, { email, purpose, created_at: ctx.clock.now() });
  await ctx.jobs.wake("mail");
}

/** Follows a confirmation link; answers the confirmed email, or undefined for a dead link. */
export async function confirmEmail(ctx: Deps, token: string): Promise<{ email: string } | undefined> {
  if (token.length === 0 || token.length > 200) return undefined;
  const hash = sha256Hex(token);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const used = await consumeEmailToken(trx, hash, "confirm", now);
    if (!used) return alreadyConfirmed(trx, hash);
    await confirmUserEmail(trx, used.user_id, now);
    const user = await findUserById(trx, used.user_id);
    return user ? { email: user.email } : undefined;
  });
}

/**
 * A link followed again (or late) for an account that is confirmed by now says so, as the
 * first time did: the learner is sent to log in, not told the link failed.
 */
async function alreadyConfirmed(db: Deps["db"], hash: string): Promise<{ email: string } | undefined> {
  const owner = await emailTokenOwner(db, hash, "confirm");
  const user = owner && (await findUserById(db, owner.user_id));
  return user?.email_verified_at && !user.deleted_at ? { email: user.email } : undefined;
}

/** Blocked and on-hold accounts may not sign in, by password or by a provider. */
export function refuseClosedAccount(level: number): void {
  const refusal = accountRefusal(level);
  if (refusal) throw appError("FORBIDDEN", "email", refusal);
}

function refuseByStatus(user: UserRow): void {
  refuseClosedAccount(user.level);
  if (!user.email_verified_at) throw appError("FORBIDDEN", "email", EMAIL_NOT_CONFIRMED);
}

/**
 * Starts a fresh session for the user and writes its cookie. A sign-in by password names the
 * account's epoch as it read it with the password, so a change of password meanwhile ends it.
 */
export async function startSession(ctx: Context, userId: string, epoch?: number): Promise<void> {
  const session = await ctx.lucia.createSession(userId, epoch === undefined ? {} : { epoch });
  ctx.setCookie(ctx.lucia.createSessionCookie(session.id));
}

export async function login(ctx: Context, input: LoginInput): Promise<UserRow> {
  await reserveLoginAttempt(ctx, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !valid) {
    throw appError("UNAUTHORIZED", "email", "Invalid email or password.");
  }
  refuseByStatus(user);
  await loginSucceeded(ctx, input.email);
  if (ctx.session) await ctx.lucia.invalidateSession(ctx.session.id);
  await startSession(ctx, user.id, user.session_epoch);
  return user;
}

export async function logout(ctx: Context): Promise<void> {
  if (ctx.session) await ctx.lucia.invalidateSession(ctx.session.id);
  ctx.setCookie(ctx.lucia.createBlankSessionCookie());
}

/** Mails a reset link when the account exists; answers the same, after the same work, either way. */
export async function requestPasswordReset(ctx: Context, email: string): Promise<void> {
  await countResetRequest(ctx, email);
  await askForLink(ctx, email, "reset");
}

export const resetLink = (appUrl: string, email: string, token: string) =>
  `${appUrl}/change?email=${encodeURIComponent(email)}&id=${encodeURIComponent(token)}`;

const deadResetLink = () =>
  badRequest("password_reset", "This reset link has expired or was already used. Please ask for a new one.");

/** Whether a reset link can still be used, so its page can say so before the form is filled in. */
export async function resetLinkIsLive(ctx: Deps, input: { email: string; id: string }): Promise<boolean> {
  if (input.id.length === 0 || input.id.length > 200) return false;
  const live = await findLiveEmailToken(ctx.db, sha256Hex(input.id), "reset", ctx.clock.now());
  const user = live ? await findUserById(ctx.db, live.user_id) : undefined;
  return user?.email === input.email;
}

/** Sets a new password from a reset link; every session of the user ends. */
export async function changePasswordWithToken(
  ctx: Context,
  input: { email: string; password_reset: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const used = await consumeEmailToken(trx, sha256Hex(input.password_reset), "reset", now);
    const user = used ? await findUserById(trx, used.user_id) : undefined;
    if (!user || user.email !== input.email) throw deadResetLink();
    await setPasswordHash(trx, user.id, passwordHash, now);
    // Following the link proves the mailbox, so an unconfirmed account is confirmed too.
    await confirmUserEmail(trx, user.id, now);
  });
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) await ctx.lucia.invalidateUserSessions(user.id);
}

/** A signed-in change: needs the current password; other devices are signed out. */
export async function changePassword(
  ctx: AuthedContext,
  input: { current_password: string; password: string },
): Promise<void> {
  const current = await findPasswordHash(ctx.db, ctx.user.id);
  const ok = current
    ? await checkPasswordThrottled(ctx, ctx.user.email, () => verifyPassword(current, input.current_password))
    : false;
  if (!ok) throw badRequest("current_password", "The current password is not correct.");
  const weak = passwordWeakness(input.password, [ctx.user.email, ctx.user.first_name, ctx.user.second_name]);
  if (weak) throw badRequest("password", weak);
  await setPasswordHash(ctx.db, ctx.user.id, await hashPassword(input.password), ctx.clock.now());
  await ctx.lucia.invalidateUserSessions(ctx.user.id);
  await startSession(ctx, ctx.user.id);
}
