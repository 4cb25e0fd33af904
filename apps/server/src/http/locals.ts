import type { Context } from "@qbank/api";
import type { Cookie, Session } from "lucia";

export interface RequestAuth {
  user: Context["user"];
  session: Session | null;
}

/** What the /api and /trpc middlewares leave on `res.locals` for the handlers after them. */
export interface ResponseLocals {
  auth: RequestAuth;
  /** Writes a session cookie and renews the XSRF token bound to it. */
  setSessionCookie: (cookie: Cookie) => void;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Locals extends ResponseLocals {}
  }
}
