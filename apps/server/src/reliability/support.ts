import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { hashPassword } from "@qbank/api";
import { createDb, migrateToLatest, type Db, type DbHandle } from "@qbank/db";
import { insertTestUser } from "@qbank/db/testing";
import pg from "pg";
import { format, resolveConfig } from "prettier";
import { expect } from "vitest";
import { procedureSchemas, type ProcedureSchemas } from "../openapi/procedures.ts";
import { document } from "../test/contract.ts";
import { LegacyClient, loggedInLearner, type TestServer } from "../test/server.ts";

/** Shared pieces of the reliability proof (docs/reliability.md). */

export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: run `npm run test:reliability`.");
  return url;
}

export type Reply = Awaited<ReturnType<LegacyClient["request"]>>;

// ---------------------------------------------------------------------------------------------
// Roles

export interface Role {
  name: "anonymous" | "Blocked" | "Hold" | "Basic" | "Silver" | "Diamond" | "Admin";
  /** null: no session. */
  level: number | null;
}

export const ROLES: Role[] = [
  { name: "anonymous", level: null },
  { name: "Blocked", level: -1 },
  { name: "Hold", level: 1 },
  { name: "Basic", level: 2 },
  { name: "Silver", level: 3 },
  { name: "Diamond", level: 5 },
  { name: "Admin", level: 6 },
];

/** Blocked and Hold accounts cannot log in: a learner logs in, then the row is demoted. */
const CANNOT_LOG_IN = new Set([-1, 1]);

export interface Actor {
  role: Role;
  client: LegacyClient;
  id: string | null;
  email: string | null;
}

/**
 * A client acting as this role. `prepare` runs while the account is still a Basic learner
 * (so Blocked and Hold users can own objects made before their demotion).
 */
export async function actorFor(
  server: TestServer,
  role: Role,
  prepare?: (actor: Actor) => Promise<void>,
): Promise<Actor> {
  if (role.level === null) {
    const client = new LegacyClient(server.url);
    await client.get("/api/auth/getuserdata");
    const actor = { role, client, id: null, email: null };
    await prepare?.(actor);
    return actor;
  }
  const demote = CANNOT_LOG_IN.has(role.level);
  const learner = await loggedInLearner(server, demote ? 2 : role.level);
  const actor = { role, client: learner.client, id: learner.id, email: learner.email };
  await prepare?.(actor);
  if (demote)
    await server.handle.db.updateTable("users").set({ level: role.level }).where("id", "=", learner.id).execute();
  return actor;
}

// ---------------------------------------------------------------------------------------------
// The route table and the procedures, enumerated from the code

/** One documented operation of the legacy contract, as the fuzz reads it from docs/openapi.json. */
export interface DocumentedTarget {
  method: string;
  /** The path template, `{id}` and all. */
  path: string;
  /** The procedure it calls (`x-procedure`), when it goes through the route table. */
  procedure: string | undefined;
  pathParams: string[];
  queryParams: string[];
  /** The fields of its JSON or multipart body; empty when it takes no body. */
  bodyFields: string[];
  multipart: boolean;
}

type DocParameter = { name: string; in: string };
type DocBody = { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };

/** Every operation of the published document, with its parameters and body fields. */
export const documentedTargets: DocumentedTarget[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => {
    const parameters = (operation.parameters ?? []) as DocParameter[];
    const body = operation.requestBody as DocBody | undefined;
    const [mediaType, media] = Object.entries(body?.content ?? {})[0] ?? [];
    return {
      method: method.toUpperCase(),
      path,
      procedure: operation["x-procedure"] as string | undefined,
      pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
      queryParams: parameters.filter((p) => p.in === "query").map((p) => p.name),
      bodyFields: Object.keys(media?.schema.properties ?? {}),
      multipart: mediaType === "multipart/form-data",
    };
  }),
);

export const procedures: Partial<Record<string, ProcedureSchemas>> = procedureSchemas;
export const procedureNames = Object.keys(procedures).sort();

/** Whether the procedure's own input schema accepts this value (true when it takes no input). */
export function inputAccepts(procedure: string | undefined, value: unknown): boolean {
  const parser = procedure ? procedures[procedure]?.inputs[0] : undefined;
  if (!parser?.safeParse) return true;
  try {
    return parser.safeParse(value).success;
  } catch {
    // A schema that throws instead of answering (a refinement reading a null) refuses too.
    return false;
  }
}

/** The field names of a procedure's input object, read from its zod schema. */
export function inputFields(procedure: string | undefined): string[] {
  let schema: unknown = procedure ? procedures[procedure]?.inputs[0] : undefined;
  for (let i = 0; i < 5 && schema; i++) {
    const def = (schema as { def?: { shape?: Record<string, unknown>; in?: unknown; innerType?: unknown } }).def;
    if (def?.shape) return Object.keys(def.shape);
    schema = def?.in ?? def?.innerType;
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// What an answer may and may not contain

/** Text that only leaks from inside the server: database errors, stacks, exception names, SQL. */
const INTERNAL_TEXT: RegExp[] = [
  /invalid byte sequence/i,
  /maximum call stack/i,
  /\bstack\b/i,
  /\b(Type|Reference|Syntax|Range)Error\b/,
  /Cannot read properties of|is not a function|is not iterable|undefined is not/,
  /node_modules|\.ts:\d+:\d+|\.js:\d+:\d+/,
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b.*\b(FROM|VALUES|SET|WHERE)\b/,
  /syntax error at or near|violates .* constraint|duplicate key value|relation "|column "|\bpg_|postgres/i,
  /untranslatable character|unsupported Unicode escape/i,
];

export function internalTextIn(text: string): string | null {
  const hit = INTERNAL_TEXT.find((re) => re.test(text));
  return hit ? String(hit) : null;
}

/** The legacy error envelope: {"message": [{"object": ..., "message": ...}, ...]}. */
export function isEnvelope(body: unknown): boolean {
  const items = (body as { message?: unknown } | undefined)?.message;
  return (
    Array.isArray(items) &&
    items.length > 0 &&
    items.every(
      (i) =>
        typeof i === "object" &&
        i !== null &&
        typeof (i as { object?: unknown }).object === "string" &&
        typeof (i as { message?: unknown }).message === "string",
    )
  );
}

export const LEGACY_ERROR_STATUSES = new Set([400, 401, 403, 404, 413, 415, 429]);

// ---------------------------------------------------------------------------------------------
// Database

/** The tables whose row counts must not move under hostile requests. */
export const MAIN_TABLES = [
  "users",
  "runs",
  "run_questions",
  "tries",
  "revision_keys",
  "tickets",
  "do_later",
  "email_tokens",
  "mastery_purchases",
] as const;

export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of MAIN_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** A database of its own on the test server (for server processes), migrated; dropped by `drop`. */
export async function scratchDatabase(
  label: string,
): Promise<{ url: string; handle: DbHandle; drop: () => Promise<void> }> {
  const base = new URL(testDatabaseUrl());
  const name = `${base.pathname.slice(1)}_${label}`.slice(0, 60);
  const adminUrl = new URL(base);
  adminUrl.pathname = "/postgres";
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), maxConnections: 10 });
  await migrateToLatest(handle.db);
  return {
    url: url.toString(),
    handle,
    drop: async () => {
      await handle.close();
      // Our pool's sockets may still be closing: a forced drop now would kill them mid-close
      // and their error would surface as unhandled. Wait for them, and force only at the end.
      for (let attempt = 0; attempt < 30; attempt++) {
        try {
          return await admin(`drop database if exists ${name}`);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

export const PROCESS_PASSWORD = "process-password-1";
let processHash: Promise<string> | undefined;

/** A confirmed learner written straight into the database. */
export async function insertLearner(db: Db, level: number, at: Date) {
  processHash ??= hashPassword(PROCESS_PASSWORD);
  return insertTestUser(db, { password_hash: await processHash, level, email_verified_at: at });
}

/** Logs a learner in over HTTP like an integrator; the client then holds the session. */
export async function logIn(url: string, email: string, password = PROCESS_PASSWORD): Promise<LegacyClient> {
  const client = new LegacyClient(url);
  await client.get("/api/auth/getuserdata");
  const res = await client.post("/api/auth/login", { email, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return client;
}

/** The same cookies (session and XSRF) against another server. */
export function sameSessionOn(client: LegacyClient, url: string): LegacyClient {
  const other = new LegacyClient(url);
  for (const [k, v] of client.cookies) other.cookies.set(k, v);
  return other;
}

// ---------------------------------------------------------------------------------------------
// Server processes

/** A port nothing listens on now, for a process of the test's own. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The node flags `npm start` runs the server with (apps/server's start script), read from the
 * script so a check made under them follows any change: the 128 MB heap above all.
 */
export const PRODUCTION_NODE_FLAGS: string[] = (() => {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, "apps/server/package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const start = manifest.scripts.start!;
  const command = start
    .slice(start.lastIndexOf("&&") + 2)
    .trim()
    .split(/\s+/);
  return command.filter((word) => word.startsWith("--"));
})();

/** The server run from its sources through tsx, as every process check but the memory ones runs it. */
const FROM_SOURCES = ["--import", "tsx", "apps/server/src/main.ts"];

/**
 * The server as `npm start` runs it: compiled by its build script and run from `dist/main.js`.
 * A check of the process's memory needs it: tsx's loader runs on a thread of its own with a heap
 * of its own (some 40 MB of the process's resident memory that production never has).
 */
export function builtServer(): string[] {
  const build = spawnSync(process.execPath, ["build.mjs"], { cwd: join(REPO_ROOT, "apps/server"), stdio: "inherit" });
  if (build.status !== 0) throw new Error("apps/server/build.mjs failed");
  return ["apps/server/dist/main.js"];
}

/**
 * The real server (`node --import tsx apps/server/src/main.ts`, or `entry`) on 127.0.0.1, ready
 * when /healthz answers; `nodeFlags` go before the script (PRODUCTION_NODE_FLAGS for the start
 * script's).
 */
export async function startServerProcess(
  databaseUrl: string,
  port?: number,
  settings: Record<string, string> = {},
  nodeFlags: string[] = [],
  entry: string[] = FROM_SOURCES,
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const dataDir = await mkdtemp(join(tmpdir(), "qbank-reliability-"));
  const url = `http://127.0.0.1:${chosen}`;
  const child = spawn(process.execPath, [...nodeFlags, ...entry], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      PORT: String(chosen),
      HOST: "127.0.0.1",
      APP_URL: url,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      SESSION_SECRET: "reliability-secret-shared-by-every-process-0123",
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr?.on("data", (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let alive = true;
  void exited.then(() => (alive = false));

  const deadline = performance.now() + 30_000; // a monotonic bound, not the time of day
  for (;;) {
    if (!alive) throw new Error(`server process exited during start-up:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server process did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port: chosen,
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (alive) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Figures for docs/reliability.md

const FIGURES_FILE = join(REPO_ROOT, "docs", "reliability-figures.json");

export interface FigureSection {
  title: string;
  rows: [string, string | number][];
  note?: string;
}

/** Records one check's figures; scripts/reliability-report.mjs renders them into the doc. */
export async function recordFigures(key: string, section: FigureSection): Promise<void> {
  let all: Record<string, FigureSection> = {};
  try {
    all = JSON.parse(await readFile(FIGURES_FILE, "utf8")) as Record<string, FigureSection>;
  } catch {
    // first figures of this checkout
  }
  all[key] = section;
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  // Written as the repo's formatter would, so `npm run lint` stays clean after a run.
  await writeFile(
    FIGURES_FILE,
    await format(JSON.stringify(sorted), {
      ...(await resolveConfig(FIGURES_FILE)),
      filepath: FIGURES_FILE,
    }),
  );
}

/** A failing list is printed whole, so one run shows every defect at once. */
export function expectNoFailures(failures: string[], what: string) {
  expect(failures, `${what}:\n${failures.slice(0, 40).join("\n")}`).toEqual([]);
}
