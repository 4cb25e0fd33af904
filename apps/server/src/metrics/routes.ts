import { timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { procedureSchemas } from "../openapi/procedures.ts";
import type { Metrics } from "./metrics.ts";

const PROCEDURES = new Set(Object.keys(procedureSchemas));

/**
 * A request's route as a pattern, never its raw path (ids would make a label per record):
 * the legacy row or other Express route that answered, the tRPC procedure, or a catch-all.
 */
export function routeOf(req: Request): string {
  if (req.originalUrl === "/trpc" || req.originalUrl.startsWith("/trpc/")) {
    const name = req.originalUrl.slice("/trpc/".length).split("?")[0] ?? "";
    if (name.includes(",")) return "/trpc/(batch)";
    return PROCEDURES.has(name) ? `/trpc/${name}` : "/trpc/(unknown)";
  }
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === "string") return `${req.baseUrl}${path}`.toLowerCase();
  return req.originalUrl.startsWith("/api") ? "/api/(unmatched)" : "(static)";
}

/** Counts and times every request when it ends. */
export function requestMetrics(metrics: Metrics): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      metrics.request(req.method, routeOf(req), res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `/metrics` on the app's port, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. */
export function metricsRoute(metrics: Metrics, token: string): RequestHandler {
  return async (req: Request, res: Response) => {
    const header = req.headers.authorization ?? "";
    if (!header.startsWith("Bearer ") || !sameToken(header.slice(7), token)) {
      res.setHeader("WWW-Authenticate", "Bearer");
      res.status(401).type("text/plain").send("Unauthorized");
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}

/** The metrics alone on their own port (METRICS_PORT), for a scraper on a private network. */
export function serveMetrics(metrics: Metrics, port: number, host: string): Server {
  return createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.statusCode = 404;
      return void res.end("Not found");
    }
    void metrics.registry.metrics().then(
      (text) => {
        res.setHeader("Content-Type", metrics.registry.contentType);
        res.end(text);
      },
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
  }).listen(port, host);
}
