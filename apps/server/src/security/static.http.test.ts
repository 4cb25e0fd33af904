import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { request } from "node:http";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/server.ts";

/** A built web app with a source map left in it, as an older build or a misconfigured one would have. */
let dist: string;
let production: TestServer;
let development: TestServer;
const INDEX = "<!doctype html><title>app</title>";
const APP_JS = "console.log(1);\n//# sourceMappingURL=app.js.map";

/** A raw GET (fetch would undo the encoding): status, headers and the bytes as sent. */
function rawGet(base: string, path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${base}${path}`,
        { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "qbank-dist-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), INDEX);
  await writeFile(join(dist, "assets", "app.js"), APP_JS);
  await writeFile(join(dist, "assets", "app.js.map"), '{"version":3,"sourcesContent":["secret source"]}');
  await writeFile(join(dist, "root.js.map"), '{"version":3}');
  // The build's precompressed twins (apps/web/precompress.ts).
  await writeFile(join(dist, "assets", "app.js.br"), brotliCompressSync(APP_JS));
  await writeFile(join(dist, "assets", "app.js.gz"), gzipSync(APP_JS));
  await writeFile(join(dist, "index.html.br"), brotliCompressSync(INDEX));
  [production, development] = await Promise.all([
    startTestServer({ production: true, webDist: dist }),
    startTestServer({ production: false, webDist: dist }),
  ]);
});
afterAll(async () => {
  await Promise.all([production.close(), development.close()]);
  await rm(dist, { recursive: true, force: true });
});

describe("source maps of the web app", () => {
  it.each([
    "/assets/app.js.map",
    "/assets/app.js.map?v=1",
    "/assets/app.js%2Emap",
    "/assets/APP.JS.MAP",
    "/root.js.map",
  ])("are never served in production: %s", async (path) => {
    const res = await fetch(`${production.url}${path}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("secret source");
  });

  it("leave the scripts and the app itself served in production", async () => {
    expect((await fetch(`${production.url}/assets/app.js`)).status).toBe(200);
    const page = await fetch(`${production.url}/user/qbank`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>app</title>");
  });

  it("are served outside production, for debugging", async () => {
    const res = await fetch(`${development.url}/assets/app.js.map`);
    expect(res.status).toBe(200);
  });
});

describe("precompressed assets", () => {
  it("send the brotli twin to a client that accepts it, with the script's type", async () => {
    const res = await rawGet(production.url, "/assets/app.js", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(res.body).toString()).toBe(APP_JS);
  });

  it("send gzip when brotli is not accepted, and the plain file when nothing is", async () => {
    const gz = await rawGet(production.url, "/assets/app.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(APP_JS);
    const refused = await rawGet(production.url, "/assets/app.js", "br;q=0, gzip;q=0");
    const plain = await rawGet(production.url, "/assets/app.js");
    for (const res of [refused, plain]) {
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.body.toString()).toBe(APP_JS);
    }
  });

  it("serve the app's page precompressed too, never cached without revalidation", async () => {
    const res = await rawGet(production.url, "/login", "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.body).toString()).toBe(INDEX);
  });

  it("answer 404 for an asset that does not exist", async () => {
    expect((await rawGet(production.url, "/assets/missing.js", "br")).status).toBe(404);
  });
});

describe("security headers", () => {
  it("are helmet's, set on every answer", async () => {
    for (const path of ["/login", "/assets/app.js", "/api/nothing-here"]) {
      const res = await rawGet(production.url, path, "br");
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(res.headers["strict-transport-security"]).toContain("max-age=");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(res.headers["x-powered-by"]).toBeUndefined();
      expect(res.headers["x-request-id"]).toBeTruthy();
    }
    const dev = await rawGet(development.url, "/login");
    expect(dev.headers["strict-transport-security"]).toBeUndefined();
  });
});
