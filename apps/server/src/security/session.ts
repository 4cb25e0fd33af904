import type { AppLucia } from "@qbank/api";
import type { SessionUser } from "@qbank/db";
import type { NextFunction, Request, Response } from "express";

/** Reads the session cookie, validates it (sliding expiry) and puts the user on res.locals. */
export function sessionMiddleware(lucia: AppLucia) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const sessionId = lucia.readSessionCookie(req.headers.cookie ?? "");
    res.locals.auth = { user: null, session: null };
    if (sessionId) {
      const { session, user } = await lucia.validateSession(sessionId);
      if (session) {
        res.locals.auth = { user: user as SessionUser, session };
        if (session.fresh) res.appendHeader("Set-Cookie", lucia.createSessionCookie(session.id).serialize());
      } else {
        res.appendHeader("Set-Cookie", lucia.createBlankSessionCookie().serialize());
      }
    }
    next();
  };
}
