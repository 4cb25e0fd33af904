import { sql } from "kysely";
import type { Db } from "../create-db.ts";

/** True when the database answers a trivial query (the health check). */
export async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
