/**
 * The question import at scale: a generated Moodle XML file of 10,000 questions (20 categories,
 * a picture on every 25th, two MLA tags each) imported into an empty bank through the import
 * job, then imported again (every question found unchanged). Reports the time and the
 * process's peak RSS for each.
 *
 *   BENCH_DATABASE_URL=… npm run import -w @qbank/bench [-- --questions 10000]
 *
 * It runs with the heap limits `npm start` gives the server, and works in a schema of its own
 * in that database, dropped afterwards.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createCaller, createLucia, FixedClock, offlineGateway, runJob, type Context } from "@qbank/api";
import { createDb, migrateToLatest, newId, toSessionUser } from "@qbank/db";
import { sql } from "kysely";
import { benchDatabaseUrl, RESULTS_DIR } from "./common.ts";

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

/** The upload queues a job (the file is large); the job runs here, as a runner would run it. */
async function importAsJob(ctx: Context, file: Buffer) {
  const api = createCaller(ctx);
  const queued = await api.content.importFile({ file, file_name: "bench.xml", background: true });
  if (!("job" in queued)) throw new Error("The import did not become a job.");
  await runJob(ctx, "import");
  const job = await api.content.importJob({ id: queued.job.id });
  if (!job.result) throw new Error(`The import job ended ${job.status}: ${JSON.stringify(job.problems)}`);
  return job.result;
}

async function main() {
  const questionsArg = process.argv.indexOf("--questions");
  const questions = questionsArg > 0 ? Number(process.argv[questionsArg + 1]) : 10_000;
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
      jobs: { wake: () => Promise.resolve() },
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
      const start = performance.now();
      const result = await importAsJob(ctx, file);
      const seconds = (performance.now() - start) / 1000;
      const peak_rss_mb = Math.round(process.resourceUsage().maxRSS / 1024);
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
    const out = {
      date: new Date().toISOString(),
      questions,
      file_mb: Number((file.length / 1024 / 1024).toFixed(1)),
      rounds,
    };
    writeFileSync(join(RESULTS_DIR, "import.json"), `${JSON.stringify(out, null, 2)}\n`);
  } finally {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
    await handle.close();
  }
}

await main();
