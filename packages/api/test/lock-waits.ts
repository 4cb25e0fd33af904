import { sql } from "kysely";
import type { Db } from "@qbank/db";

/** Backends of this database waiting for a lock (PostgreSQL). */
export async function lockWaiters(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
  return rows[0]!.n;
}

/** Polls every 10 ms, for up to 5 s, until `done` holds. */
export async function until(done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500 && !(await done()); i++) await new Promise((r) => setTimeout(r, 10));
}
