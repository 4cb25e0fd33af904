import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, RequestHandler } from "express";
import helmet from "helmet";

/** The app's headers on every answer: a strict CSP, and HSTS in production. */
export const helmetOptions = (production: boolean): Parameters<typeof helmet>[0] => ({
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

type HeaderStep = { set: string; value: string | number | readonly string[] } | { remove: string };

/**
 * helmet's answer to one request, recorded: with these options (no directive is a function of
 * the request) it is the same for every request, so it is worked out once at start and each
 * answer only gets the headers. Run per request, helmet's dozen middlewares rebuilt the CSP
 * text and took about a tenth of a legacy read's CPU.
 */
function recordHelmet(middleware: ReturnType<typeof helmet>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void steps.push({ set: name, value }),
    removeHeader: (name: string) => void steps.push({ remove: name }),
  };
  let done = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error("helmet refused its options");
    done = true;
  });
  if (!done) throw new Error("helmet did not finish synchronously: its headers cannot be worked out once");
  return steps;
}

export function appSecurityHeaders(production: boolean): RequestHandler {
  const steps = recordHelmet(helmet(helmetOptions(production)));
  return (_req: IncomingMessage, res: ServerResponse, next: NextFunction) => {
    for (const step of steps) {
      if ("set" in step) res.setHeader(step.set, step.value);
      else res.removeHeader(step.remove);
    }
    next();
  };
}
