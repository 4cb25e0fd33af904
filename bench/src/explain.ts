/**
 * The plans behind the benchmarked endpoints, at the generated scale, for one learner.
 *
 * Each endpoint is called once in-process through the procedure its REST path maps to (as the
 * legacy adapter does, through `createCaller`), on a connection pool with PostgreSQL's
 * auto_explain loaded (log_analyze + log_buffers, every statement): so the plans are exactly
 * EXPLAIN (ANALYZE, BUFFERS) of the statements the app really runs, with their real parameters,
 * including the writes of starting an exam and submitting an answer, and they follow the code
 * when the queries change. Without auto_explain the statements are captured through Kysely's log
 * and explained again, each in a rolled-back transaction.
 *
 * Fails (exit 1) when a plan scans the tries table sequentially.
 *
 *   BENCH_DATABASE_URL=... node --import tsx bench/src/explain.ts
 */
import { pathToFileURL } from "node:url";
import { createCaller, createLucia, offlineGateway, systemClock, type Context } from "@qbank/api";
import { newId, toSessionUser, type Database, type UserRow } from "@qbank/db";
import { Kysely, PostgresDialect, type LogEvent } from "kysely";
import pg from "pg";
import { SYNTHETIC_EMAIL_LIKE, benchDatabaseUrl, connect, readMeta, type Scale } from "./common.ts";
import { writeJsonResult, writeReport } from "./report.ts";

/** A plan slower than this at the benchmark scale is reported. */
export const SLOW_MS = 50;
/** Planning above this, and above the statement's execution, is reported. */
const PLANNING_MS = 1;
/** Tables whose sequential scan is a warning (tries is an error). */
const WATCHED = ["run_questions", "revision_keys", "runs", "sessions", "do_later", "users"];

export interface PlannedStatement {
  /** The endpoints that ran this statement. */
  endpoints: string[];
  sql: string;
  durationMs: number;
  /** Planning time of the statement with the same parameters (EXPLAIN (SUMMARY), second try). */
  planningMs: number | null;
  plan: string;
  seqScans: string[];
  slow: boolean;
}

export interface ExplainResults {
  kind: "qbank-bench-explain";
  date: string;
  scale: Scale;
  method: "auto_explain" | "explain";
  learner: { email: string; tries: number; triesSinceReset: number; revisionKeys: number };
  endpoints: {
    key: string;
    request: string;
    status: "ok" | "not available" | "failed";
    note?: string;
    statements: number;
  }[];
  statements: PlannedStatement[];
  problems: string[];
}

interface Captured {
  sql: string;
  durationMs: number;
  plan: string;
}

const AUTO_EXPLAIN = [
  "-c session_preload_libraries=auto_explain",
  "-c auto_explain.log_min_duration=0",
  "-c auto_explain.log_analyze=on",
  "-c auto_explain.log_buffers=on",
  "-c auto_explain.log_timing=on",
  "-c auto_explain.log_triggers=on",
  "-c auto_explain.log_level=notice",
  "-c client_min_messages=notice",
];

const normalize = (sql: string) => sql.replace(/\s+/g, " ").trim();

/** "duration: 1.2 ms  plan:\nQuery Text: ...\n<plan>" -> its parts. */
function parseNotice(message: string): Captured | undefined {
  const head = /^duration: ([\d.]+) ms\s+plan:\n/.exec(message);
  if (!head) return undefined;
  const rest = message.slice(head[0].length);
  const lines = rest.split("\n");
  // The query text may span lines; the plan starts at the first line that is not part of it:
  // a node line such as "Seq Scan on ..." / "Limit  (cost=..." (auto_explain prints costs).
  let i = 1;
  while (i < lines.length && !/\(cost=|\(actual time=/.test(lines[i]!)) i++;
  const sql = [lines[0]!.replace(/^Query Text: /, ""), ...lines.slice(1, i)].join("\n");
  return { sql, durationMs: Number(head[1]), plan: lines.slice(i).join("\n").trimEnd() };
}

function seqScansIn(plan: string): string[] {
  const found = new Set<string>();
  for (const m of plan.matchAll(/Seq Scan on (\w+)/g)) found.add(m[1]!);
  return [...found];
}

/** An endpoint and the procedure behind it (apps/server/src/legacy/routes/*.ts), with its input. */
interface Call {
  key: string;
  request: string;
  procedure: string;
  input?: unknown;
}

export async function explainAll(url: string): Promise<ExplainResults> {
  const admin = await connect(url);
  let sink: Captured[] | undefined;
  const logged: { sql: string; parameters: readonly unknown[] }[] = [];
  const capturing = (p: pg.Pool) =>
    p.on("connect", (client) => {
      client.on("notice", (msg) => {
        const parsed = msg.message ? parseNotice(msg.message) : undefined;
        if (parsed && sink) sink.push(parsed);
      });
    });
  let method: ExplainResults["method"] = "auto_explain";
  let pool = capturing(new pg.Pool({ connectionString: url, max: 10, options: AUTO_EXPLAIN.join(" ") }));
  try {
    await pool.query("select 1");
  } catch (error) {
    console.log(`auto_explain is not available (${(error as Error).message}); explaining captured statements again`);
    await pool.end();
    pool = capturing(new pg.Pool({ connectionString: url, max: 10 }));
    method = "explain";
  }
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event: LogEvent) => {
      if (event.level === "query" && sink) logged.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });

  try {
    const meta = await readMeta(admin);
    if (!meta) throw new Error("No synthetic bank in this database: run the generator first.");
    // The last synthetic learner: not used by the load run, a typical history.
    const found = await admin.query<{ id: string }>(
      `select id from users where email like $1
       order by substring(email from '^synthetic-(\\d+)@')::int desc limit 1`,
      [SYNTHETIC_EMAIL_LIKE],
    );
    const userId = found.rows[0]?.id;
    if (!userId) throw new Error("No synthetic learner found.");
    await admin.query(
      `update runs set ended_at = least(now(), coalesce(deadline_at, now())) where user_id = $1 and ended_at is null`,
      [userId],
    );
    const user: UserRow = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
    const counts = await admin.query<{ tries: number; since: number; keys: number }>(
      `select (select count(*) from tries where user_id = $1)::int as tries,
              (select count(*) from tries where user_id = $1 and created_at > coalesce($2, 'epoch'::timestamptz))::int as since,
              (select count(*) from revision_keys where user_id = $1)::int as keys`,
      [userId, user.qbank_reset_at],
    );
    const c = counts.rows[0]!;

    const ctx: Context = {
      db,
      clock: systemClock,
      lucia: createLucia(db, { secure: false, clock: systemClock }),
      mailer: { send: () => Promise.resolve() },
      jobs: { wake: () => Promise.resolve(), queueImport: () => Promise.resolve() },
      appUrl: "http://127.0.0.1",
      payments: { gateway: offlineGateway("http://127.0.0.1", newId), trialDays: 7 },
      oauth: {},
      timezone: process.env.APP_TIMEZONE ?? "Europe/London",
      secret: "bench-explain-secret-0123456789abcdef",
      supportEmail: "support@127.0.0.1",
      user: toSessionUser(user),
      session: { id: "bench-explain", userId, expiresAt: new Date(Date.now() + 86_400_000), fresh: false },
      ip: "127.0.0.1",
      userAgent: "qbank-bench-explain",
      setCookie: () => undefined,
    };
    const api = createCaller(ctx);
    const category = await admin.query<{ id: string }>(
      `select id from categories where name like 'Synthetic %' order by rank limit 1`,
    );

    const calls: Call[] = [
      { key: "categories", request: "GET /api/qbank/categories", procedure: "qbank.categories" },
      {
        key: "category",
        request: "POST /api/qbank/category {id}",
        procedure: "qbank.category",
        input: { id: category.rows[0]?.id },
      },
      {
        key: "category-page",
        request: "GET /trpc/qbank.categoryPage?input={id, sort: 2}",
        procedure: "qbank.categoryPage",
        input: { id: category.rows[0]?.id, sort: 2 },
      },
      { key: "stats-questions", request: "GET /api/stats/questions", procedure: "stats.questions" },
      { key: "stats-day", request: "GET /api/stats/day", procedure: "stats.day" },
      { key: "stats-week", request: "GET /api/stats/week", procedure: "stats.week" },
      { key: "stats-categories", request: "GET /api/stats/categories", procedure: "stats.categories" },
      { key: "plan", request: "GET /api/plan", procedure: "plan.get" },
      { key: "stats-performance", request: "GET /trpc/stats.performance", procedure: "stats.performance" },
      {
        key: "revision-keys",
        request: "GET /api/user/revision-keys?skip=0&size=10&query=sepsis",
        procedure: "revisionKeys.list",
        // The REST adapter hands the query string over as it is; the schema coerces it.
        input: { skip: "0", size: "10", query: "sepsis" },
      },
      { key: "start-mock", request: "POST /api/qbank/start/mock", procedure: "qbank.startMock" },
      { key: "submit", request: "POST /api/qbank/submit {question, answer}", procedure: "qbank.submit" },
    ];

    const statements = new Map<string, PlannedStatement>();
    const endpoints: ExplainResults["endpoints"] = [];
    let examQuestion: string | undefined;
    let examRun: string | undefined;

    for (const call of calls) {
      if (call.key === "submit") {
        if (!examQuestion) {
          endpoints.push({
            key: call.key,
            request: call.request,
            status: "not available",
            note: "no exam",
            statements: 0,
          });
          continue;
        }
        call.input = { question: examQuestion, answer: 2 };
      }
      // The procedure by its path, looked up at run time so a missing one is "not available".
      const invoke = (): Promise<unknown> => {
        let target: unknown = api;
        for (const part of call.procedure.split(".")) target = (target as Record<string, unknown>)[part];
        return (target as (input?: unknown) => Promise<unknown>)(call.input);
      };
      sink = [];
      logged.length = 0;
      let status: "ok" | "not available" | "failed" = "ok";
      let note: string | undefined;
      try {
        const result = await invoke();
        if (call.key === "start-mock") {
          const page = result as { run?: { id: string }; questions?: { id: string }[] };
          examRun = page.run?.id;
          examQuestion = page.questions?.[0]?.id;
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        status = /No procedure found/i.test(message) ? "not available" : "failed";
        note = message.slice(0, 200);
      }
      // Notices of the last statements arrive with their results; give the sockets a moment.
      await new Promise((r) => setTimeout(r, 50));
      let captured = sink;
      sink = undefined;
      if (method === "explain") captured = await explainAgain(admin, logged);
      const parameters = new Map(logged.map((l) => [normalize(l.sql), l.parameters]));
      for (const s of captured) {
        const key = normalize(s.sql);
        if (/^(begin|commit|rollback)$/i.test(key)) continue;
        const existing = statements.get(key);
        if (existing) {
          if (!existing.endpoints.includes(call.key)) existing.endpoints.push(call.key);
          if (s.durationMs > existing.durationMs) Object.assign(existing, { durationMs: s.durationMs, plan: s.plan });
          existing.slow = existing.durationMs > SLOW_MS;
          continue;
        }
        statements.set(key, {
          endpoints: [call.key],
          sql: s.sql.trim(),
          durationMs: s.durationMs,
          planningMs: await planningTime(admin, s.sql, parameters.get(key)),
          plan: s.plan,
          seqScans: seqScansIn(s.plan),
          slow: s.durationMs > SLOW_MS,
        });
      }
      endpoints.push({
        key: call.key,
        request: call.request,
        status,
        ...(note ? { note } : {}),
        statements: captured.length,
      });
      console.log(`- ${call.key}: ${status}${note ? ` (${note})` : ""}, ${captured.length} statements`);
    }

    // End the exam this made (not part of what is measured).
    sink = undefined;
    if (examRun) await api.qbank.end({ id: examRun });

    const list = [...statements.values()];
    // A sequential scan of a watched table is worth a warning only when the table is not tiny.
    const sizes = await admin.query<{ name: string; rows: number }>(
      `select relname as name, reltuples::bigint as rows from pg_class where relkind = 'r' and relname = any($1)`,
      [WATCHED],
    );
    const big = new Set(sizes.rows.filter((r) => Number(r.rows) > 10_000).map((r) => r.name));
    const problems: string[] = [];
    for (const s of list) {
      const where = `${s.endpoints.join(", ")}: ${normalize(s.sql).slice(0, 90)}…`;
      if (s.seqScans.includes("tries")) problems.push(`Seq Scan on tries (${where})`);
      for (const t of s.seqScans.filter((t) => big.has(t))) problems.push(`Seq Scan on ${t} (${where})`);
      if (s.slow) problems.push(`${s.durationMs.toFixed(1)} ms > ${SLOW_MS} ms (${where})`);
      if (s.planningMs !== null && s.planningMs > PLANNING_MS && s.planningMs > s.durationMs) {
        problems.push(
          `planning ${s.planningMs.toFixed(1)} ms, more than the execution (${s.durationMs.toFixed(1)} ms) (${where})`,
        );
      }
    }
    return {
      kind: "qbank-bench-explain",
      date: new Date().toISOString(),
      scale: meta.scale,
      method,
      learner: { email: user.email, tries: c.tries, triesSinceReset: c.since, revisionKeys: c.keys },
      endpoints,
      statements: list,
      problems,
    };
  } finally {
    await db.destroy();
    await admin.end();
  }
}

/**
 * How long PostgreSQL takes to plan a statement with these parameters: EXPLAIN (SUMMARY) without
 * ANALYZE (nothing is executed, writes included), the second of two tries (warm catalog caches).
 */
async function planningTime(
  client: pg.Client,
  sql: string,
  parameters: readonly unknown[] | undefined,
): Promise<number | null> {
  if (parameters === undefined) return null;
  try {
    let ms: number | null = null;
    for (let i = 0; i < 2; i++) {
      const res = await client.query<{ "QUERY PLAN": string }>(`explain (summary) ${sql}`, [...parameters]);
      const line = res.rows.map((r) => r["QUERY PLAN"]).find((l) => l.startsWith("Planning Time:"));
      ms = line ? Number(/([\d.]+) ms/.exec(line)?.[1]) : null;
    }
    return ms;
  } catch {
    return null;
  }
}

/** Without auto_explain: EXPLAIN (ANALYZE, BUFFERS) each captured statement again, rolled back. */
async function explainAgain(
  client: pg.Client,
  logged: { sql: string; parameters: readonly unknown[] }[],
): Promise<Captured[]> {
  const out: Captured[] = [];
  for (const q of logged) {
    try {
      await client.query("begin");
      const res = await client.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${q.sql}`, [
        ...q.parameters,
      ]);
      const plan = res.rows.map((r) => r["QUERY PLAN"]).join("\n");
      const time = /Execution Time: ([\d.]+) ms/.exec(plan);
      out.push({ sql: q.sql, durationMs: time ? Number(time[1]) : 0, plan });
    } catch (error) {
      out.push({ sql: q.sql, durationMs: 0, plan: `(not explained: ${(error as Error).message})` });
    } finally {
      await client.query("rollback");
    }
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const url = benchDatabaseUrl();
  explainAll(url)
    .then(async (results) => {
      await writeJsonResult("explain.json", results);
      // Kept per scale too, as `npm run bench` does: the report compares banks.
      await writeJsonResult(`explain-${results.scale.tries}.json`, results);
      writeReport();
      const seq = results.problems.filter((p) => p.startsWith("Seq Scan on tries"));
      for (const p of results.problems) console.log(`${p.startsWith("Seq Scan on tries") ? "ERROR" : "warning"}: ${p}`);
      console.log(`${results.statements.length} distinct statements; plans in docs/benchmarks.md`);
      if (seq.length > 0) {
        console.error("A query behind a benchmarked endpoint scans the tries table: see the plans above.");
        process.exit(1);
      }
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
