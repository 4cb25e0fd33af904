/**
 * The stack's floor (`BARE_FRAMEWORK=stack`): the baseline's routes served the way the app
 * serves them, through the client's stack and nothing of the app's own code. Express routes
 * each legacy path to a tRPC procedure through a caller made per request, as the app's REST
 * adapter does; the /trpc paths go through tRPC's Express adapter; every procedure passes one
 * tRPC middleware (the app's procedure builders carry their access rule that way), checks its
 * input with zod and its answer with a zod schema of the answer's shape, with `parse`, as the
 * app's `contract` does. The session, XSRF and SQL work is the baseline's own, as are the
 * answers' fixed headers.
 *
 * Its SQL goes through Kysely (`throughKysely`: the baseline's statements as compiled queries,
 * as the app's statements are compiled once) and its session through Lucia (`luciaSessions`:
 * `validateSession` over an adapter running the baseline's session query, with Lucia's own
 * sliding expiry).
 *
 * Left out: the app's middleware (cookie parsing, request ids, logging, helmet's headers, the
 * input guard, the XSRF issuer) and the legacy envelope's key renaming. So app / stack is what
 * the app's own code costs above its stack, and stack / express what tRPC, zod, Kysely and
 * Lucia cost above bare Express.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { initTRPC, TRPCError, type AnyTRPCRouter } from "@trpc/server";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import type express from "express";
import { CompiledQuery, Kysely, PostgresDialect } from "kysely";
import { Lucia, TimeSpan, type Adapter } from "lucia";
import type pg from "pg";
import { z } from "zod";

export type Handler<U> = (u: U, body: Record<string, unknown>, url: URL) => Promise<unknown>;

export interface Baseline<U> {
  routes: Record<string, Handler<U>>;
  userOf: (req: IncomingMessage, res: ServerResponse) => Promise<U | [number, string]>;
  send: (res: ServerResponse, status: number, body: unknown) => void;
  fixedHeaders: Record<string, string>;
}

interface Context<U> {
  user: U | undefined;
  url: URL;
}

/**
 * A schema of an answer's shape, made from the first answer: objects with their keys, arrays of
 * their first item's shape, every leaf nullable. About as much for zod to walk as the app's
 * contracts on the same answers.
 */
function shapeOf(value: unknown): z.ZodType {
  if (Array.isArray(value)) return z.array(value.length > 0 ? shapeOf(value[0]) : z.unknown());
  if (value instanceof Date) return z.date().nullable();
  if (value !== null && typeof value === "object") {
    return z.object(Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shapeOf(v)]))).nullable();
  }
  if (typeof value === "string") return z.string().nullable();
  if (typeof value === "number") return z.number().nullable();
  if (typeof value === "boolean") return z.boolean().nullable();
  return z.unknown();
}

function answerCheck() {
  let schema: z.ZodType | undefined;
  return { parse: (value: unknown) => (schema ??= shapeOf(value)).parse(value) };
}

const input = z.record(z.string(), z.unknown()).optional();

/** Adds the baseline's routes to `app` (an Express app with its JSON body parser). */
export function addStackRoutes<U>(app: express.Express, { routes, userOf, send, fixedHeaders }: Baseline<U>): void {
  const t = initTRPC.context<Context<U>>().create();
  const signedIn = t.procedure.use(({ ctx, next }) => {
    if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in" });
    return next({ ctx: { ...ctx, user: ctx.user } });
  });
  const procedureOf = (method: string, path: string, handler: Handler<U>) => {
    const built = signedIn.input(input).output(answerCheck());
    // The /trpc handlers shape tRPC's own envelope; through the real adapter it is tRPC's to add.
    const unwrap = path.startsWith("/trpc/")
      ? (result: unknown) => (result as { result: { data: unknown } } | undefined)?.result.data
      : (result: unknown) => result;
    const resolve = async ({ ctx, input: body }: { ctx: Context<U> & { user: U }; input: unknown }) => {
      const result = unwrap(await handler(ctx.user, (body ?? {}) as Record<string, unknown>, ctx.url));
      if (result === undefined) throw new TRPCError({ code: "NOT_FOUND", message: "Not found" });
      return result;
    };
    return method === "GET" ? built.query(resolve) : built.mutation(resolve);
  };

  const restProcedures: Record<string, ReturnType<typeof procedureOf>> = {};
  const trpcProcedures: Record<string, Record<string, ReturnType<typeof procedureOf>>> = {};
  const restRows: { method: string; path: string; name: string }[] = [];
  for (const [key, handler] of Object.entries(routes)) {
    const [method, path] = key.split(" ") as [string, string];
    if (path.startsWith("/trpc/")) {
      const [space, name] = path.slice("/trpc/".length).split(".") as [string, string];
      (trpcProcedures[space] ??= {})[name] = procedureOf(method, path, handler);
    } else {
      const name = `row${restRows.length}`;
      restProcedures[name] = procedureOf(method, path, handler);
      restRows.push({ method, path, name });
    }
  }
  const router = t.router({
    ...restProcedures,
    ...Object.fromEntries(Object.entries(trpcProcedures).map(([space, procedures]) => [space, t.router(procedures)])),
  }) as AnyTRPCRouter;
  const createCaller = t.createCallerFactory(router);

  const trpcHeaders = (_req: express.Request, res: express.Response, next: express.NextFunction) => {
    for (const [name, value] of Object.entries(fixedHeaders)) res.setHeader(name, value);
    res.setHeader("x-request-id", randomUUID());
    res.setHeader("cache-control", "no-store");
    next();
  };
  const withUser = async (req: express.Request, res: express.Response, next: express.NextFunction) => {
    const user = await userOf(req, res);
    if (Array.isArray(user)) return send(res, user[0], { message: [{ object: "session", message: user[1] }] });
    res.locals.user = user;
    next();
  };
  const contextOf = (req: express.Request, res: express.Response): Context<U> => ({
    user: res.locals.user as U | undefined,
    url: new URL(req.originalUrl, "http://127.0.0.1"),
  });

  app.use(
    "/trpc",
    trpcHeaders,
    withUser,
    createExpressMiddleware({ router, createContext: ({ req, res }) => contextOf(req, res) }),
  );
  for (const { method, path, name } of restRows) {
    const route = async (req: express.Request, res: express.Response) => {
      const caller = createCaller(contextOf(req, res)) as unknown as Record<
        string,
        (input: unknown) => Promise<unknown>
      >;
      const body = method === "GET" ? (req.query as Record<string, unknown>) : (req.body as Record<string, unknown>);
      try {
        send(res, 200, { message: await caller[name]!(body) });
      } catch (error) {
        if (error instanceof TRPCError && error.code === "NOT_FOUND") {
          return send(res, 404, { message: [{ object: "id", message: "Not found" }] });
        }
        throw error;
      }
    };
    if (method === "GET") app.get(path, withUser, route);
    else app.post(path, withUser, route);
  }
}

/** What the baseline asks of its database: pg's pool, or the same through Kysely. */
export interface Queries {
  query<T extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number | null }>;
}
export interface QueryPool extends Queries {
  connect(): Promise<Queries & { release(): void }>;
  end(): Promise<void>;
}

/** A statement as a compiled query on `executor` (the Kysely instance or one of its connections). */
const runOn =
  (executor: { executeQuery: Kysely<Record<string, never>>["executeQuery"] }) =>
  async <T>(text: string, params: unknown[] = []) => {
    const r = (await executor.executeQuery(CompiledQuery.raw(text, params))) as { rows: T[]; numAffectedRows?: bigint };
    return { rows: r.rows, rowCount: r.numAffectedRows === undefined ? r.rows.length : Number(r.numAffectedRows) };
  };

/**
 * The pool's statements through Kysely's driver: each one a compiled query, run on a connection
 * Kysely takes from the pool and gives back. A transaction holds one connection from `connect`
 * until `release`, as Kysely's own transactions do.
 */
export function throughKysely(pool: pg.Pool): QueryPool {
  const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool }) });
  return {
    query: runOn(db),
    connect: () =>
      new Promise((resolve, reject) => {
        db.connection()
          .execute((connection) => new Promise<void>((release) => resolve({ query: runOn(connection), release })))
          .catch(reject);
      }),
    end: () => db.destroy(),
  };
}

export interface SessionRow {
  id: string;
  level: number;
  qbank_reset_at: Date | null;
}

/**
 * The session cookie's learner through Lucia, as the app reads it: `validateSession` over an
 * adapter whose look-up and renewal are the baseline's statements (by the id's SHA-256).
 */
export function luciaSessions(
  find: (sessionId: string) => Promise<{ user: SessionRow; expiresAt: Date } | undefined>,
  renew: (sessionId: string, expiresAt: Date) => Promise<void>,
): (sessionId: string) => Promise<SessionRow | undefined> {
  const unused = () => Promise.reject(new Error("not used by the baseline"));
  const adapter: Adapter = {
    async getSessionAndUser(sessionId) {
      const found = await find(sessionId);
      if (!found) return [null, null];
      return [
        { id: sessionId, userId: found.user.id, expiresAt: found.expiresAt, attributes: {} },
        { id: found.user.id, attributes: found.user as never },
      ];
    },
    updateSessionExpiration: renew,
    getUserSessions: unused,
    setSession: unused,
    // An expired session is only refused here; the app deletes it, which costs no read.
    deleteSession: () => Promise.resolve(),
    deleteUserSessions: unused,
    deleteExpiredSessions: unused,
  };
  const lucia = new Lucia(adapter, {
    sessionExpiresIn: new TimeSpan(30, "d"),
    getUserAttributes: (attributes) => attributes,
  });
  return async (sessionId) => {
    const { user } = await lucia.validateSession(sessionId);
    return user ? (user as unknown as SessionRow) : undefined;
  };
}
