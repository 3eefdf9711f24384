import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./db";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Held (per transaction) while migrating or seeding, so several API processes starting at once
 * against one PostgreSQL server do not apply the same migration twice.
 */
export const SCHEMA_LOCK = 4_000_001;

/** Applies migrations/*.sql in name order, each once, recorded in schema_migrations. */
export async function migrate(db: Db): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
    await tx.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())"
    );
  });
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = fs.readFileSync(path.join(dir, file), "utf8");
    const ran = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
      // Checked under the lock: another process may have applied it a moment ago.
      const done = await tx.query("SELECT 1 FROM schema_migrations WHERE name = $1", [file]);
      if (done.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}

/** Our migrations hold plain statements (no functions with bodies), so ";" at a line end splits them. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
}
