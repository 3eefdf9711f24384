import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDb, type Db } from "./db";
import { migrate } from "./migrate";

/**
 * Databases for tests. Creating an embedded PostgreSQL (PGlite's initdb) costs about 5 s and
 * 800 MB; loading a dump of an already migrated one about 1 s and 450 MB. So the schema is built
 * once, dumped to a file in the system's temporary folder named after what it depends on (the
 * migrations and the PGlite version), and every test file loads that file.
 */

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** The dump's name: a hash of every migration's name and text (in `dir`) and of PGlite's version. */
export function schemaSnapshotPath(dir = migrationsDir): string {
  const hash = crypto.createHash("sha256");
  const pglitePackage = path.join(
    path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")),
    "..",
    "package.json"
  );
  hash.update(JSON.parse(fs.readFileSync(pglitePackage, "utf8")).version);
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(dir, file)));
  }
  return path.join(os.tmpdir(), `reference-api-schema-${hash.digest("hex").slice(0, 16)}.tar.gz`);
}

/**
 * Makes the migrated dump unless it exists (vitest's global setup calls it once per run, so the
 * test files never race to build it). Written beside and renamed, so a reader never sees half.
 */
export async function ensureSchemaSnapshot(): Promise<string> {
  const file = schemaSnapshotPath();
  if (fs.existsSync(file)) return file;
  const db = await openDb({ dataDir: "memory" });
  try {
    await migrate(db);
    const dump = await db.dump!();
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

/**
 * A migrated, empty database of its own for a test file: PGlite loaded from the schema dump, or,
 * when TEST_DATABASE_URL is set and `server` is not false, that PostgreSQL server (migrated).
 * Close it after the tests.
 */
export async function openTestDb({ server = true }: { server?: boolean } = {}): Promise<Db> {
  const databaseUrl = server ? process.env.TEST_DATABASE_URL : undefined;
  if (databaseUrl) {
    const db = await openDb({ databaseUrl, dataDir: "memory" });
    await migrate(db);
    return db;
  }
  return openDb({ dataDir: "memory", load: await fs.openAsBlob(await ensureSchemaSnapshot()) });
}
