import { scopedLogger } from "../lib/logger";
import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import pg from "pg";

type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** The little the reference API needs from a database: plain SQL with parameters. */
export interface Db {
  query: Query;
  transaction<T>(fn: (tx: { query: Query }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL server only: calls `onPayload` for each NOTIFY on `channel`, from any process, on a
   * connection of its own (reconnected when lost). Answers the function that stops listening.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data folder as a gzipped tarball, which `openDb({ load })` starts from. */
  dump?(): Promise<Blob>;
}

/**
 * DATE columns (birthdates) stay "YYYY-MM-DD" strings with both drivers: pg would otherwise make a
 * Date at local midnight, PGlite one at UTC midnight, and ages would depend on the server's zone.
 */
const DATE_OID = 1082;
const keepDate = (value: string) => value;

/**
 * Embedded PostgreSQL (PGlite) in `dataDir` ("memory" for a throw-away database), or a
 * PostgreSQL server when `databaseUrl` is given. `load` (PGlite only) starts from a `dump()`
 * instead of an empty cluster: about 1 s instead of 5.
 */
export async function openDb({
  databaseUrl,
  dataDir,
  load,
}: {
  databaseUrl?: string;
  dataDir: string;
  load?: Blob;
}): Promise<Db> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir, load);
}

async function openPglite(dataDir: string, load?: Blob): Promise<Db> {
  if (dataDir !== "memory") fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir === "memory" ? undefined : dataDir, {
    parsers: { [DATE_OID]: keepDate },
    ...(load ? { loadDataDir: load } : {}),
  });
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    transaction(fn) {
      return db.transaction((tx) =>
        fn({ query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows })
      );
    },
    close: () => db.close(),
    dump: () => db.dumpDataDir("gzip"),
  };
}

async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === DATE_OID ? keepDate : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => scopedLogger("reference-api").error({ error: error.message }, "postgres"));
  await pool.query("SELECT 1"); // fail at start, with a clear error, when the server is unreachable
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, onPayload) => listenOn(databaseUrl, channel, onPayload),
  };
}

/** LISTEN on a dedicated connection; a lost connection is opened again a second later. */
async function listenOn(databaseUrl: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnect), 1000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on("error", (error) => {
      scopedLogger("reference-api").error({ error: error.message }, "postgres listen");
      void next.end().catch(() => undefined);
      reconnect();
    });
    await next.connect();
    // A channel name is an identifier, not a parameter: ours is a constant of events.ts.
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
