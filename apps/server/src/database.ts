import { join } from "node:path";
import { hashPassword } from "@qbank/api";
import {
  createDb,
  DEMO_PASSWORD,
  isDatabaseEmpty,
  isDatabaseUnavailable,
  migrateToLatest,
  reachDatabase,
  seedDemo,
  type DbHandle,
} from "@qbank/db";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";

/** The app's pool, with the operator's limits on every connection. */
export function openDatabase(
  env: Env,
  logger?: Logger,
  limits: { statementTimeoutMs?: number; max?: number; keepConnections?: boolean } = {},
): Promise<DbHandle> {
  return createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: join(env.DATA_DIR, "pglite"),
    maxConnections: limits.max ?? env.DATABASE_POOL_MAX,
    keepConnections: limits.keepConnections,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: limits.statementTimeoutMs ?? env.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    onConnectionError: (err) => logger?.warn({ err }, "a database connection failed; the pool replaces it"),
  });
}

/** The host (and port) of DATABASE_URL, never its password. */
export function databaseHost(env: Env): string {
  if (!env.DATABASE_URL) return "the embedded database";
  const url = new URL(env.DATABASE_URL);
  return url.port ? `${url.hostname}:${url.port}` : url.hostname;
}

/**
 * Containers start in any order: runs the start-up steps that need the database, and while it
 * cannot be reached (or restarts part-way) says so and tries again once a second, for up to
 * DATABASE_WAIT_SECONDS; then gives up with a message naming DATABASE_URL's host.
 */
export async function whenDatabaseAnswers(env: Env, logger: Logger, steps: () => Promise<void>): Promise<void> {
  const host = databaseHost(env);
  const deadline = performance.now() + env.DATABASE_WAIT_SECONDS * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await steps();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      if (performance.now() >= deadline) {
        throw new Error(
          `The database at ${host} (DATABASE_URL) did not answer within ${env.DATABASE_WAIT_SECONDS} s: ${reason}`,
          { cause: error },
        );
      }
      logger.warn(`waiting for the database at ${host} (DATABASE_URL), attempt ${attempt}: ${reason}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Throws the reason when the database does not answer a trivial query. */
export async function expectDatabase(handle: DbHandle): Promise<void> {
  const problem = await reachDatabase(handle.db);
  if (problem) throw problem;
}

/** Migrations may build indexes on big tables: on PostgreSQL they run without the statement timeout. */
export async function migrate(handle: DbHandle, env: Env, logger: Logger): Promise<void> {
  const migrator =
    handle.kind === "postgres" ? await openDatabase(env, logger, { statementTimeoutMs: 0, max: 1 }) : handle;
  try {
    const applied = await migrateToLatest(migrator.db);
    if (applied.length > 0) logger.info({ applied }, "migrations applied");
  } finally {
    if (migrator !== handle) await migrator.close();
  }
}

/** Demo data goes only into an empty database, and never silently in production. */
export async function seedIfEmpty(handle: DbHandle, env: Env, logger: Logger): Promise<void> {
  if (!env.seedDemo) return;
  if (env.production) logger.warn("SEED_DEMO is on in production: the demo accounts have public passwords!");
  if (!(await isDatabaseEmpty(handle.db))) return;
  const result = await seedDemo(handle.db, await hashPassword(DEMO_PASSWORD), new Date());
  logger.info(result, "demo data seeded (learner@, diamond@, admin@example.com; local use only)");
}
