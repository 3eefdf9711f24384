import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { fileURLToPath } from "node:url";
import { openDb, type Db } from "../db";
import { migrate } from "../migrate";

/**
 * Databases for tests. Creating an embedded PostgreSQL (PGlite's initdb) costs about 5 s and
 * 800 MB; loading a dump of an already migrated one about 1 s and 450 MB. So the schema is built
 * once, dumped to a file in the system's temporary folder named after what it depends on (the
 * migrations and the PGlite version), and every test file loads that file.
 */

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "migrations");

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
 * On a PostgreSQL server (TEST_DATABASE_URL) the same idea: the migrations run once into a template
 * database named after the same hash, and each test file gets a copy of it (CREATE DATABASE …
 * TEMPLATE: a file copy, well under a second), dropped when the file closes it. So files run in
 * parallel, each on a database of its own, as they do on PGlite.
 */
export function schemaTemplateName(dir = migrationsDir): string {
  const [, hash] = /([0-9a-f]{16})\.tar\.gz$/.exec(schemaSnapshotPath(dir))!;
  return `reference_api_schema_${hash}`;
}

/** The server's URL with another database in its path. */
function onDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}

async function onServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes the migrated template database on the server unless it exists. Built under a name of its
 * own and renamed, so a run that dies half-way leaves no template that looks finished.
 */
export async function ensureSchemaTemplate(serverUrl: string): Promise<string> {
  const template = schemaTemplateName();
  const exists = await onServer(
    serverUrl,
    async (client) => (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [template])).rowCount
  );
  if (exists) return template;
  const partial = `${template}_${process.pid}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(partial)}`));
  const db = await openDb({ databaseUrl: onDatabase(serverUrl, partial), dataDir: "memory" });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  await onServer(serverUrl, async (client) => {
    try {
      await client.query(`ALTER DATABASE ${pg.escapeIdentifier(partial)} RENAME TO ${pg.escapeIdentifier(template)}`);
    } catch (error) {
      // Another run on the same server made it meanwhile (42P04: the name exists): theirs serves.
      if ((error as { code?: string }).code !== "42P04") throw error;
      await client.query(`DROP DATABASE ${pg.escapeIdentifier(partial)}`);
    }
  });
  return template;
}

/** A copy of the template for one test file, dropped on close (WITH FORCE: a stray connection must not keep it). */
async function openServerTestDb(serverUrl: string): Promise<Db> {
  const template = await ensureSchemaTemplate(serverUrl);
  const database = `reference_api_test_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)} TEMPLATE ${pg.escapeIdentifier(template)}`)
  );
  const db = await openDb({ databaseUrl: onDatabase(serverUrl, database), dataDir: "memory" });
  return {
    ...db,
    async close() {
      await db.close();
      await onServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`)
      );
    },
  };
}

/**
 * A migrated, empty database of its own for a test file: PGlite loaded from the schema dump, or,
 * when TEST_DATABASE_URL names a PostgreSQL server (a role that may create databases), a fresh
 * database on that server copied from the migrated template. Close it after the tests.
 */
export async function openTestDb(): Promise<Db> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openServerTestDb(serverUrl);
  return openDb({ dataDir: "memory", load: await fs.openAsBlob(await ensureSchemaSnapshot()) });
}
