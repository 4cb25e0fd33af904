import type { ServerResponse } from "node:http";
import helmet from "helmet";
import type { NextFunction, RequestHandler } from "express";

type HelmetOptions = Parameters<typeof helmet>[0];

/**
 * Helmet's headers, worked out once: helmet runs a dozen middlewares per request to set the
 * same fixed headers; this runs it once at start on a recording response and then sets what it
 * recorded. Only for options whose headers do not depend on the request (no CSP nonces).
 */
export function fixedSecurityHeaders(options: HelmetOptions): RequestHandler {
  const headers = new Map<string, string | number | readonly string[]>();
  const removed = new Set<string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name, value),
    removeHeader: (name: string) => void removed.add(name),
  };
  let done = false;
  helmet(options)({} as never, recorder as never, () => {
    done = true;
  });
  if (!done) throw new Error("helmet did not finish synchronously");
  const entries = [...headers];
  return (_req: unknown, res: ServerResponse, next: NextFunction) => {
    for (const [name, value] of entries) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

/** The app's headers on every answer: a strict CSP, and HSTS in production. */
export const appSecurityHeaders = (production: boolean) =>
  fixedSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "script-src": ["'self'"],
        "connect-src": ["'self'"],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": production ? [] : null,
      },
    },
    hsts: production,
  });
