import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: "postgres" | "pglite";
  /** The embedded instance, when there is one (tests dump it as a template). */
  pglite?: PGlite;
  close: () => Promise<void>;
  /** PostgreSQL only: the pool's connections in use, idle, and requests waiting for one. */
  poolStats?: () => { inUse: number; idle: number; waiting: number };
  /** Opens the connections the pool keeps (`keepConnections`) before the first request needs them. */
  warm?: () => Promise<void>;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent an embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; absent means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data directory dump to start from (tests load a migrated template this way). */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL only: schema to use as search_path (tests isolate files this way). */
  searchPath?: string | undefined;
  maxConnections?: number | undefined;
  /**
   * PostgreSQL only: keep every connection once opened, instead of closing those idle for 10 s
   * and opening them again (a new backend costs the request that waits for it) when the load
   * next rises.
   */
  keepConnections?: boolean | undefined;
  /** PostgreSQL only: how long to wait for a connection (opening one or for a free slot). */
  connectTimeoutMs?: number | undefined;
  /** PostgreSQL only: set on every connection; 0 or absent leaves the server's setting. */
  statementTimeoutMs?: number | undefined;
  idleInTransactionTimeoutMs?: number | undefined;
  /**
   * PostgreSQL only: told when an idle connection fails (a restart cuts it off). Without a
   * listener such an error would end the process; the pool drops the connection and opens a
   * new one when next asked.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
}

// Same JS shapes from both drivers: int8 as number, date as 'YYYY-MM-DD'.
const INT8 = 20;
const DATE = 1082;
pg.types.setTypeParser(INT8, Number);
pg.types.setTypeParser(DATE, (v: string) => v);

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const max = options.maxConnections ?? 10;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max,
      ...(options.keepConnections ? { min: max } : {}),
      keepAlive: true,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      ...(options.idleInTransactionTimeoutMs
        ? { idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs }
        : {}),
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    pool.on("error", options.onConnectionError ?? (() => undefined));
    // A checked-out client has no pool listener; its failure reaches the caller's next query.
    pool.on("connect", (client) => client.on("error", () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: "postgres",
      close: async () => {
        await db.destroy();
        // Kysely ends the pool only once it has run a query; a pool only warmed is ended here.
        if (!pool.ending) await pool.end();
      },
      poolStats: () => ({
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      warm: async () => {
        if (!options.keepConnections) return;
        const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()));
        for (const client of clients) client.release();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [INT8]: Number, [DATE]: (v: string) => v },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: "pglite",
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
