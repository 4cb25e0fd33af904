import { initTRPC } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { ZodError } from "zod";
import { isDatabaseUnavailable, isErasedAccount, isErasedAccountWrite, type SessionUser } from "@qbank/db";
import type { Session } from "lucia";
import type { Context } from "./context.ts";
import { issuesToItems, itemsMessage } from "./shared/error-items.ts";
import { ErrorList, forbidden, notFound, unauthorized, type ErrorItem } from "./shared/errors.ts";
import { accountRefusal, ADMIN_MIN_LEVEL, LEARNER_MIN_LEVEL } from "./shared/levels.ts";

/** The error list of any error: zod issues by field, our own list, or nothing. */
export function errorItemsOf(cause: unknown): ErrorItem[] | undefined {
  if (cause instanceof ErrorList) return cause.items;
  if (cause instanceof ZodError) return issuesToItems(cause.issues);
  return undefined;
}

/** What a client hears of an unexpected failure; the server logs the real one with the request id. */
export const INTERNAL_ERROR_MESSAGE = "Something went wrong";

/** What a client hears while the database is restarting or unreachable (with a 503 and Retry-After). */
export const UNAVAILABLE_ITEM: ErrorItem = {
  object: "server",
  message: "The service is briefly unavailable. Please try again in a few seconds.",
};

/** A failure because the database cannot be used now, not because of the request or a fault. */
export const isUnavailable = (error: { code: string; cause?: unknown }) =>
  error.code === "INTERNAL_SERVER_ERROR" && isDatabaseUnavailable(error.cause);

/**
 * Who may call a procedure, as its builder says: the REST adapter checks it before reading an
 * upload's body, with `checkAccess` below, so a refused caller's file is never read.
 */
export interface ProcedureMeta {
  access?: { minLevel: number | null };
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      if (isUnavailable(error)) {
        return {
          ...shape,
          code: TRPC_ERROR_CODES_BY_KEY.SERVICE_UNAVAILABLE,
          message: UNAVAILABLE_ITEM.message,
          data: {
            ...shape.data,
            code: "SERVICE_UNAVAILABLE" as const,
            httpStatus: 503,
            stack: undefined,
            issues: [UNAVAILABLE_ITEM],
          },
        };
      }
      // An internal error's message may name a table, a host or a database error: never send it.
      // A refused input's message is its items' words, not zod's issues written out as JSON.
      const issues = errorItemsOf(error.cause) ?? null;
      const message =
        error.code === "INTERNAL_SERVER_ERROR"
          ? INTERNAL_ERROR_MESSAGE
          : error.cause instanceof ZodError && issues?.length
            ? itemsMessage(issues)
            : shape.message;
      return {
        ...shape,
        message,
        data: { ...shape.data, stack: undefined, issues },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure;

/**
 * A signed-in user whose account may act. A session can outlive a demotion to Blocked or
 * Hold; such a user is refused with the same text login gives. Logout, user data and the
 * navigation guard are public procedures, so a refused user can still sign out.
 */
function signedIn(ctx: Context): { user: SessionUser; session: Session } {
  const { user, session } = sessionOf(ctx);
  if (!user || !session) throw unauthorized();
  const refusal = accountRefusal(user.level);
  if (refusal) throw forbidden(refusal);
  return { user, session };
}

/**
 * The session as the request may use it. A request naming the account it was made for (a page
 * drawn for one account, a queued request its maker's) is answered as nobody's when the session
 * is another's: the browser's cookie is shared by its tabs, and another tab may have signed in.
 */
export function sessionOf(ctx: Context): { user: SessionUser | null; session: Session | null } {
  if (ctx.forAccount && ctx.user && ctx.forAccount !== ctx.user.id) return { user: null, session: null };
  return { user: ctx.user, session: ctx.session };
}

/**
 * What a signed-in call answered. A write that reached the database after the account was
 * erased is refused there (migration 0052: every row of the person's takes the account's row,
 * live, in the write's own transaction); the caller hears 401, as a request with the erased
 * session would, never a 500.
 */
async function refusedIfErased<R extends { ok: boolean }>(
  ctx: Context,
  userId: string,
  result: Promise<R>,
): Promise<R> {
  const answered = await result;
  if (answered.ok) return answered;
  const error = (answered as { error?: { code: string; cause?: unknown } }).error;
  if (!error || error.code === "UNAUTHORIZED" || isUnavailable(error)) return answered;
  if (isErasedAccountWrite(error.cause)) {
    // Another's erased account (an admin acting from a list that was open before the erasure)
    // is gone; only the caller's own erasure signs them out.
    if (await isErasedAccount(ctx.db, userId).catch(() => true)) throw unauthorized();
    throw notFound("user");
  }
  // Whatever else failed (a row the erasure removed, say), the session's account is gone.
  const erased = await isErasedAccount(ctx.db, userId).catch(() => false);
  if (erased) throw unauthorized();
  return answered;
}

// tRPC merges what is passed into the context: only the narrowed fields.
export const authedProcedure = t.procedure.meta({ access: { minLevel: null } }).use(({ ctx, next }) => {
  const narrowed = signedIn(ctx);
  return refusedIfErased(ctx, narrowed.user.id, next({ ctx: narrowed }));
});

/**
 * A signed-in user of at least this level; the only place levels are checked. One middleware
 * (not a second one on authedProcedure): each layer copies the call's options and context.
 */
export const levelProcedure = (min: number) =>
  t.procedure.meta({ access: { minLevel: min } }).use(({ ctx, next }) => {
    const narrowed = signedIn(ctx);
    if (narrowed.user.level < min) throw forbidden();
    return refusedIfErased(ctx, narrowed.user.id, next({ ctx: narrowed }));
  });

/** Throws what the procedure's builder would for this caller (401 or 403), before any input is read. */
export function checkAccess(ctx: Context, access: ProcedureMeta["access"]): void {
  if (!access) return;
  const narrowed = signedIn(ctx);
  if (access.minLevel !== null && narrowed.user.level < access.minLevel) throw forbidden();
}

export const learnerProcedure = levelProcedure(LEARNER_MIN_LEVEL);
export const adminProcedure = levelProcedure(ADMIN_MIN_LEVEL);
