/**
 * The question import at scale: a generated Moodle XML file of 10,000 questions (20 categories,
 * a picture on every 25th, two MLA tags each) imported into an empty bank through the import
 * job, then imported again (every question found unchanged); then a file of 200 MB in each
 * format (CSV, GIFT, Aiken, Moodle XML: some 100,000 questions each), written to disk and
 * imported from it as the server imports an upload. Reports the time and the process's peak
 * RSS for each (the kernel's high-water mark, reset before each).
 *
 *   BENCH_DATABASE_URL=… npm run import -w @qbank/bench [-- --questions 10000] [--large-mb 200] [--formats csv,gift]
 *
 * `--formats none` leaves the large files out. It runs with the heap limits `npm start` gives
 * the server, and works in a schema of its own in that database, dropped afterwards.
 */
import { openAsBlob, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createCaller, createLucia, FixedClock, offlineGateway, runImportJob, type Context } from "@qbank/api";
import { IMPORT_FORMATS, type ImportFormat } from "@qbank/api/client";
import { createDb, migrateToLatest, newId, toSessionUser } from "@qbank/db";
import { sql } from "kysely";
import { benchDatabaseUrl, RESULTS_DIR } from "./common.ts";
import { writeLargeFile } from "./import-files.ts";

const AREAS = ["Cardiovascular", "Respiratory", "Neurosciences", "Mental health", "Surgery", "Child health"];
/** A 4×3 grey PNG. */
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAAAAACRn/EaAAAADklEQVR4nGNoAAIGOAEALQ8GAa0C414AAAAASUVORK5CYII=";
const NOW = "2026-06-17T13:00:00Z";

function moodleXml(questions: number): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n'];
  const perCategory = Math.ceil(questions / 20);
  for (let n = 0; n < questions; n++) {
    if (n % perCategory === 0)
      parts.push(
        `<question type="category"><category><text>$course$/Bench ${n / perCategory + 1}</text></category></question>\n`,
      );
    const picture = n % 25 === 0;
    parts.push(`<question type="multichoice"><name><text>Q${n}</text></name>
<questiontext format="html"><text><![CDATA[<p>Bench question ${n}: a ${20 + (n % 60)}-year-old presents with <b>symptom ${n % 97}</b>.</p>${picture ? `<img src="@@PLUGINFILE@@/p${n}.png">` : ""}<p>What is the most likely diagnosis?</p>]]></text>${picture ? `<file name="p${n}.png" path="/" encoding="base64">${PNG_BASE64}</file>` : ""}</questiontext>
<generalfeedback format="html"><text>Explanation ${n}.</text></generalfeedback><idnumber>bench-${n}</idnumber><single>true</single>
${[0, 1, 2, 3, 4].map((i) => `<answer fraction="${i === n % 5 ? 100 : 0}"><text>Option ${i + 1} of ${n}</text></answer>`).join("")}
<tags><tag><text>MLA: ${AREAS[n % AREAS.length]}</text></tag><tag><text>${AREAS[(n + 1) % AREAS.length]}</text></tag></tags></question>\n`);
  }
  parts.push("</quiz>\n");
  return parts.join("");
}

/** The upload queues a job (the file is large, or `background` says so); the job runs here, as a runner would run it. */
async function importAsJob(ctx: Context, file: Buffer | Blob, file_name: string, category?: string) {
  const api = createCaller(ctx);
  const queued = await api.content.importFile({ file, file_name, category, background: true });
  if (!("job" in queued)) throw new Error("The import did not become a job.");
  await runImportJob(ctx, queued.job.id);
  const job = await api.content.importJob({ id: queued.job.id });
  if (!job.result) throw new Error(`The import job ended ${job.status}: ${JSON.stringify(job.problems)}`);
  return job.result;
}

/** Starts a new peak: the kernel's high-water mark of this process's resident memory is reset to the present. */
const resetPeak = () => writeFileSync("/proc/self/clear_refs", "5");

/** The process's peak resident memory since the last reset, in MB. */
const peakRssMb = () =>
  Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))![1]) / 1024);

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

function largeFormats(): ImportFormat[] {
  const given = arg("--formats");
  if (given === "none") return [];
  const formats = given ? given.split(",") : [...IMPORT_FORMATS];
  const unknown = formats.filter((f) => !(IMPORT_FORMATS as readonly string[]).includes(f));
  if (unknown.length > 0) throw new Error(`Unknown formats ${unknown.join(", ")}; use ${IMPORT_FORMATS.join(",")}.`);
  return formats as ImportFormat[];
}

/** A file of `mb` MB in `format` imported from disk (never read whole into this process). */
async function importLarge(ctx: Context, category: string, format: ImportFormat, mb: number) {
  const folder = await mkdtemp(join(tmpdir(), "qbank-import-bench-"));
  try {
    const file = await writeLargeFile(folder, format, mb * 1024 * 1024);
    resetPeak();
    const start = performance.now();
    const result = await importAsJob(ctx, await openAsBlob(file.path), file.name, category);
    const seconds = (performance.now() - start) / 1000;
    const figures = {
      format,
      file_mb: Number((file.bytes / 1024 / 1024).toFixed(1)),
      questions: file.questions,
      seconds: Number(seconds.toFixed(1)),
      peak_rss_mb: peakRssMb(),
      created: result.created,
    };
    console.log(
      `${format} ${figures.file_mb} MB: ${seconds.toFixed(1)} s, peak RSS ${figures.peak_rss_mb} MB, created ${result.created} of ${file.questions}`,
    );
    return figures;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function main() {
  const questions = Number(arg("--questions") ?? 10_000);
  const largeMb = Number(arg("--large-mb") ?? 200);
  const formats = largeFormats();
  const url = benchDatabaseUrl();
  const schema = `import_bench_${process.pid}`;
  const setup = await createDb({ databaseUrl: url, maxConnections: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(setup.db);
  await setup.close();
  const handle = await createDb({ databaseUrl: url, searchPath: schema, maxConnections: 4 });
  try {
    await migrateToLatest(handle.db, schema);
    const clock = new FixedClock(NOW);
    const admin = await handle.db
      .insertInto("users")
      .values({
        id: newId(),
        email: "bench-admin@bench.invalid",
        first_name: "Bench",
        second_name: "Admin",
        password_hash: null,
        level: 6,
        email_verified_at: clock.now(),
        qbank_reset_at: null,
        stripe_customer_id: null,
        created_at: clock.now(),
        updated_at: clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const lucia = createLucia(handle.db, { secure: false, clock });
    const ctx: Context = {
      db: handle.db,
      clock,
      lucia,
      mailer: { send: () => Promise.resolve() },
      jobs: { wake: () => Promise.resolve(), queueImport: () => Promise.resolve() },
      appUrl: "http://localhost",
      payments: { gateway: offlineGateway("http://localhost", newId), trialDays: 7 },
      oauth: {},
      timezone: "Europe/London",
      secret: "bench-secret-0123456789-0123456789-abcdef",
      supportEmail: "support@localhost",
      user: toSessionUser(admin),
      session: await lucia.createSession(admin.id, {}),
      ip: "127.0.0.1",
      userAgent: "bench",
      setCookie: () => undefined,
    };
    const file = Buffer.from(moodleXml(questions));
    const rounds = [];
    for (const round of ["first import", "same file again"]) {
      resetPeak();
      const start = performance.now();
      const result = await importAsJob(ctx, file, "bench.xml");
      const seconds = (performance.now() - start) / 1000;
      const peak_rss_mb = peakRssMb();
      rounds.push({
        round,
        seconds: Number(seconds.toFixed(1)),
        peak_rss_mb,
        created: result.created,
        unchanged: result.unchanged,
      });
      console.log(
        `${round}: ${seconds.toFixed(1)} s, peak RSS ${peak_rss_mb} MB, created ${result.created}, unchanged ${result.unchanged}`,
      );
    }
    const category = await createCaller(ctx).admin.categoryCreate({ name: "Large files" });
    const large = [];
    for (const format of formats) large.push(await importLarge(ctx, category.id, format, largeMb));
    const out = {
      date: new Date().toISOString(),
      questions,
      file_mb: Number((file.length / 1024 / 1024).toFixed(1)),
      rounds,
      large,
    };
    writeFileSync(join(RESULTS_DIR, "import.json"), `${JSON.stringify(out, null, 2)}\n`);
  } finally {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
    await handle.close();
  }
}

await main();
