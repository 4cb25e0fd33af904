import helmet from "helmet";

/** The app's headers on every answer: a strict CSP, and HSTS in production. */
export const appSecurityHeaders = (production: boolean) =>
  helmet({
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
