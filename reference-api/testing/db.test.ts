import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../db";
import { migrate } from "../migrate";
import { openTestDb, schemaSnapshotPath } from "./db";

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "migrations");
const opened: Db[] = [];
afterAll(() => Promise.all(opened.map((db) => db.close())));

describe("test databases", () => {
  // On PGlite, or on the PostgreSQL server that TEST_DATABASE_URL names (npm run test:api:postgres).
  it("start from the migrated schema, empty, each its own", async () => {
    const [a, b] = [await openTestDb(), await openTestDb()];
    opened.push(a, b);
    const files = fs.readdirSync(migrations).filter((f) => f.endsWith(".sql"));
    const applied = await a.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name");
    expect(applied.map((m) => m.name)).toEqual(files.sort());
    expect(await migrate(a)).toEqual([]);
    expect(await a.query("SELECT id FROM sites")).toEqual([]);
    await a.query(`INSERT INTO sites (domain, name, niche, settings, company) VALUES ('a.test', 'A', 1, '{}', '{}')`);
    expect(await b.query("SELECT id FROM sites")).toEqual([]);
  });

  it("load a schema named after the migrations: a changed, renamed or added migration makes a new one", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    try {
      fs.cpSync(migrations, copy, { recursive: true });
      const before = schemaSnapshotPath(copy);
      expect(before).toBe(schemaSnapshotPath());
      const [first] = fs.readdirSync(copy).sort();
      fs.appendFileSync(path.join(copy, first), "\n-- changed\n");
      const changed = schemaSnapshotPath(copy);
      fs.renameSync(path.join(copy, first), path.join(copy, `0${first}`));
      const renamed = schemaSnapshotPath(copy);
      fs.writeFileSync(path.join(copy, "999_more.sql"), "SELECT 1;\n");
      expect(new Set([before, changed, renamed, schemaSnapshotPath(copy)]).size).toBe(4);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
