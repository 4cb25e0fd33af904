import { sql } from "kysely";
import type { Db } from "../create-db.ts";

/** True when the database answers a trivial query (the readiness check). */
export async function ping(db: Db): Promise<boolean> {
  return (await reachDatabase(db)) === null;
}

/** Null when the database answers a trivial query, else why it did not (for start-up's wait). */
export async function reachDatabase(db: Db): Promise<Error | null> {
  try {
    await sql`select 1`.execute(db);
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
