import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sha256Hex } from "@qbank/api";
import type { Cookie } from "lucia";
import type { NextFunction, Request, Response } from "express";
import { sendRefusal } from "./input-guard.ts";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Signed double-submit token (OWASP): a random value plus an HMAC of it bound to the
 * session, so a token planted by another site or left from another session is useless.
 */
export function createXsrf(secret: string) {
  const binding = (sessionId: string | null) => (sessionId ? sha256Hex(sessionId) : "anonymous");
  const mac = (value: string, sessionId: string | null) =>
    createHmac("sha256", secret)
      .update(`${binding(sessionId)}.${value}`)
      .digest("base64url");

  const issue = (sessionId: string | null) => {
    const value = randomBytes(18).toString("base64url");
    return `${value}.${mac(value, sessionId)}`;
  };

  const valid = (token: string | undefined, sessionId: string | null): boolean => {
    if (!token || token.length > 200) return false;
    const [value, signature] = token.split(".");
    if (!value || !signature) return false;
    const expected = Buffer.from(mac(value, sessionId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  return { issue, valid };
}

export type Xsrf = ReturnType<typeof createXsrf>;

const cookieValue = (req: Request, name: string): string | undefined =>
  (req.cookies as Record<string, string | undefined>)[name];

/** Replaces any XSRF cookie already on the response (a sign-in renews the one set on arrival). */
function setXsrfCookie(res: Response, token: string, secure: boolean) {
  const current = res.getHeader("Set-Cookie");
  if (current !== undefined) {
    const others = (Array.isArray(current) ? current : [String(current)]).filter(
      (c) => !c.startsWith(`${XSRF_COOKIE}=`),
    );
    res.setHeader("Set-Cookie", others);
  }
  // Readable by the page's script (not HttpOnly): it sends the token back in a header.
  res.cookie(XSRF_COOKIE, token, { path: "/", sameSite: "lax", secure });
}

/** Gives every response a valid token and a way to renew it when the session changes. */
export function xsrfIssuer(xsrf: Xsrf, secure: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const sessionId = res.locals.auth.session?.id ?? null;
    if (!xsrf.valid(cookieValue(req, XSRF_COOKIE), sessionId)) setXsrfCookie(res, xsrf.issue(sessionId), secure);
    res.locals.setSessionCookie = (cookie: Cookie) => {
      res.appendHeader("Set-Cookie", cookie.serialize());
      const newSessionId = cookie.value === "" ? null : cookie.value;
      setXsrfCookie(res, xsrf.issue(newSessionId), secure);
    };
    next();
  };
}

/** A browser's own word on where the request comes from must be this app. */
function sameSiteRequest(req: Request, appOrigin: string): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return false;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== appOrigin && origin !== `${req.protocol}://${req.headers.host ?? ""}`) {
    return false;
  }
  return true;
}

/** In the caller's shape: tRPC's on /trpc (its client then shows the message), the envelope on /api. */
const refuse = (req: Request, res: Response) =>
  sendRefusal(req, res, 403, [
    { object: "xsrf", message: "Your session has expired. Please reload the page and try again." },
  ]);

/** The header equals the cookie and the token is valid for the current session. */
function tokenMatches(xsrf: Xsrf, req: Request, res: Response): boolean {
  const cookie = cookieValue(req, XSRF_COOKIE);
  const header = req.headers[XSRF_HEADER];
  const sessionId = res.locals.auth.session?.id ?? null;
  return typeof header === "string" && header === cookie && xsrf.valid(cookie, sessionId);
}

/** Checks unsafe methods: the header must equal the cookie and the token must be valid. */
export function xsrfGuard(xsrf: Xsrf, appOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!UNSAFE.has(req.method ?? "")) return next();
    if (!sameSiteRequest(req, appOrigin) || !tokenMatches(xsrf, req, res)) return refuse(req, res);
    next();
  };
}

/**
 * For the legacy GETs that change state. A browser that says the request is cross-site is
 * refused; one that says `same-origin` passes; anything else (an older browser that sends
 * no fetch metadata, where SameSite=Lax still lets a cross-site link carry the cookie, an
 * address typed or bookmarked, a script) must send the XSRF header as for POST. axios, the
 * legacy client, sends it on GETs too.
 */
export function stateChangingGetGuard(xsrf: Xsrf, appOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!sameSiteRequest(req, appOrigin)) return refuse(req, res);
    if (req.headers["sec-fetch-site"] === "same-origin" || tokenMatches(xsrf, req, res)) return next();
    refuse(req, res);
  };
}
