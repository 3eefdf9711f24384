import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import pg from "pg";

/** The little the reference API needs from a database: plain SQL with parameters. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Pick<Db, "query">) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Embedded PostgreSQL (PGlite) in `dataDir` ("memory" for a throw-away database), or a
 * PostgreSQL server when `databaseUrl` is given.
 */
export async function openDb({ databaseUrl, dataDir }: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}

async function openPglite(dataDir: string): Promise<Db> {
  if (dataDir !== "memory") fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir === "memory" ? undefined : dataDir);
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(fn) {
      return db.transaction((tx) =>
        fn({ query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows })
      );
    },
    close: () => db.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
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
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
