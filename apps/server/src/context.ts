import type { ApiDeps, Context } from "@qbank/api";
import type { ApiRequest, ApiResponse } from "./http/api-request.ts";

/** The API context of one HTTP request: deps, the session read by the middleware, cookies. */
export function contextFor(deps: ApiDeps, req: ApiRequest, res: ApiResponse): Context {
  return {
    ...deps,
    user: res.locals.auth.user,
    session: res.locals.auth.session,
    ip: req.ip ?? "unknown",
    userAgent: String(req.headers["user-agent"] ?? "").slice(0, 512),
    setCookie: (cookie) => res.locals.setSessionCookie(cookie),
  };
}
