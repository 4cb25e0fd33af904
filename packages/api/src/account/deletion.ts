import {
  eraseAccount,
  findLiveEmailToken,
  findLiveSubscription,
  findUserById,
  listOpenCheckouts,
  lockAccountForErasure,
  findPasswordHash,
  toSessionUser,
  type SessionUser,
  type UserRow,
} from "@qbank/db";
import { TRPCError } from "@trpc/server";
import type { Session } from "lucia";
import { sha256Hex } from "../auth/crypto.ts";
import { verifyPassword } from "../auth/password.ts";
import { checkPasswordThrottled } from "../auth/throttle.ts";
import { issueToken } from "../auth/service.ts";
import type { AuthedContext, Context } from "../context.ts";
import { queueMail } from "../mail/outbox.ts";
import { deleteAccountMessage } from "../mail/templates.ts";
import { carryOut, noFollowUp } from "../payments/fulfilment.ts";
import { deleteSubscription } from "../payments/subscription.ts";
import { appError, badRequest, forbidden, notFound } from "../shared/errors.ts";
import { Level } from "../shared/levels.ts";

type Ctx = Pick<Context, "db" | "clock" | "appUrl" | "payments" | "session">;

export const WRONG_PASSWORD = "The password is not correct.";
export const PLAN_STILL_LIVE = "Your plan could not be stopped just now, so nothing was deleted. Please try again.";
export const DEAD_DELETION_LINK = "This link has expired or was already used. Please ask for a new one.";

export const deletionLink = (appUrl: string, token: string) =>
  `${appUrl}/delete-account?token=${encodeURIComponent(token)}`;

/**
 * Ends the person's live plan at once, through the payments service (Stripe, or our own row
 * offline), before anything is erased. The service keeps the acting session alive; a
 * deletion by mailed link may have none, and then every session of the person ends.
 */
async function stopPlan(ctx: Ctx, user: SessionUser): Promise<void> {
  if (!(await findLiveSubscription(ctx.db, user.id))) return;
  const now = ctx.clock.now();
  const session: Session = ctx.session ?? { id: "", userId: user.id, expiresAt: now, fresh: false };
  try {
    await deleteSubscription({
      db: ctx.db,
      user,
      session,
      clock: ctx.clock,
      appUrl: ctx.appUrl,
      payments: ctx.payments,
    });
  } catch (error) {
    // A parallel deletion ended it first.
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return;
    throw error;
  }
}

/** Rounds of stopping a plan that a payment made live again before the erasure took the lock. */
const ERASURE_ROUNDS = 3;

/**
 * Deletes an account: the plan stops first, then everything that names the person is erased
 * or anonymised in one transaction under the account's lock. A plan that went live between
 * the two (a checkout paid at that moment) is stopped in another round; once the lock is
 * taken, every payment waits for it and then finds the account erased, and is refunded.
 * Deleting a deleted account changes nothing, so two parallel deletions leave the state of one.
 */
async function deleteAccount(
  ctx: Ctx,
  user: SessionUser,
  options: { addresses: string[]; beforeErasing?: (trx: Context["db"]) => Promise<void> },
): Promise<void> {
  if (user.level === Level.Owner) throw forbidden("An Owner's account cannot be deleted.");
  for (let round = 0; round < ERASURE_ROUNDS; round++) {
    await stopPlan(ctx, user);
    const erased = await ctx.db.transaction().execute(async (trx) => {
      const locked = await lockAccountForErasure(trx, user.id);
      const followUp = noFollowUp();
      if (!locked || locked.deleted_at) return followUp;
      if (await findLiveSubscription(trx, user.id)) return undefined;
      await options.beforeErasing?.(trx);
      // Checkout pages still open at Stripe are expired once this commits, so nobody pays on
      // them for an account that is gone; one paid that instant is refused and refunded.
      followUp.expire = (await listOpenCheckouts(trx, user.id)).map((c) => c.id);
      await eraseAccount(trx, locked, { now: ctx.clock.now(), addresses: options.addresses });
      return followUp;
    });
    if (erased) return carryOut(ctx, erased);
  }
  throw appError("CONFLICT", "account", PLAN_STILL_LIVE);
}

/** The signed-in person deletes their own account with their password; this browser is signed out. */
export async function deleteOwnAccount(ctx: AuthedContext, password: string): Promise<void> {
  const hash = await findPasswordHash(ctx.db, ctx.user.id);
  if (!hash) {
    throw badRequest("password", "Your account has no password: ask for a confirmation link by email instead.");
  }
  if (!(await checkPasswordThrottled(ctx, ctx.user.email, () => verifyPassword(hash, password))))
    throw badRequest("password", WRONG_PASSWORD);
  await deleteAccount(ctx, ctx.user, { addresses: [ctx.ip] });
  ctx.setCookie(ctx.lucia.createBlankSessionCookie());
}

/** An account without a password (social sign-in) confirms by a link mailed to its address. */
export async function requestDeletionLink(ctx: AuthedContext): Promise<void> {
  if (ctx.user.has_password) throw badRequest("password", "Please enter your password to delete your account.");
  if (ctx.user.level === Level.Owner) throw forbidden("An Owner's account cannot be deleted.");
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const token = await issueToken(trx, ctx.user.id, "delete", now);
    await queueMail(trx, deleteAccountMessage(ctx.user.email, deletionLink(ctx.appUrl, token)), now);
  });
  await ctx.jobs.wake("mail");
}

/**
 * Follows a deletion link. The link is checked again inside the deletion's transaction, so
 * a link used twice at once deletes once; the erasure removes it with the account's other links.
 * Answers the erased account's id, so the browser that followed the link can forget what it
 * kept of that account.
 */
export async function deleteByLink(ctx: Context, token: string): Promise<string> {
  const hash = sha256Hex(token);
  const live = await findLiveEmailToken(ctx.db, hash, "delete", ctx.clock.now());
  const user = live && (await findUserById(ctx.db, live.user_id));
  if (!user || user.deleted_at) throw badRequest("token", DEAD_DELETION_LINK);
  await deleteAccount(ctx, toSessionUser(user), {
    addresses: [ctx.ip],
    beforeErasing: async (trx) => {
      if (!(await findLiveEmailToken(trx, hash, "delete", ctx.clock.now())))
        throw badRequest("token", DEAD_DELETION_LINK);
    },
  });
  if (ctx.session?.userId === user.id) ctx.setCookie(ctx.lucia.createBlankSessionCookie());
  return user.id;
}

/** The account whose data an admin downloads; a deleted one is gone. */
export async function liveAccount(ctx: Pick<Context, "db">, id: string): Promise<UserRow> {
  const target = await findUserById(ctx.db, id);
  if (!target || target.deleted_at) throw notFound("user");
  return target;
}

/** An admin deletes someone else's account (their own goes through the password, on their account page). */
export async function adminDeleteAccount(ctx: AuthedContext, id: string): Promise<void> {
  if (id === ctx.user.id) throw forbidden("Delete your own account from your account page.");
  const target = await findUserById(ctx.db, id);
  // Already deleted (a second click, or another admin at the same moment): nothing more to do.
  if (target?.deleted_at) return;
  if (!target) throw notFound("user");
  await deleteAccount(ctx, toSessionUser(target), { addresses: [] });
}
