import type { AppLucia } from "@qbank/api";
import type { SessionUser } from "@qbank/db";
import type { NextFunction, Request, Response } from "express";

/**
 * Reads the session cookie, validates it (sliding expiry) and puts the user on res.locals.
 * The cookies come from cookie-parser, which ran first: the header is parsed once per request.
 */
export function sessionMiddleware(lucia: AppLucia) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const sessionId = (req.cookies as Record<string, string | undefined>)[lucia.sessionCookieName] || null;
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
