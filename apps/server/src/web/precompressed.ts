import { existsSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { NextFunction, Request, Response } from "express";

/** The encodings the build writes beside each text asset, best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Which q-values the client gives an encoding (RFC 9110 §12.5.3); absent means not accepted. */
function accepts(header: string, encoding: string): boolean {
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (name !== encoding && name !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * The web build's precompressed twins (`file.br`, `file.gz`, written by apps/web/precompress.ts),
 * listed once at start. `pick` answers the variant a request accepts, if any.
 */
export function precompressedAssets(dist: string) {
  const present = new Set(existsSync(dist) ? filesUnder(dist).map((f) => relative(dist, f).split(sep).join("/")) : []);
  return {
    has: (path: string) => present.has(path),
    pick(path: string, acceptEncoding: string): { file: string; encoding: string } | undefined {
      for (const e of ENCODINGS) {
        if (present.has(`${path}${e.suffix}`) && accepts(acceptEncoding, e.name)) {
          return { file: join(dist, `${path}${e.suffix}`), encoding: e.name };
        }
      }
      return undefined;
    },
  };
}

export type PrecompressedAssets = ReturnType<typeof precompressedAssets>;

/**
 * Sends a file of the build, precompressed when the client accepts it: the original's type,
 * `Content-Encoding`, and `Vary: Accept-Encoding` on every answer that could have differed.
 */
export function sendAsset(
  assets: PrecompressedAssets,
  dist: string,
  path: string,
  req: Request,
  res: Response,
  next: NextFunction,
  cacheControl: string,
): void {
  const compressible = COMPRESSIBLE.test(path);
  if (compressible) res.vary("Accept-Encoding");
  const variant = compressible ? assets.pick(path, req.headers["accept-encoding"] ?? "") : undefined;
  res.setHeader("Cache-Control", cacheControl);
  if (variant) {
    res.type(extname(path));
    res.setHeader("Content-Encoding", variant.encoding);
  }
  res.sendFile(variant?.file ?? join(dist, path), { cacheControl: false, dotfiles: "deny" }, (error?: Error) => {
    if (error && !res.headersSent) next();
  });
}

/** Serves `/assets/*` (hashed names: cached for a year) with their precompressed twins. */
export function assetRoute(assets: PrecompressedAssets, dist: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path).replace(/^\/+/, "");
    } catch {
      return next();
    }
    if (path.includes("..") || path.includes("\0") || !assets.has(`assets/${path}`)) return next();
    sendAsset(assets, dist, `assets/${path}`, req, res, next, "public, max-age=31536000, immutable");
  };
}
