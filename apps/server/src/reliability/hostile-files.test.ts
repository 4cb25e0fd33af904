import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { createCategoryWithQuestions, TEST_NOW } from "@qbank/db/testing";
import { strToU8, Zip, ZipDeflate } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../test/server.ts";
import { LARGE_FILE_LAYOUTS } from "./large-files.ts";
import {
  builtServer,
  insertLearner,
  logIn,
  PRODUCTION_NODE_FLAGS,
  scratchDatabase,
  startServerProcess,
  type ServerProcess,
} from "./support.ts";

/**
 * Hostile files against the server as `npm start` runs it (built, under its node flags: a
 * 128 MB heap), on PostgreSQL: a zip bomb, a 4.5 MB option, files of 200 MB in each format, a
 * zip of a 60 MB CSV and 200,000 small questions imported as jobs, nesting too deep to parse, text that starts with "PK", and
 * anonymous and learner uploads of 100 MB. Each answers as it should, the same process goes on
 * serving, and its peak resident memory (VmHWM, reset before each case) stays under 300 MB.
 * The large files are written to a temporary folder as the test runs and deleted after; they run
 * only with RELIABILITY_LARGE_FILES=1 (`npm run test:large-files`).
 */

const MB = 1024 * 1024;
const RSS_LIMIT_MB = 300;
/** A job of 200 MB is read twice and written a batch at a time: up to 20 minutes on a busy shared machine. */
const JOB_MS = 25 * 60_000;

let db: Awaited<ReturnType<typeof scratchDatabase>>;
let server: ServerProcess;
let admin: LegacyClient;
let folder: string;
let category: { id: string };

beforeAll(async () => {
  db = await scratchDatabase("hostile");
  server = await startServerProcess(db.url, undefined, {}, PRODUCTION_NODE_FLAGS, builtServer());
  const user = await insertLearner(db.handle.db, 6, new Date(TEST_NOW));
  admin = await logIn(server.url, user.email);
  category = await createCategoryWithQuestions(db.handle.db, { count: 0, name: "Bulk" });
  folder = await mkdtemp(join(tmpdir(), "qbank-hostile-"));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await db?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// The process

const pid = () => server.child.pid!;

/** Starts a new peak: the kernel's high-water mark of resident memory is reset to the present. */
const resetPeak = () => writeFile(`/proc/${pid()}/clear_refs`, "5");

async function peakMb(): Promise<number> {
  const status = await readFile(`/proc/${pid()}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** The same process is alive and answers. */
async function stillServes() {
  expect(server.child.exitCode).toBeNull();
  expect(server.child.signalCode).toBeNull();
  const res = await fetch(`${server.url}/healthz`);
  expect(res.status).toBe(200);
  const me = await admin.get("/api/auth/getuserdata");
  expect(me.status).toBe(200);
}

// ---------------------------------------------------------------------------------------------
// Uploads

const BOUNDARY = "----hostile-files-boundary";

interface Answer {
  status: number;
  /** The legacy envelope: an answer's data, or the problems, under `message`. */
  body: { message: unknown };
}

/**
 * A multipart upload sent through node:http from a file on disk or bytes, with the form's text
 * fields; it stops sending once an answer arrives (a refusal before the body is read).
 */
function upload(
  client: LegacyClient,
  file: { path: string; size: number } | { bytes: Buffer } | { repeat: Buffer; size: number },
  fileName: string,
  fields: Record<string, string> = {},
): Promise<Answer> {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${parts.join("")}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const size = "bytes" in file ? file.bytes.length : file.size;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(new URL("/api/admin/import", server.url), {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": String(head.length + size + tail.length),
        cookie: client.cookieHeader(),
        "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
      },
    });
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) as Answer["body"] });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.write(head);
    if ("bytes" in file) return void req.end(Buffer.concat([file.bytes, tail]));
    if ("path" in file) {
      const stream = createReadStream(file.path);
      stream.pipe(req, { end: false });
      stream.on("end", () => req.end(tail));
      stream.on("error", reject);
      return;
    }
    let sent = 0;
    const pump = () => {
      while (!answered && sent < file.size) {
        const piece = file.repeat.subarray(0, Math.min(file.repeat.length, file.size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!answered) req.end(tail);
    };
    pump();
  });
}

const jobId = (res: Answer) => (res.body.message as { job: { _id: string } }).job._id;

/** The server's last words, for a failure's message. */
const serverLog = () => server.output().slice(-3_000);

async function waitForJob(id: string) {
  const deadline = performance.now() + JOB_MS;
  for (;;) {
    const res = await admin.get(`/api/admin/import/${id}`).catch((error: unknown) => {
      throw new Error(`${String(error)}; the server said:\n${serverLog()}`);
    });
    expect(res.status, `${res.text}\n${serverLog()}`).toBe(200);
    const job = res.body.message as {
      status: string;
      result: { created: number; updated: number; unchanged: number } | null;
      problems: { object: string; message: string }[];
    };
    if (!["queued", "running"].includes(job.status)) return job;
    if (performance.now() > deadline) throw new Error(`job ${id} did not finish: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

// ---------------------------------------------------------------------------------------------
// Files of 200 MB, written a question at a time

type Writer = (i: number) => string;

const FORMATS = Object.entries(LARGE_FILE_LAYOUTS).map(([format, layout]) => ({
  format,
  name: `bulk.${layout.extension}`,
  ...layout,
}));

/** Writes head, questions until the file reaches `bytes`, and foot; answers its path and question count. */
async function writeFileOf(name: string, head: string, question: Writer, foot: string, bytes: number) {
  const path = join(folder, name);
  const out = createWriteStream(path);
  let size = 0;
  let count = 0;
  const write = async (text: string) => {
    size += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, "drain");
  };
  await write(head);
  while (size < bytes) await write(question(++count));
  await write(foot);
  out.end();
  await once(out, "finish");
  return { path, size: (await stat(path)).size, count };
}

/** A zip of one deflated question file of about `bytes`, written to disk as it is made. */
async function zipFileOf(name: string, entry: string, head: string, question: Writer, bytes: number) {
  const path = join(folder, name);
  const out = createWriteStream(path);
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.write(chunk);
  });
  const file = new ZipDeflate(entry, { level: 6 });
  zip.add(file);
  let inflated = 0;
  let count = 0;
  const push = async (text: string, last = false) => {
    inflated += Buffer.byteLength(text);
    file.push(strToU8(text), last);
    if (out.writableNeedDrain) await once(out, "drain");
  };
  await push(head);
  while (inflated < bytes) await push(question(++count));
  await push("", true);
  zip.end();
  out.end();
  await once(out, "finish");
  return { path, size: (await stat(path)).size, count, inflated };
}

// ---------------------------------------------------------------------------------------------

describe("hostile files against the server under its production flags", () => {
  it("refuses a 1 MB zip holding a picture of 1.1 GB of zeros from its directory", async () => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      parts.push(chunk);
    });
    const csv = new ZipDeflate("bank.csv");
    zip.add(csv);
    csv.push(strToU8("category,text,option_1,correct\n"), true);
    const pic = new ZipDeflate("pic.png", { level: 6 });
    zip.add(pic);
    const zeros = new Uint8Array(MB);
    const total = 1100 * MB;
    for (let left = total; left > 0; left -= MB) pic.push(zeros, left <= MB);
    zip.end();
    const bomb = Buffer.concat(parts);
    expect(bomb.length).toBeLessThan(2 * MB);
    await resetPeak();
    const res = await upload(admin, { bytes: bomb }, "bank.zip", { dry_run: "true" });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([
      { object: "file", message: '"pic.png" in the zip is 1100 MB; it may be at most 5 MB.' },
    ]);
    await stillServes();
    expect(await peakMb()).toBeLessThan(RSS_LIMIT_MB);
  }, 300_000);

  it("names a 4.5 MB option as a problem item in a dry run", async () => {
    const xml =
      '<?xml version="1.0"?>\n<quiz><question type="multichoice"><name><text>Huge option</text></name>' +
      "<questiontext><text>Stem</text></questiontext>" +
      `<answer fraction="100"><text>${"A".repeat(4_500_000)}</text></answer></question></quiz>\n`;
    await resetPeak();
    const res = await upload(admin, { bytes: Buffer.from(xml) }, "huge.xml", {
      dry_run: "true",
      category: category.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([
      {
        object: "item 1 (Huge option)",
        message: expect.stringMatching(
          /^The question is \d+ characters of XML besides its pictures; at most/,
        ) as string,
      },
    ]);
    await stillServes();
    expect(await peakMb()).toBeLessThan(RSS_LIMIT_MB);
  });

  it("answers nesting too deep to parse with a 400, by the question's name and by line", async () => {
    const divs = `<![CDATA[${"<div>".repeat(100_000)}deep${"</div>".repeat(100_000)}]]>`;
    const stem =
      '<?xml version="1.0"?>\n<quiz><question type="multichoice"><name><text>Deep stem</text></name>' +
      `<questiontext format="html"><text>${divs}</text></questiontext></question></quiz>\n`;
    const nested = `<?xml version="1.0"?>\n<quiz>\n<question type="multichoice">${"<a>".repeat(200_000)}${"</a>".repeat(200_000)}</question>\n</quiz>\n`;
    await resetPeak();
    const first = await upload(admin, { bytes: Buffer.from(stem) }, "deep.xml", { category: category.id });
    expect(first.status).toBe(400);
    expect(first.body.message).toEqual([{ object: "item 1 (Deep stem)", message: expect.any(String) as string }]);
    const second = await upload(admin, { bytes: Buffer.from(nested) }, "nested.xml", { category: category.id });
    expect(second.status).toBe(400);
    expect(JSON.stringify(second.body.message)).not.toMatch(/stack|Maximum/i);
    await stillServes();
    expect(await peakMb()).toBeLessThan(RSS_LIMIT_MB);
  });

  it('takes a text file starting with "PK" as text in the format given', async () => {
    const aiken =
      "PKU is screened for at birth by which test?\nA. Heel prick\nB. Sweat test\nC. Urine dipstick\nD. Cord blood\nE. Hearing test\nANSWER: A\n";
    const res = await upload(admin, { bytes: Buffer.from(aiken) }, "pku.txt", {
      format: "aiken",
      category: category.id,
      dry_run: "true",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ created: 1 });
    await stillServes();
  });

  it("refuses anonymous and learner uploads of 100 MB before reading them", async () => {
    const anonymous = new LegacyClient(server.url);
    await anonymous.get("/api/auth/getuserdata");
    const learner = await logIn(server.url, (await insertLearner(db.handle.db, 2, new Date(TEST_NOW))).email);
    const repeat = Buffer.alloc(64 * 1024, "a");
    await resetPeak();
    expect((await upload(anonymous, { repeat, size: 100 * MB }, "big.csv")).status).toBe(401);
    expect((await upload(learner, { repeat, size: 100 * MB }, "big.csv")).status).toBe(403);
    await stillServes();
    expect(await peakMb()).toBeLessThan(RSS_LIMIT_MB);
  });
});

/**
 * The 200 MB files and the 200,000 small questions take minutes each, so they are not part of
 * every run: `npm run test:large-files` runs this file with them (docs/reliability.md).
 */
if (process.env.RELIABILITY_LARGE_FILES === "1") {
  describe("large files as jobs on the server's 128 MB heap", () => {
    for (const f of FORMATS) {
      it(
        `imports a 200 MB ${f.format} file as a job within ${RSS_LIMIT_MB} MB`,
        async () => {
          const file = await writeFileOf(f.name, f.head, f.question, f.foot, 200 * MB);
          try {
            await resetPeak();
            const res = await upload(admin, file, f.name, { category: category.id });
            expect(res.status, `${JSON.stringify(res.body)}\n${serverLog()}`).toBe(200);
            const job = await waitForJob(jobId(res));
            expect(job.problems).toEqual([]);
            expect(job.status).toBe("done");
            expect(job.result).toMatchObject({ created: file.count, updated: 0 });
            await stillServes();
            const peak = await peakMb();
            console.log(
              `${f.format}: ${(file.size / MB).toFixed(0)} MB, ${file.count} questions, peak RSS ${peak.toFixed(0)} MB`,
            );
            expect(peak).toBeLessThan(RSS_LIMIT_MB);
          } finally {
            await rm(file.path, { force: true });
          }
        },
        JOB_MS + 60_000,
      );
    }

    it(
      `imports a zip of a CSV inflating to 60 MB as a job within ${RSS_LIMIT_MB} MB`,
      async () => {
        const csv = FORMATS.find((f) => f.format === "csv")!;
        const row = (i: number) => csv.question(i).replace(/^Bulk CSV,/, "Bulk zip,");
        const zip = await zipFileOf("bulk.zip", "bulk.csv", csv.head, row, 60 * MB);
        try {
          await resetPeak();
          const res = await upload(admin, zip, "bulk.zip", { category: category.id, dry_run: "true" });
          expect(res.status, `${JSON.stringify(res.body)}\n${serverLog()}`).toBe(200);
          const job = await waitForJob(jobId(res));
          expect(job.problems).toEqual([]);
          expect(job.status).toBe("done");
          expect(job.result).toMatchObject({ created: zip.count });
          await stillServes();
          const peak = await peakMb();
          console.log(
            `zip: ${(zip.size / MB).toFixed(1)} MB holding a CSV of ${(zip.inflated / MB).toFixed(0)} MB, ${zip.count} questions, peak RSS ${peak.toFixed(0)} MB`,
          );
          expect(peak).toBeLessThan(RSS_LIMIT_MB);
        } finally {
          await rm(zip.path, { force: true });
        }
      },
      JOB_MS + 60_000,
    );

    it(
      "checks 200,000 small Moodle XML questions as a job within the limit",
      async () => {
        const small = (i: number) =>
          `<question type="multichoice"><name><text>S${i}</text></name><questiontext><text>Small ${i}?</text></questiontext>` +
          `<answer fraction="100"><text>Yes</text></answer><answer fraction="0"><text>No</text></answer>` +
          `<answer fraction="0"><text>Maybe</text></answer><answer fraction="0"><text>Never</text></answer>` +
          `<answer fraction="0"><text>Always</text></answer></question>\n`;
        const head = '<?xml version="1.0"?>\n<quiz>\n';
        const path = join(folder, "small.xml");
        const out = createWriteStream(path);
        out.write(head);
        for (let i = 1; i <= 200_000; i++) if (!out.write(small(i))) await once(out, "drain");
        out.end("</quiz>\n");
        await once(out, "finish");
        const size = (await stat(path)).size;
        try {
          const own = await createCategoryWithQuestions(db.handle.db, { count: 0, name: "Small" });
          await resetPeak();
          const res = await upload(admin, { path, size }, "small.xml", { category: own.id, dry_run: "true" });
          expect(res.status).toBe(200);
          const job = await waitForJob(jobId(res));
          expect(job.status).toBe("done");
          expect(job.result).toMatchObject({ created: 200_000 });
          await stillServes();
          const peak = await peakMb();
          console.log(`200,000 small questions: ${(size / MB).toFixed(0)} MB, peak RSS ${peak.toFixed(0)} MB`);
          expect(peak).toBeLessThan(RSS_LIMIT_MB);
        } finally {
          await rm(path, { force: true });
        }
      },
      JOB_MS + 60_000,
    );
  });
}
