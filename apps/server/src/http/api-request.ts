import type { IncomingMessage, ServerResponse } from "node:http";
import type { UserRow } from "@qbank/db";
import type { Cookie, Session } from "lucia";

export interface RequestAuth {
  user: UserRow | null;
  session: Session | null;
}

/**
 * What the API's middlewares read from a request. Express's `Request` has all of it, and the
 * API front (`http/api-front.ts`) sets the same fields on node's own request, so the session,
 * XSRF, input and adapter code runs unchanged on both. `id` and `log` come from pino-http's
 * typing of node's request (`request-logging.ts` sets them).
 */
export interface ApiRequest extends IncomingMessage {
  /** The URL as the client sent it (Express rewrites `url` inside mounted routers). */
  originalUrl: string;
  /** The path without the query, as sent (not decoded). */
  path: string;
  query: Record<string, unknown>;
  params: Record<string, string | string[]>;
  cookies: Record<string, string>;
  body?: unknown;
  file?: { buffer: Buffer } | undefined;
  ip?: string | undefined;
  protocol: string;
}

export interface ResponseLocals {
  auth: RequestAuth;
  /** Writes a session cookie and renews the XSRF token bound to it. */
  setSessionCookie: (cookie: Cookie) => void;
}

export interface ApiResponse extends ServerResponse {
  locals: ResponseLocals;
}

export type Next = (error?: unknown) => void;
export type Middleware = (req: ApiRequest, res: ApiResponse, next: Next) => unknown;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Locals extends ResponseLocals {}
  }
}
