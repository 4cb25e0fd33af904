import type { AppLucia } from "@qbank/api";
import type { UserRow } from "@qbank/db";
import type { NextFunction, Request, Response } from "express";
import type { Cookie, Session } from "lucia";

export interface RequestAuth {
  user: UserRow | null;
  session: Session | null;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      auth: RequestAuth;
      /** Writes a session cookie and renews the XSRF token bound to it. */
      setSessionCookie: (cookie: Cookie) => void;
    }
  }
}

/** Reads the session cookie, validates it (sliding expiry) and puts the user on res.locals. */
export function sessionMiddleware(lucia: AppLucia) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const sessionId = lucia.readSessionCookie(req.headers.cookie ?? "");
    res.locals.auth = { user: null, session: null };
    if (sessionId) {
      const { session, user } = await lucia.validateSession(sessionId);
      if (session) {
        res.locals.auth = { user: user as UserRow, session };
        if (session.fresh) res.append("Set-Cookie", lucia.createSessionCookie(session.id).serialize());
      } else {
        res.append("Set-Cookie", lucia.createBlankSessionCookie().serialize());
      }
    }
    next();
  };
}
