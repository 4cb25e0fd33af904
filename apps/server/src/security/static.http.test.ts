import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/server.ts";

/** A built web app with a source map left in it, as an older build or a misconfigured one would have. */
let dist: string;
let production: TestServer;
let development: TestServer;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "qbank-dist-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), "<!doctype html><title>app</title>");
  await writeFile(join(dist, "assets", "app.js"), "console.log(1);\n//# sourceMappingURL=app.js.map");
  await writeFile(join(dist, "assets", "app.js.map"), '{"version":3,"sourcesContent":["secret source"]}');
  await writeFile(join(dist, "root.js.map"), '{"version":3}');
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
