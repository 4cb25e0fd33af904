/**
 * The load run: starts the real server (production settings, the built web app) on the
 * benchmark database, logs synthetic learners in through the real login + XSRF flow, and drives
 * each endpoint with autocannon; then the same load against the bare node:http + pg baseline,
 * the same routes on a bare Express 5 app and on the client's stack alone (bare.ts,
 * stack-floor.ts), every phase in rounds taken in turns (the reads, exam starts, submit).
 * Each read then runs with `--paced` thinking learners (200), and the hot ones are stepped up
 * in thinking learners (`--capacity` 200,400,…) until the app's p99 reaches 100 ms. Writes
 * bench/results/latest.json and the tables in docs/benchmarks.md.
 *
 *   npm run build -w @qbank/web        # once: the server serves the built web app
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/qbank_bench \
 *     node --import tsx bench/src/run.ts [--duration 10] [--connections 10] [--warmup 2]
 *       [--rounds 5] [--start-pool 600] [--only categories,submit] [--skip-bare] [--small]
 *       [--paced 200] [--capacity 200,400,700] [--capacity-duration 20] [--think 1000]
 */
import { execFileSync } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type pg from "pg";
import {
  RESULTS_DIR,
  ROOT,
  SYNTHETIC_EMAIL_LIKE,
  SYNTHETIC_PASSWORD,
  benchDatabaseUrl,
  CAPACITY_GOALS,
  CAPACITY_P99_MS,
  boolOption,
  connect,
  describeMachine,
  intOption,
  mapLimit,
  parseFlags,
  readMeta,
  type Machine,
  type Scale,
} from "./common.ts";
import {
  HOST,
  LoopDelay,
  RssSampler,
  call,
  cookieHeader,
  figures,
  freePort,
  login,
  mergeRounds,
  runPhase,
  runThinkingPhase,
  startChild,
  waitHealthy,
  type Child,
  type Figures,
  type Learner,
  type PlannedRequest,
} from "./load.ts";
import { writeJsonResult, writeReport } from "./report.ts";

export interface Ratio {
  /** app rps / bare rps: below 1, the app serves fewer requests per second. */
  rps: number | null;
  /** app latency / bare latency: above 1, the app answers slower. */
  p50: number | null;
  p99: number | null;
  peakRssMb: number | null;
}

export interface EndpointResult {
  key: string;
  title: string;
  request: string;
  measures: string;
  available: boolean;
  /** Why the endpoint was not measured, or what to know about the figures. */
  note?: string;
  probeStatus?: number;
  app?: Figures;
  bare?: Figures;
  ratio?: Ratio;
  /** The same load on a bare Express 5 server running the same SQL and session/XSRF work. */
  express?: Figures;
  /** app / bare Express 5: the goal is rps at least 0.8. */
  expressRatio?: Ratio;
  /**
   * The same load on the client's stack without the app's own code (Express, tRPC, zod; the
   * baseline's SQL): the saturated reads, start and submit, where CPU per answer is compared.
   */
  stack?: Figures;
  /** What the phase really did, counted in the database afterwards. */
  checks?: Record<string, number>;
  /** The same load at more connections (reads only): one learner per connection. */
  more?: {
    connections: number;
    app: Figures;
    bare?: Figures | undefined;
    ratio?: Ratio | undefined;
    express?: Figures | undefined;
    expressRatio?: Ratio | undefined;
  }[];
  /** The app with `--paced` learners, each reading an answer before asking again (`--think`). */
  paced?: {
    connections: number;
    thinkMs: number;
    app: Figures;
    bare?: Figures | undefined;
    express?: Figures | undefined;
  };
  /**
   * The paced phase stepped up in learners (one request per `thinkMs` each) until the app's p99
   * reaches 100 ms: `learners` is the most it served under that, on its one process (one core).
   */
  capacity?: { thinkMs: number; steps: { learners: number; app: Figures }[]; learners: number | null };
}

export interface RunResults {
  kind: "qbank-bench";
  date: string;
  machine: Machine;
  scale: Scale;
  settings: {
    durationS: number;
    /** Rounds per target of the saturated read phase, taken in turns (absent: one). */
    rounds?: number;
    connections: number;
    /** Further connection counts the reads ran at. */
    moreConnections?: number[];
    /** Mean think time of the learners in the paced phase. */
    thinkMs?: number | undefined;
    /** Seconds of each paced phase. */
    thinkDurationS?: number | undefined;
    warmupS: number;
    startPool: number;
    learnersLoggedIn: number;
  };
  server: {
    command: string;
    idleRssMb: number;
    finalRssMb: number;
    /** The server's highest RSS over the whole run. */
    peakRssMb?: number;
    logLines: number;
    logTail: string[];
  };
  bare: { idleRssMb: number; finalRssMb: number };
  express?: { idleRssMb: number; finalRssMb: number };
  endpoints: EndpointResult[];
}

/** The compiled server, run with the node flags of `npm start` (apps/server/package.json). */
export const SERVER_ENTRY = "apps/server/dist/main.js";
/** Loaded into the server under test: its event-loop delay per phase (`loop-delay.mjs`). */
export const LOOP_DELAY_FLAGS = ["--import", "./bench/src/loop-delay.mjs"];

function startFlags(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, "apps", "server", "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const flags = /node ((?:--\S+ )*)dist\/main\.js/.exec(pkg.scripts.start)?.[1];
  if (flags === undefined) throw new Error("apps/server's start script no longer runs `node … dist/main.js`");
  return flags;
}

/** BENCH_SERVER_FLAGS replaces them, to compare heap settings. */
export const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? startFlags()).split(" ").filter(Boolean);

export function buildServer(): void {
  execFileSync(process.execPath, ["build.mjs"], { cwd: join(ROOT, "apps", "server"), stdio: "inherit" });
}

/** Starts the compiled server as production runs it, on `port`, over the benchmark database. */
export function startProductionServer(
  url: string,
  port: number,
  dataDir: string,
  extraFlags: string[] = [],
  sessionSecret = randomBytes(32).toString("base64url"),
  extraEnv: Record<string, string> = {},
): Child {
  return startChild(
    "app server",
    [...SERVER_FLAGS, ...extraFlags, SERVER_ENTRY],
    {
      ...process.env,
      ...extraEnv,
      NODE_ENV: "production",
      DATABASE_URL: url,
      SESSION_SECRET: sessionSecret,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      HOST,
      PORT: String(port),
      APP_URL: `http://${HOST}:${port}`,
      DATA_DIR: dataDir,
    },
    ROOT,
  );
}

/** Revision-key searches the load cycles through (category names and terms of the synthetic explanations). */
const SEARCHES = ["sepsis", "Cardiology", "asthma", "stroke", "fracture", "Renal", "warfarin", "consent"];

interface ReadSpec {
  key: string;
  title: string;
  method: "GET" | "POST";
  request: string;
  measures: string;
  plan: (seq: number) => { path: string; body?: unknown };
}

function readSpecs(categoryIds: string[]): ReadSpec[] {
  return [
    {
      key: "categories",
      title: "Category list",
      method: "GET",
      request: "GET /api/qbank/categories",
      measures: "categories in scope with question counts + the learner's right/wrong (latest try per question)",
      plan: () => ({ path: "/api/qbank/categories" }),
    },
    {
      key: "category",
      title: "Category page",
      method: "POST",
      request: "POST /api/qbank/category {id}",
      measures: `one category (cycling over ${categoryIds.length}): its questions with the learner's tries on each`,
      plan: (seq) => ({ path: "/api/qbank/category", body: { id: categoryIds[seq % categoryIds.length] } }),
    },
    {
      key: "category-page",
      title: "Category page (web app)",
      method: "GET",
      request: "GET /trpc/qbank.categoryPage?input={id, sort}",
      measures:
        `the first 50 questions of one category (cycling over ${categoryIds.length}) in one of the four orders ` +
        "(position, most right, most wrong, most tries) with the learner's tries, as the web app's category page asks",
      plan: (seq) => {
        const sort = seq % 4;
        const input = { id: categoryIds[seq % categoryIds.length], ...(sort > 0 ? { sort } : {}) };
        return { path: `/trpc/qbank.categoryPage?input=${encodeURIComponent(JSON.stringify(input))}` };
      },
    },
    {
      key: "stats-questions",
      title: "Performance: questions",
      method: "GET",
      request: "GET /api/stats/questions",
      measures: "right/wrong share of the questions tried since the reset",
      plan: () => ({ path: "/api/stats/questions" }),
    },
    {
      key: "stats-day",
      title: "Performance: last 7 days",
      method: "GET",
      request: "GET /api/stats/day",
      measures: "correct/wrong per day, last 7 days (APP_TIMEZONE)",
      plan: () => ({ path: "/api/stats/day" }),
    },
    {
      key: "stats-week",
      title: "Performance: last 12 weeks",
      method: "GET",
      request: "GET /api/stats/week",
      measures: "correct/wrong per week, last 12 weeks",
      plan: () => ({ path: "/api/stats/week" }),
    },
    {
      key: "stats-categories",
      title: "Performance: categories",
      method: "GET",
      request: "GET /api/stats/categories",
      measures: "right/wrong/not answered per category",
      plan: () => ({ path: "/api/stats/categories" }),
    },
    {
      key: "plan",
      title: "Plan to the exam date",
      method: "GET",
      request: "GET /api/plan",
      measures:
        "the dashboard's plan: unseen questions of the bank, answers today and this week, reviews due before the " +
        "exam (one statement) and the three weakest MLA areas; every other learner has an exam date three months away",
      plan: () => ({ path: "/api/plan" }),
    },
    {
      key: "stats-performance",
      title: "Performance page (tRPC)",
      method: "GET",
      request: "GET /trpc/stats.performance",
      measures: "the four above in one call, as the web app's performance page asks",
      plan: () => ({ path: "/trpc/stats.performance" }),
    },
    {
      key: "revision-keys",
      title: "Revision-key search",
      method: "GET",
      request: "GET /api/user/revision-keys?skip=0&size=10&query=…",
      measures: `a page of 10 of the learner's keys matching a word (cycling over ${SEARCHES.length}) + the count`,
      plan: (seq) => ({
        path: `/api/user/revision-keys?skip=0&size=10&query=${encodeURIComponent(SEARCHES[seq % SEARCHES.length]!)}`,
      }),
    },
  ];
}

const START: Omit<ReadSpec, "plan"> = {
  key: "start-mock",
  title: "Start a 180-question exam",
  method: "POST",
  request: "POST /api/qbank/start/mock",
  measures:
    "creating an exam: every request comes from a learner without an open exam (a fresh learner per start), " +
    "so each one picks 180 random questions, writes the run and its 180 rows and answers the first page",
};

const SUBMIT: Omit<ReadSpec, "plan"> = {
  key: "submit",
  title: "Submit an answer",
  method: "POST",
  request: "POST /api/qbank/submit {question, answer}",
  measures:
    "first answers to the questions of the open exams made in the start phase, each connection working " +
    "through its own learners' exams question by question",
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const ratioOf = (a: number, b: number) => (b > 0 ? round2(a / b) : null);

function ratio(app: Figures, bare: Figures): Ratio {
  return {
    rps: ratioOf(app.rps, bare.rps),
    p50: ratioOf(app.p50, bare.p50),
    p99: ratioOf(app.p99, bare.p99),
    peakRssMb: ratioOf(app.peakRssMb, bare.peakRssMb),
  };
}

function line(label: string, f: Figures): string {
  return (
    `    ${label.padEnd(5)} ${String(f.rps).padStart(8)} req/s  p50 ${String(f.p50).padStart(5)} ms  ` +
    `p99 ${String(f.p99).padStart(5)} ms  errors ${f.errors}  non-2xx ${f.non2xx}  peak RSS ${f.peakRssMb} MB` +
    (f.cpuMsPerRequest === undefined ? "" : `  CPU ${f.cpuMsPerRequest} ms/req`) +
    (f.loopDelay === undefined ? "" : `  loop delay p99 ${f.loopDelay.p99} ms (max ${f.loopDelay.max})`)
  );
}

interface Target {
  name: "app" | "bare" | "express" | "stack";
  base: string;
  sampler: RssSampler;
  headers: (learner: Learner) => Record<string, string>;
}

/** A logged-in learner's cookies and XSRF header, on every request to either server. */
const learnerHeaders = (learner: Learner): Record<string, string> => ({
  cookie: cookieHeader(learner),
  "x-xsrf-token": learner.cookies.get("XSRF-TOKEN") ?? "",
});
/** The headers every answer of the app carries whatever the request (the baseline sends them too). */
const FIXED_HEADER =
  /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-content-type-options|x-dns-prefetch-control|x-download-options|x-frame-options|x-permitted-cross-domain-policies|x-xss-protection)/;
function fixedHeadersOf(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => FIXED_HEADER.test(name)));
}

/**
 * Every other reader plans an exam three months after the run's day, as a learner preparing
 * for a sitting does; the others have no date. So the plan read measures both of its answers:
 * with the targets worked out to the exam, and without. The dates are the run's own: made
 * here and dropped when it ends (and at the start of the next, after an interrupted run).
 */
async function setExamDates(client: pg.Client, readers: Learner[]): Promise<void> {
  await client.query(
    `insert into exam_plans (user_id, exam_date, created_at, updated_at)
     select id, current_date + 91, now(), now() from unnest($1::uuid[]) as id`,
    [readers.filter((_, i) => i % 2 === 0).map((r) => r.id)],
  );
}

async function dropExamDates(client: pg.Client): Promise<void> {
  await client.query(`delete from exam_plans where user_id in (select id from users where email like $1)`, [
    SYNTHETIC_EMAIL_LIKE,
  ]);
}

/** The learners' open exam runs with their questions in order (the harness's own look-up). */
async function openExams(client: pg.Client, userIds: string[]) {
  const found = await client.query<{ id: string; user_id: string; questions: string[] }>(
    `select r.id, r.user_id, array_agg(rq.question_id order by rq.position) as questions
     from runs r join run_questions rq on rq.run_id = r.id
     where r.user_id = any($1::uuid[]) and r.mode = 'exam' and r.ended_at is null
     group by r.id, r.user_id, r.started_at order by r.started_at`,
    [userIds],
  );
  return found.rows;
}

/** The exam runs a baseline started, with their questions in order (bare.ts keeps the list). */
async function baselineRuns(target: Target) {
  const res = await fetch(`${target.base}/__bench/runs`);
  return (await res.json()) as { id: string; user_id: string; questions: string[] }[];
}

/** Round `round`'s share of a list, every `rounds`-th item from it, so the rounds' shares are alike. */
function roundShare<T>(list: T[], round: number, rounds: number): T[] {
  return list.filter((_, i) => i % rounds === round);
}

/** Each target's phase once a round, the targets in turns; a target's rounds merged into one figure. */
async function inTurns<T extends { target: Target }>(
  targets: T[],
  run: (t: T, round: number) => Promise<Figures>,
  rounds: number,
): Promise<Map<Target, Figures>> {
  const figures = new Map<Target, Figures[]>(targets.map((t) => [t.target, []]));
  for (let round = 0; round < rounds; round++) {
    for (const t of targets) figures.get(t.target)!.push(await run(t, round));
  }
  return new Map([...figures].map(([target, list]) => [target, mergeRounds(list)]));
}

/** Per connection, the exams it works through: answers each question once, then the next exam. */
function submitSource(exams: { learner: Learner; questions: string[] }[], connections: number) {
  return (client: number) => {
    const mine = exams.filter((_, i) => i % connections === client % connections);
    let run = 0;
    let question = 0;
    return (): PlannedRequest => {
      const exam = mine[run % Math.max(mine.length, 1)] ?? exams[0]!;
      const id = exam.questions[question]!;
      question++;
      if (question >= exam.questions.length) {
        question = 0;
        run++;
      }
      return { learner: exam.learner, path: "/api/qbank/submit", body: { question: id, answer: randomInt(1, 6) } };
    };
  };
}

export interface RunOptions {
  durationS: number;
  /** The saturated read phase is split into this many rounds per target, taken in turns. */
  rounds: number;
  connections: number;
  warmupS: number;
  startPool: number;
  /** Read endpoints run again at each of these connection counts (default 100). */
  moreConnections: number[];
  /**
   * Mean think time (ms) of the learners in the paced phase at the most connections: each
   * reads an answer before asking again (default 1000); 0 skips the phase.
   */
  thinkMs: number;
  /** Seconds of the paced phase: longer than the others, so its p99 rests on about 3,000 answers. */
  thinkDurationS: number;
  /** Learners of the paced phase (the p99 < 50 ms goal is read at 200). */
  pacedLearners: number;
  /** Learner counts the capacity step tries in turn on the hot endpoints; empty skips it. */
  capacitySteps: number[];
  /** Seconds of each capacity step. */
  capacityDurationS: number;
  only?: Set<string> | undefined;
  skipBare: boolean;
  /** Write a CPU profile of the server (node --cpu-prof) into this folder. */
  cpuProfDir?: string | undefined;
}

export function runOptionsFrom(flags: Map<string, string>): RunOptions {
  const small = boolOption(flags, "small");
  const only = flags.get("only") ?? process.env.BENCH_ONLY;
  return {
    durationS: intOption(flags, "duration", small ? 3 : 10),
    rounds: intOption(flags, "rounds", small ? 1 : 5),
    connections: intOption(flags, "connections", 10),
    moreConnections: (flags.get("more-connections") ?? process.env.BENCH_MORE_CONNECTIONS ?? "100")
      .split(",")
      .map((v) => Number(v.trim()))
      .filter((v) => Number.isInteger(v) && v > 0),
    thinkMs: intOption(flags, "think", 1000, 0),
    thinkDurationS: intOption(flags, "think-duration", small ? 3 : 30),
    pacedLearners: intOption(flags, "paced", small ? 20 : 200),
    capacitySteps: (flags.get("capacity") ?? (small ? "10,20" : "200,400,700,1000,1500,2000,3000"))
      .split(",")
      .map((v) => Number(v.trim()))
      .filter((v) => Number.isInteger(v) && v > 0),
    capacityDurationS: intOption(flags, "capacity-duration", small ? 3 : 20),
    cpuProfDir: flags.get("cpu-prof") ?? process.env.BENCH_CPU_PROF,
    warmupS: intOption(flags, "warmup", small ? 1 : 2, 0),
    startPool: intOption(flags, "start-pool", 600),
    only: only ? new Set(only.split(",").map((s) => s.trim())) : undefined,
    skipBare: boolOption(flags, "skip-bare"),
  };
}

/** Steps the paced phase up until its p99 reaches CAPACITY_P99_MS; the last step under it is the capacity. */
async function capacityOf(
  run: (learners: number) => Promise<Figures>,
  steps: number[],
  thinkMs: number,
): Promise<NonNullable<EndpointResult["capacity"]>> {
  const done: { learners: number; app: Figures }[] = [];
  let learners: number | null = null;
  for (const step of steps) {
    const app = await run(step);
    done.push({ learners: step, app });
    console.log(line(`app, capacity step ${step}`, app));
    if (app.p99 >= CAPACITY_P99_MS || app.errors > 0) break;
    learners = step;
  }
  return { thinkMs, steps: done, learners };
}

export async function runLoad(url: string, options: RunOptions): Promise<RunResults> {
  const webIndex = join(ROOT, "apps", "web", "dist", "index.html");
  if (!existsSync(webIndex)) {
    throw new Error("The web app is not built: run `npm run build -w @qbank/web` first (the benchmark serves it).");
  }
  const db = await connect(url);
  const children: Child[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "qbank-bench-"));
  try {
    const meta = await readMeta(db);
    if (!meta) throw new Error("No synthetic bank in this database: run the generator first (npm run bench does).");
    const machine = await describeMachine(db);
    const C = options.connections;
    const maxC = Math.max(C, ...options.moreConnections);

    // Leftovers of an interrupted run: open runs of synthetic learners, and their old sessions.
    await db.query(
      `update runs set ended_at = least(now(), coalesce(deadline_at, now()))
       where ended_at is null and user_id in (select id from users where email like $1)`,
      [SYNTHETIC_EMAIL_LIKE],
    );
    await db.query(`delete from sessions where user_id in (select id from users where email like $1)`, [
      SYNTHETIC_EMAIL_LIKE,
    ]);
    await dropExamDates(db);

    const all = await db.query<{ id: string; email: string; n: number }>(
      `select id, email, substring(email from '^synthetic-(\\d+)@')::int as n from users where email like $1 order by 3`,
      [SYNTHETIC_EMAIL_LIKE],
    );
    const learners: Learner[] = all.rows.map((r) => ({ n: r.n, id: r.id, email: r.email, cookies: new Map() }));
    // readers 1..C, a probe learner, pools A, B and C (the app's, bare's and the stack's starts);
    // the last learner is explain.ts's.
    const pool = Math.max(1, Math.min(options.startPool, Math.floor((learners.length - maxC - 2) / 3)));
    if (learners.length < maxC + 4)
      throw new Error(`Need at least ${maxC + 4} synthetic learners, found ${learners.length}`);
    const readers = learners.slice(0, maxC);
    await setExamDates(db, readers);
    const probe = learners[maxC]!;
    const poolA = learners.slice(maxC + 1, maxC + 1 + pool);
    const poolB = learners.slice(maxC + 1 + pool, maxC + 1 + 2 * pool);
    const poolC = learners.slice(maxC + 1 + 2 * pool, maxC + 1 + 3 * pool);
    const categoryIds = (
      await db.query<{ id: string }>(`select id from categories where name like 'Synthetic %' order by rank`)
    ).rows.map((r) => r.id);

    // ---- the real server, production settings ----
    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    // Production runs the compiled server (npm start: apps/server/build.mjs, then dist/main.js).
    buildServer();
    const profile = options.cpuProfDir ? ["--cpu-prof", "--cpu-prof-dir", options.cpuProfDir] : [];
    const command = `node ${[...SERVER_FLAGS, ...profile, SERVER_ENTRY].join(" ")}`;
    // The baseline checks the app's XSRF tokens, so it holds the same secret.
    const sessionSecret = randomBytes(32).toString("base64url");
    const loopDelayDir = mkdtempSync(join(tmpdir(), "qbank-bench-loop-"));
    const app = startProductionServer(url, port, dataDir, [...profile, ...LOOP_DELAY_FLAGS], sessionSecret, {
      BENCH_LOOP_DELAY_DIR: loopDelayDir,
    });
    children.push(app);
    await waitHealthy(`${base}/healthz`, app);
    const appSampler = new RssSampler(app.pid);
    appSampler.start();
    const appTarget: Target = { name: "app", base, sampler: appSampler, headers: learnerHeaders };
    const appLoopDelay = new LoopDelay(loopDelayDir, () => [app.pid]);
    await new Promise((r) => setTimeout(r, 500));
    const idleRssMb = appSampler.currentMb;

    // Every learner logs in on the app; the baseline reads the same sessions table.
    const wanted = (key: string) => !options.only || options.only.has(key);
    const wantsWrites = wanted(START.key) || wanted(SUBMIT.key);
    const toLogIn = [
      ...readers,
      probe,
      ...(wantsWrites ? poolA : []),
      ...(wantsWrites && !options.skipBare ? [...poolB, ...poolC] : []),
    ];
    const loginStarted = performance.now();
    await mapLimit(toLogIn, 4, (learner) => login(base, learner, SYNTHETIC_PASSWORD));
    console.log(
      `Logged in ${toLogIn.length} learners through getuserdata + login (XSRF) in ` +
        `${((performance.now() - loginStarted) / 1000).toFixed(1)} s`,
    );

    let bareTarget: Target | undefined;
    let expressTarget: Target | undefined;
    let stackTarget: Target | undefined;
    if (!options.skipBare) {
      const { headers } = await call(base, readers[0]!, "GET", "/api/stats/questions");
      // The raw node:http baseline, the same routes on a bare Express 5 app, and on the stack,
      // each under the server's heap settings: the app's collector works within the same limits.
      const startBaseline = async (name: "bare" | "express" | "stack"): Promise<Target> => {
        const barePort = await freePort();
        const child = startChild(
          `${name} baseline`,
          [...SERVER_FLAGS, ...profile, "--import", "tsx", "bench/src/bare.ts"],
          {
            ...process.env,
            BENCH_DATABASE_URL: url,
            PORT: String(barePort),
            BARE_SESSION_SECRET: sessionSecret,
            BARE_HEADERS: JSON.stringify(fixedHeadersOf(headers)),
            BARE_FRAMEWORK: name === "bare" ? "node" : name,
          },
          ROOT,
        );
        children.push(child);
        await waitHealthy(`http://${HOST}:${barePort}/healthz`, child);
        const sampler = new RssSampler(child.pid);
        sampler.start();
        return { name, base: `http://${HOST}:${barePort}`, sampler, headers: learnerHeaders };
      };
      bareTarget = await startBaseline("bare");
      expressTarget = await startBaseline("express");
      stackTarget = await startBaseline("stack");
      await new Promise((r) => setTimeout(r, 500));
    }
    const bareSampler = bareTarget?.sampler;
    const bareIdleRssMb = bareSampler?.currentMb ?? 0;
    const expressIdleRssMb = expressTarget?.sampler.currentMb ?? 0;
    const readTargets = [appTarget, ...(bareTarget ? [bareTarget] : []), ...(expressTarget ? [expressTarget] : [])];
    console.log(
      `App server on ${base} (pid ${app.pid}, ${idleRssMb} MB); bare baseline ${bareTarget?.base ?? "skipped"}`,
    );

    const phase = async (
      target: Target,
      method: "GET" | "POST",
      source: (client: number) => () => PlannedRequest,
      durationS: number,
      amount?: number,
      connections = C,
    ) => {
      target.sampler.reset();
      const cpuBefore = target.sampler.cpuMs();
      const result = await runPhase({
        base: target.base,
        method,
        connections,
        durationS,
        amount,
        source,
        headers: target.headers,
      });
      const cpuAfter = target.sampler.cpuMs();
      const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
      return figures(result, target.sampler.peakMb, cpu);
    };

    const results: EndpointResult[] = [];

    for (const spec of readSpecs(categoryIds)) {
      if (!wanted(spec.key)) continue;
      const entry: EndpointResult = {
        key: spec.key,
        title: spec.title,
        request: spec.request,
        measures: spec.measures,
        available: false,
      };
      results.push(entry);
      const first = spec.plan(0);
      const probeRes = await call(base, readers[0]!, spec.method, first.path, first.body);
      entry.probeStatus = probeRes.status;
      if (probeRes.status === 404) {
        entry.note = `not available (404: ${probeRes.text.slice(0, 160)})`;
        console.log(`- ${spec.title}: not available (404)`);
        continue;
      }
      if (probeRes.status !== 200) {
        entry.note = `probe answered ${probeRes.status}: ${probeRes.text.slice(0, 200)}`;
        console.log(`- ${spec.title}: ${entry.note}`);
        continue;
      }
      entry.available = true;
      console.log(`- ${spec.title} (${spec.request})`);
      const source = (client: number) => {
        let seq = client;
        const learner = readers[client % readers.length]!;
        return (): PlannedRequest => ({ learner, ...spec.plan(seq++) });
      };
      // The targets take turns, a short round each, so a drift of the machine's speed (two
      // cores shared with PostgreSQL and the load) falls on all of them alike.
      const roundTargets = [...readTargets, ...(stackTarget ? [stackTarget] : [])];
      for (const target of roundTargets) {
        if (options.warmupS > 0) await phase(target, spec.method, source, options.warmupS);
      }
      const rounds = new Map<Target, Figures[]>(roundTargets.map((t) => [t, []]));
      for (let round = 0; round < options.rounds; round++) {
        for (const target of roundTargets) {
          rounds.get(target)!.push(await phase(target, spec.method, source, options.durationS / options.rounds));
        }
      }
      for (const target of roundTargets) {
        const f = mergeRounds(rounds.get(target)!);
        entry[target.name] = f;
        console.log(line(target.name, f));
      }
      if (entry.app && entry.bare) entry.ratio = ratio(entry.app, entry.bare);
      if (entry.app && entry.express) entry.expressRatio = ratio(entry.app, entry.express);
      for (const connections of options.moreConnections.filter((c) => c !== C)) {
        const more: NonNullable<EndpointResult["more"]>[number] = { connections, app: undefined! };
        for (const target of readTargets) {
          if (options.warmupS > 0) await phase(target, spec.method, source, options.warmupS, undefined, connections);
          const f = await phase(target, spec.method, source, options.durationS, undefined, connections);
          more[target.name as "app" | "bare" | "express"] = f;
          console.log(line(`${target.name}@${connections}`, f));
        }
        if (more.bare) more.ratio = ratio(more.app, more.bare);
        if (more.express) more.expressRatio = ratio(more.app, more.express);
        (entry.more ??= []).push(more);
      }
      const thinking = async (target: Target, learners: number, durationS: number) => {
        target.sampler.reset();
        const loopDelay = target === appTarget ? appLoopDelay : undefined;
        await loopDelay?.reset();
        const f = await runThinkingPhase({
          base: target.base,
          method: spec.method,
          connections: learners,
          durationS,
          thinkMs: options.thinkMs,
          source,
          headers: target.headers,
          peakRssMb: () => target.sampler.peakMb,
        });
        return { ...f, loopDelay: await loopDelay?.read() };
      };
      if (options.thinkMs > 0 && options.pacedLearners > 0) {
        const learners = options.pacedLearners;
        const app = await thinking(appTarget, learners, options.thinkDurationS);
        const bare = bareTarget ? await thinking(bareTarget, learners, options.thinkDurationS) : undefined;
        const express = expressTarget ? await thinking(expressTarget, learners, options.thinkDurationS) : undefined;
        entry.paced = { connections: learners, thinkMs: options.thinkMs, app, bare, express };
        console.log(line(`app, ${learners} learners thinking`, app));
        if (bare) console.log(line(`bare, ${learners} learners thinking`, bare));
        if (express) console.log(line(`express, ${learners} learners thinking`, express));
      }
      if (options.thinkMs > 0 && CAPACITY_GOALS[spec.key] !== undefined && options.capacitySteps.length > 0) {
        entry.capacity = await capacityOf(
          (learners) => thinking(appTarget, learners, options.capacityDurationS),
          options.capacitySteps,
          options.thinkMs,
        );
        console.log(
          `    capacity: ${entry.capacity.learners ?? "under the first step"} thinking learners at p99 < 100 ms`,
        );
      }
    }

    // ---- writes: start exams (fresh learners), then answer their questions ----
    const appRuns: string[] = [];
    if (wantsWrites) {
      const start: EndpointResult = { ...START, available: false };
      const submit: EndpointResult = { ...SUBMIT, available: false };
      results.push(start, submit);
      const probeStart = await call(base, probe, "POST", "/api/qbank/start/mock", {});
      start.probeStatus = probeStart.status;
      if (probeStart.status !== 200) {
        start.note = `${probeStart.status === 404 ? "not available" : "probe failed"} (${probeStart.status}: ${probeStart.text.slice(0, 160)})`;
        submit.note = "needs an open exam from the start phase";
        console.log(`- ${START.title}: ${start.note}`);
      } else {
        start.available = true;
        console.log(`- ${START.title} (${START.request}), ${pool} fresh learners per target`);
        const startSource = (learnersPool: Learner[]) => {
          let next = 0;
          return () => () => ({
            learner: learnersPool[next++ % learnersPool.length]!,
            path: "/api/qbank/start/mock",
            body: {},
          });
        };
        // The targets take turns, as in the reads: each round gives each its share of its
        // fresh learners, so what the database does meanwhile (the start phases' inserts wake
        // autovacuum and checkpoints) falls on all of them alike.
        const writeTargets: { name: "app" | "bare" | "stack"; target: Target; pool: Learner[] }[] = [
          { name: "app", target: appTarget, pool: poolA },
          ...(bareTarget ? [{ name: "bare" as const, target: bareTarget, pool: poolB }] : []),
          ...(stackTarget ? [{ name: "stack" as const, target: stackTarget, pool: poolC }] : []),
        ];
        const since = (await db.query<{ now: Date }>("select now() as now")).rows[0]!.now;
        const started = await inTurns(
          writeTargets,
          (t, round) => {
            const share = roundShare(t.pool, round, options.rounds);
            return phase(t.target, "POST", startSource(share), options.durationS / options.rounds, share.length);
          },
          options.rounds,
        );
        start.app = started.get(appTarget)!;
        console.log(line("app", start.app));
        const made = await db.query<{ n: number }>(
          `select count(*)::int as n from runs where user_id = any($1::uuid[]) and mode = 'exam' and started_at >= $2`,
          [poolA.map((l) => l.id), since],
        );
        const appExamsCreated = made.rows[0]!.n;
        start.checks = { appExamsCreated };
        for (const { name, target } of writeTargets) {
          if (name === "app") continue;
          const f = started.get(target)!;
          console.log(line(name, f));
          start[name] = f;
          start.checks[`${name}ExamsCreated`] = (await baselineRuns(target)).length;
        }
        if (start.bare) start.ratio = ratio(start.app, start.bare);
        const seconds = (f: Figures) => `${f.durationS.toFixed(1)} s`;
        const phases = { app: start.app, bare: start.bare, stack: start.stack };
        const ran = Object.entries(phases).filter((p): p is [string, Figures] => p[1] !== undefined);
        const phaseEnds = ran.map(([name, f]) => `${name} ${seconds(f)}`);
        if (ran.some(([, f]) => f.durationS < options.durationS - 0.5)) {
          start.note = `each round stops when its share of the ${pool} fresh learners have started an exam (${phaseEnds.join(", ")} in all)`;
        }
        if (appExamsCreated < start.app.requests) {
          start.note = `${start.app.requests - appExamsCreated} of the app's requests resumed an exam (pool of ${pool} learners used up)`;
        }

        // Submit: first answers on the exams the start phase made.
        const byId = new Map([...poolA, probe].map((l) => [l.id, l]));
        const exams = (await openExams(db, [...byId.keys()])).map((e) => ({ ...e, learner: byId.get(e.user_id)! }));
        appRuns.push(...exams.map((e) => e.id));
        const probeExam = exams.find((e) => e.user_id === probe.id);
        const probeSubmit = probeExam
          ? await call(base, probe, "POST", "/api/qbank/submit", { question: probeExam.questions[0], answer: 1 })
          : { status: 0, text: "no open exam" };
        submit.probeStatus = probeSubmit.status;
        const appExams = exams.filter((e) => e.user_id !== probe.id);
        if (probeSubmit.status !== 200 || appExams.length === 0) {
          submit.note = `${probeSubmit.status === 404 ? "not available" : "probe failed"} (${probeSubmit.status}: ${probeSubmit.text.slice(0, 160)})`;
          console.log(`- ${SUBMIT.title}: ${submit.note}`);
        } else {
          submit.available = true;
          console.log(`- ${SUBMIT.title} (${SUBMIT.request})`);
          // Each target answers its own exams (a baseline's, as its start phase made them),
          // a share of them per round, the targets in turns as above.
          const examsOf = new Map<Target, { learner: Learner; id: string; questions: string[] }[]>([
            [appTarget, appExams],
          ]);
          for (const t of writeTargets.slice(1)) {
            const owners = new Map(t.pool.map((l) => [l.id, l]));
            const mine = (await baselineRuns(t.target))
              .map((r) => ({ ...r, learner: owners.get(r.user_id)! }))
              .filter((r) => r.learner);
            if (mine.length > 0) examsOf.set(t.target, mine);
          }
          const sinceSubmit = (await db.query<{ now: Date }>("select now() as now")).rows[0]!.now;
          const answeredBy = await inTurns(
            writeTargets.filter((t) => examsOf.has(t.target)),
            (t, round) => {
              const share = roundShare(examsOf.get(t.target)!, round, options.rounds);
              const total = share.reduce((a, e) => a + e.questions.length, 0);
              return phase(t.target, "POST", submitSource(share, C), options.durationS / options.rounds, total);
            },
            options.rounds,
          );
          const firstAnswers = async (exams: { id: string }[]) =>
            (
              await db.query<{ n: number }>(
                `select count(*)::int as n from run_questions where run_id = any($1::uuid[]) and answered_at >= $2`,
                [exams.map((e) => e.id), sinceSubmit],
              )
            ).rows[0]!.n;
          submit.app = answeredBy.get(appTarget)!;
          console.log(line("app", submit.app));
          submit.checks = { appExams: appExams.length, appFirstAnswers: await firstAnswers(appExams) };
          for (const { name, target } of writeTargets) {
            const f = answeredBy.get(target);
            if (name === "app" || !f) continue;
            console.log(line(name, f));
            submit[name] = f;
            submit.checks[`${name}Exams`] = examsOf.get(target)!.length;
            submit.checks[`${name}FirstAnswers`] = await firstAnswers(examsOf.get(target)!);
          }
          if (submit.bare) submit.ratio = ratio(submit.app, submit.bare);
        }
      }
    }

    // ---- leave the database as we found it: end the app's exams through the app, drop the bare ones ----
    const ownerOf = new Map<string, Learner>();
    for (const e of await openExams(
      db,
      [...poolA, probe].map((l) => l.id),
    )) {
      ownerOf.set(
        e.id,
        [...poolA, probe].find((l) => l.id === e.user_id)!,
      );
    }
    const cleanupStarted = performance.now();
    const ended = await mapLimit([...ownerOf], 4, async ([runId, learner]) => {
      const res = await call(base, learner, "POST", "/trpc/qbank.end", { id: runId });
      return res.status === 200 ? 1 : 0;
    });
    if (ownerOf.size > 0) {
      console.log(
        `Ended ${ended.reduce((a: number, b) => a + b, 0)} of ${ownerOf.size} exams through POST /trpc/qbank.end ` +
          `in ${((performance.now() - cleanupStarted) / 1000).toFixed(1)} s`,
      );
    }
    for (const target of [bareTarget, stackTarget]) {
      if (target) await fetch(`${target.base}/__bench/cleanup`, { method: "POST" });
    }

    const finalRssMb = appSampler.currentMb;
    const bareFinalRssMb = bareSampler?.currentMb ?? 0;
    appSampler.stop();
    bareSampler?.stop();
    expressTarget?.sampler.stop();
    stackTarget?.sampler.stop();
    const logTail = app.lines.slice(-20);
    const out: RunResults = {
      kind: "qbank-bench",
      date: new Date().toISOString(),
      machine,
      scale: meta.scale,
      settings: {
        durationS: options.durationS,
        rounds: options.rounds,
        connections: C,
        moreConnections: options.moreConnections.filter((c) => c !== C),
        thinkMs: options.thinkMs,
        thinkDurationS: options.thinkDurationS,
        warmupS: options.warmupS,
        startPool: pool,
        learnersLoggedIn: toLogIn.length,
      },
      server: {
        command,
        idleRssMb,
        finalRssMb,
        peakRssMb: appSampler.overallPeakMb,
        logLines: app.lines.length,
        logTail,
      },
      bare: { idleRssMb: bareIdleRssMb, finalRssMb: bareFinalRssMb },
      express: { idleRssMb: expressIdleRssMb, finalRssMb: expressTarget?.sampler.currentMb ?? 0 },
      endpoints: results,
    };
    if (app.lines.length > 0) console.log(`Server log (${app.lines.length} warn/error lines), last:\n${app.tail(10)}`);
    return out;
  } finally {
    for (const child of children.reverse()) await child.stop();
    await dropExamDates(db).catch(() => undefined);
    await db.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const flags = parseFlags();
  const url = benchDatabaseUrl();
  runLoad(url, runOptionsFrom(flags))
    .then(async (results) => {
      await writeJsonResult("latest.json", results);
      writeReport();
      console.log(`Wrote ${join(RESULTS_DIR, "latest.json")} and docs/benchmarks.md`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
