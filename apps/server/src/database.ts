import { join } from "node:path";
import { hashPassword } from "@qbank/api";
import { createDb, DEMO_PASSWORD, isDatabaseEmpty, migrateToLatest, seedDemo, type DbHandle } from "@qbank/db";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";

export function openDatabase(env: Env): Promise<DbHandle> {
  return createDb({ databaseUrl: env.DATABASE_URL, dataDir: join(env.DATA_DIR, "pglite") });
}

export async function migrate(handle: DbHandle, logger: Logger): Promise<void> {
  const applied = await migrateToLatest(handle.db);
  if (applied.length > 0) logger.info({ applied }, "migrations applied");
}

/** Demo data goes only into an empty database, and never silently in production. */
export async function seedIfEmpty(handle: DbHandle, env: Env, logger: Logger): Promise<void> {
  if (!env.seedDemo) return;
  if (env.production) logger.warn("SEED_DEMO is on in production: the demo accounts have public passwords!");
  if (!(await isDatabaseEmpty(handle.db))) return;
  const result = await seedDemo(handle.db, await hashPassword(DEMO_PASSWORD), new Date());
  logger.info(result, "demo data seeded (learner@, diamond@, admin@example.com; local use only)");
}
