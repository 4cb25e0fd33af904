import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

/** The repository root (bench/src/.. /..). */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const RESULTS_DIR = join(ROOT, "bench", "results");
export const DOCS_FILE = join(ROOT, "docs", "benchmarks.md");

/** Every synthetic learner logs in with this password; the accounts exist only in a bench database. */
export const SYNTHETIC_PASSWORD = "synthetic-bench-password-1";
export const SYNTHETIC_DOMAIN = "bench.invalid";
export const learnerEmail = (n: number) => `synthetic-${n}@${SYNTHETIC_DOMAIN}`;
/** SQL LIKE pattern of the synthetic learners' emails. */
export const SYNTHETIC_EMAIL_LIKE = `synthetic-%@${SYNTHETIC_DOMAIN}`;
/** The bookkeeping table the generator writes its scale into (not part of the app's schema). */
export const META_TABLE = "synthetic_bench_meta";

export interface Scale {
  categories: number;
  questions: number;
  learners: number;
  tries: number;
  keys: number;
}

export const DEFAULT_SCALE: Scale = {
  categories: 20,
  questions: 10_000,
  learners: 2_000,
  tries: 2_000_000,
  keys: 50_000,
};

/** `--small`: a quick end-to-end check of the whole harness. */
export const SMALL_SCALE: Scale = { categories: 6, questions: 600, learners: 120, tries: 30_000, keys: 1_200 };

/** Minimal flag parser: `--name value`, `--name=value` and bare `--flag`. */
export function parseFlags(argv: string[] = process.argv.slice(2)): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) continue;
    const eq = arg.indexOf("=");
    if (eq > 0) {
      flags.set(arg.slice(2, eq), arg.slice(eq + 1));
    } else {
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith("--")) {
        flags.set(arg.slice(2), next);
        i++;
      } else {
        flags.set(arg.slice(2), "true");
      }
    }
  }
  return flags;
}

/** A positive integer from a flag, then an environment variable, then a default. */
export function intOption(flags: Map<string, string>, name: string, fallback: number, min = 1): number {
  const raw = flags.get(name) ?? process.env[`BENCH_${name.toUpperCase().replace(/-/g, "_")}`];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw.replace(/_/g, ""));
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`--${name} must be a whole number of at least ${min} (got "${raw}")`);
  }
  return value;
}

/** A switch from a bare flag or a BENCH_<NAME>=1 variable (npm keeps unknown flags for itself). */
export function boolOption(flags: Map<string, string>, name: string): boolean {
  const raw = flags.get(name) ?? process.env[`BENCH_${name.toUpperCase().replace(/-/g, "_")}`];
  return raw !== undefined && raw !== "" && raw !== "0" && raw !== "false";
}

export function scaleFrom(flags: Map<string, string>): Scale {
  const base = boolOption(flags, "small") ? SMALL_SCALE : DEFAULT_SCALE;
  const scale: Scale = {
    categories: intOption(flags, "categories", base.categories),
    questions: intOption(flags, "questions", base.questions),
    learners: intOption(flags, "learners", base.learners),
    tries: intOption(flags, "tries", base.tries, 0),
    keys: intOption(flags, "keys", base.keys, 0),
  };
  if (scale.questions < scale.categories) throw new Error("--questions must be at least --categories");
  if (scale.keys > scale.learners * scale.questions) throw new Error("--keys cannot exceed learners x questions");
  return scale;
}

export const sameScale = (a: Scale, b: Scale) =>
  a.categories === b.categories &&
  a.questions === b.questions &&
  a.learners === b.learners &&
  a.tries === b.tries &&
  a.keys === b.keys;

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]", ""]);

/**
 * The benchmark database from BENCH_DATABASE_URL. There is no default: without it the
 * harness says how to set one and stops. Only a local server is accepted.
 */
export function benchDatabaseUrl(): string {
  const url = process.env.BENCH_DATABASE_URL?.trim();
  if (!url) {
    console.error(
      [
        "BENCH_DATABASE_URL is not set. The benchmark needs its own PostgreSQL database, for example:",
        "",
        "  psql -h 127.0.0.1 -U postgres -c 'create database qbank_bench'",
        "  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/qbank_bench npm run bench",
        "",
        "(PostgreSQL on 127.0.0.1:5432, user postgres, trust auth, as in the README.) The database is",
        "filled with a synthetic bank; a database holding real (non-synthetic) users is refused.",
      ].join("\n"),
    );
    process.exit(2);
  }
  if (!/^postgres(ql)?:\/\//.test(url)) {
    console.error("BENCH_DATABASE_URL must start with postgres:// or postgresql://");
    process.exit(2);
  }
  const host = new URL(url).hostname;
  if (!LOCAL_HOSTS.has(host)) {
    console.error(`BENCH_DATABASE_URL must point at a local PostgreSQL (127.0.0.1), not ${host}.`);
    process.exit(2);
  }
  return url;
}

/** A plain pg client for the harness's own statements (generation, look-ups, EXPLAIN). */
export async function connect(url: string, options: string[] = []): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    ...(options.length > 0 ? { options: options.join(" ") } : {}),
  });
  await client.connect();
  return client;
}

export interface MetaRow {
  scale: Scale;
  generated_at: string;
  seconds: number;
}

/** The scale the generator last wrote, if the database holds a synthetic bank. */
export async function readMeta(client: pg.Client): Promise<MetaRow | undefined> {
  const exists = await client.query<{ ok: boolean }>(`select to_regclass($1) is not null as ok`, [META_TABLE]);
  if (!exists.rows[0]?.ok) return undefined;
  const rows = await client.query<{ scale: Scale; generated_at: Date; seconds: string }>(
    `select scale, generated_at, seconds from ${META_TABLE} where id = 1`,
  );
  const row = rows.rows[0];
  return row
    ? { scale: row.scale, generated_at: row.generated_at.toISOString(), seconds: Number(row.seconds) }
    : undefined;
}

export interface Machine {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  postgres: string;
  platform: string;
}

export async function describeMachine(client: pg.Client): Promise<Machine> {
  const version = await client.query<{ v: string }>("select version() as v");
  let nproc = cpus().length;
  try {
    nproc = Number(execFileSync("nproc", { encoding: "utf8" }).trim()) || nproc;
  } catch {
    // nproc is not everywhere; os.cpus() is close enough.
  }
  return {
    date: new Date().toISOString(),
    cpus: nproc,
    cpuModel: cpus()[0]?.model ?? "unknown",
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres: version.rows[0]?.v.split(",")[0] ?? "unknown",
    platform: `${process.platform} ${process.arch}`,
  };
}

export function writeText(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

export function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  });
  await Promise.all(workers);
  return out;
}

/** Thinking learners one server process (one core) should serve at p99 < 100 ms, per hot endpoint. */
export const CAPACITY_GOALS: Record<string, number> = {
  categories: 1000,
  "stats-questions": 1000,
  "stats-performance": 1000,
  "revision-keys": 1000,
  submit: 1000,
  category: 300,
  "start-mock": 300,
};
export const CAPACITY_P99_MS = 100;
