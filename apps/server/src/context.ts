import type { ApiDeps, Context } from "@qbank/api";
import type { Request, Response } from "express";

/** The API context of one HTTP request: deps, the session read by the middleware, cookies. */
export function contextFor(deps: ApiDeps, req: Request, res: Response): Context {
  return {
    ...deps,
    user: res.locals.auth.user,
    session: res.locals.auth.session,
    ip: req.ip ?? "unknown",
    userAgent: String(req.headers["user-agent"] ?? "").slice(0, 512),
    setCookie: (cookie) => res.locals.setSessionCookie(cookie),
  };
}
