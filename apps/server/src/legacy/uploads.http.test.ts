import { request as httpRequest } from "node:http";
import { readdir } from "node:fs/promises";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from "@qbank/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, LegacyClient, startTestServer, type TestServer } from "../test/server.ts";
import { UPLOAD_ROOT } from "./uploads.ts";

/**
 * Uploads are checked before their bytes are read: a refused caller's file is answered at once,
 * a body declared over the limit too, and an accepted file waits on disk only for its request.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BOUNDARY = "----upload-test-boundary";
const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");

/**
 * Sends a multipart upload of `fileBytes` through node:http a chunk at a time, stopping as soon
 * as the answer arrives; tells how much of the file had been sent by then.
 */
function upload(
  path: string,
  client: LegacyClient,
  fileBytes: number,
  declaredBytes = fileBytes,
): Promise<{ status: number; body: unknown; sent: number }> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(url, {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": String(head.length + declaredBytes + tail.length),
        cookie: client.cookieHeader(),
        "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
      },
    });
    req.on("response", (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (p: Buffer) => parts.push(p));
      res.on("end", () => {
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(parts).toString()), sent });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < fileBytes) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, fileBytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!answered && sent >= fileBytes) req.end(tail);
    };
    req.write(head);
    pump();
  });
}

async function anonymous() {
  const client = new LegacyClient(server.url);
  await client.get("/api/auth/getuserdata");
  return client;
}

describe("uploads", () => {
  it("answers an anonymous 100 MB import 401 before its body is sent", async () => {
    const { status, body, sent } = await upload("/api/admin/import", await anonymous(), 100 * MB);
    expect(status).toBe(401);
    expect(body).toEqual({ message: [{ object: "auth", message: "Please log in." }] });
    expect(sent).toBeLessThan(20 * MB);
  });

  it("answers a learner's 100 MB import 403 before its body is sent", async () => {
    const { client } = await loggedInLearner(server, 2);
    const { status, sent } = await upload("/api/admin/import", client, 100 * MB);
    expect(status).toBe(403);
    expect(sent).toBeLessThan(20 * MB);
  });

  it("answers an admin's body declared over the limit 413 naming the limit, before reading it", async () => {
    const { client } = await loggedInLearner(server, 6);
    // More than the sockets' buffers hold, so what was sent shows what the server read.
    const { status, body, sent } = await upload("/api/admin/import", client, 100 * MB, IMPORT_MAX_BYTES + 5 * MB);
    expect(status).toBe(413);
    expect(body).toEqual({ message: [{ object: "file", message: IMPORT_TOO_LARGE }] });
    expect(IMPORT_TOO_LARGE).toContain(`${IMPORT_MAX_BYTES / MB} MB`);
    expect(sent).toBeLessThan(20 * MB);
  });

  it("answers a picture over 5 MB 413 and keeps no file on disk after any upload", async () => {
    const { client } = await loggedInLearner(server, 6);
    const { status, body } = await upload("/api/admin/host", client, 5 * MB + 1);
    expect(status).toBe(413);
    expect(body).toEqual({ message: [{ object: "file", message: "The image must be at most 5 MB." }] });
    const form = new FormData();
    form.set("file", new Blob(["text,option_1,correct\nA stem,x,1\n"], { type: "text/csv" }), "one.csv");
    form.set("dry_run", "true");
    const refused = await client.request("POST", "/api/admin/import", form);
    expect(refused.status).toBe(400);
    await expect.poll(async () => (await readdir(UPLOAD_ROOT)).length).toBe(0);
  });
});
